import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications, screeningMatches, type DigitalCheck } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { screen, type ScreeningIndex } from './screen.ts'
import { SCREENING_LIST_LABELS, SCREENING_LISTS } from './screening-lists.ts'
import { screeningSubjects, type ScreeningRole } from './screening-subjects.ts'

/** One application as screening reads it. */
export interface ScreenedApplication {
  id: number
  organizationId: string
  organizationName: string | null
  accountName: string | null
  signature: string | null
  officers: Parameters<typeof screeningSubjects>[0]['officers']
}

/** The columns screening reads, for one application or for every verified organization at once. */
export const screenedApplicationColumns = {
  id: organizationVerifications.id,
  organizationId: organizationVerifications.organizationId,
  organizationName: organizationVerifications.organizationName,
  accountName: organizations.name,
  signature: organizationVerifications.signature,
  officers: organizationVerifications.officers,
}

export type ScreeningMatchInsert = typeof screeningMatches.$inferInsert

/** Every possible match for an application's names, as rows to keep (one per name and list entry). */
export function possibleMatches(index: ScreeningIndex, application: ScreenedApplication): ScreeningMatchInsert[] {
  const rows = new Map<string, ScreeningMatchInsert>()
  for (const { role, subject } of screeningSubjects(application)) {
    for (const hit of screen(index, subject)) {
      const key = `${subject.name}\u0000${hit.list}\u0000${hit.entryRef}`
      if (rows.has(key)) continue
      rows.set(key, {
        verificationId: application.id,
        organizationId: application.organizationId,
        subjectRole: role satisfies ScreeningRole,
        subjectName: subject.name,
        list: hit.list,
        entryRef: hit.entryRef,
        listedName: hit.listedName,
        matchedName: hit.matchedName,
        score: hit.score,
        reasons: hit.reasons,
        listVersionId: hit.listVersionId,
      })
    }
  }
  return [...rows.values()]
}

/** Keeps the matches not already kept (a cleared namesake stays cleared): the ids of the new ones. */
export async function keepMatches(db: Db | Tx, rows: ScreeningMatchInsert[]) {
  const kept: Array<{ id: number; verificationId: number }> = []
  for (let i = 0; i < rows.length; i += 1000) {
    kept.push(
      ...(await db
        .insert(screeningMatches)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: screeningMatches.id, verificationId: screeningMatches.verificationId })),
    )
  }
  return kept
}

/** The names of the lists screened against, joined for the check's sentence. */
export const screenedListNames = (index: ScreeningIndex) =>
  SCREENING_LISTS.filter((list) => index.versions[list])
    .map((list) => SCREENING_LIST_LABELS[list])
    .join(', ')

/**
 * Screens a submitted application (layer 1, beside the other automated checks): the organization,
 * the signer and each officer against every loaded list. Possible matches are kept for a reviewer;
 * the 'screening' check says what was found, and approval waits until each match is cleared (ADR 064).
 * With no list loaded yet, the check says so and did not run.
 */
export async function screenApplication(db: Db, index: ScreeningIndex, verificationId: number): Promise<DigitalCheck | null> {
  const [application] = await db
    .select(screenedApplicationColumns)
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(eq(organizationVerifications.id, verificationId))
  if (!application) return null
  if (!Object.keys(index.versions).length) {
    const check: DigitalCheck = { id: 'screening', outcome: 'skipped', message: 'checks.screeningNoLists' }
    await saveCheck(db, verificationId, check, null)
    return check
  }
  await keepMatches(db, possibleMatches(index, application))
  const [{ found }] = await db
    .select({ found: sql<number>`count(*)::int` })
    .from(screeningMatches)
    .where(and(eq(screeningMatches.verificationId, verificationId), ne(screeningMatches.status, 'cleared')))
  const check: DigitalCheck = found
    ? { id: 'screening', outcome: 'warn', message: 'checks.screeningMatches', params: { count: found } }
    : { id: 'screening', outcome: 'pass', message: 'checks.screeningClear', params: { lists: screenedListNames(index) } }
  await saveCheck(db, verificationId, check, new Date())
  return check
}

/** The screening check in place of any earlier one, and when the names were screened. */
async function saveCheck(db: Db, verificationId: number, check: DigitalCheck, screenedAt: Date | null) {
  await db
    .update(organizationVerifications)
    .set({
      digitalChecks: sql`coalesce((select jsonb_agg(c) from jsonb_array_elements(${organizationVerifications.digitalChecks}) c where c->>'id' <> 'screening'), '[]'::jsonb) || ${JSON.stringify([check])}::jsonb`,
      ...(screenedAt ? { screenedAt } : {}),
    })
    .where(eq(organizationVerifications.id, verificationId))
}
