import type { TestProject } from 'vitest/node'
import { createDatabaseTemplate } from './database-template.ts'

/** Migrates one database for the whole run; each test file's server starts from a copy of it. */
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate(process.env.TEST_DATABASE_URL)
  project.provide('databaseTemplate', template)
  return remove
}
