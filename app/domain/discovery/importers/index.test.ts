import { describe, expect, it } from 'vitest'
import { IMPORTER_FORMATS } from '../../../catalog/discovery.ts'
import { import360GivingJson } from './giving360.ts'
import { importGrantsGovXml } from './grants-gov.ts'
import { importIatiXml } from './iati.ts'
import { IMPORTERS } from './index.ts'

describe('The importers by source format', () => {
  it('has one importer for each importer format, and each is the right one', () => {
    expect(Object.keys(IMPORTERS).sort()).toEqual([...IMPORTER_FORMATS].sort())
    expect(IMPORTERS.grants_gov_xml).toBe(importGrantsGovXml)
    expect(IMPORTERS.giving360_json).toBe(import360GivingJson)
    expect(IMPORTERS.iati_xml).toBe(importIatiXml)
  })
})
