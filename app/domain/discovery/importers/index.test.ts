import { describe, expect, it } from 'vitest'
import { IMPORTER_FORMATS } from '../../../catalog/discovery.ts'
import { import360GivingJson } from './giving360.ts'
import { importIatiXml } from './iati.ts'
import { importGrantsGovXml } from './grants-gov.ts'
import { importGrantsGovApiJson } from './grants-gov-api.ts'
import { IMPORTERS, POST_APIS } from './index.ts'

describe('The importers by source format', () => {
  it('has one importer for each importer format, and each is the right one', () => {
    expect(Object.keys(IMPORTERS).sort()).toEqual([...IMPORTER_FORMATS].sort())
    expect(IMPORTERS.grants_gov_xml).toBe(importGrantsGovXml)
    expect(IMPORTERS.grants_gov_api).toBe(importGrantsGovApiJson)
    expect(IMPORTERS.giving360_json).toBe(import360GivingJson)
    expect(IMPORTERS.iati_xml).toBe(importIatiXml)
  })

  it('asks with a POST only grants.gov’s API (search2, fetchOpportunity), never its XML extract or another format', () => {
    expect(Object.keys(POST_APIS)).toEqual(['grants_gov_api'])
    expect(POST_APIS.grants_gov_api?.first('https://api.grants.gov/v1/api/search2')?.method).toBe('POST')
    expect(POST_APIS.grants_gov_api?.first('https://www.grants.gov/extract/GrantsDBExtract.zip')).toBeNull()
  })
})
