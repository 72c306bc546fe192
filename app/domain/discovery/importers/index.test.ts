import { describe, expect, it } from 'vitest'
import { IMPORTER_FORMATS } from '../../../catalog/discovery.ts'
import { import360GivingJson } from './giving360.ts'
import { importIatiXml } from './iati.ts'
import { IMPORTERS, importGrantsGov, POST_APIS } from './index.ts'

describe('The importers by source format', () => {
  it('has one importer for each importer format, and each is the right one', () => {
    expect(Object.keys(IMPORTERS).sort()).toEqual([...IMPORTER_FORMATS].sort())
    expect(IMPORTERS.grants_gov_xml).toBe(importGrantsGov)
    expect(IMPORTERS.giving360_json).toBe(import360GivingJson)
    expect(IMPORTERS.iati_xml).toBe(importIatiXml)
  })

  it('asks with a POST only grants.gov’s API (search2, fetchOpportunity), never its XML extract or another format', () => {
    expect(Object.keys(POST_APIS)).toEqual(['grants_gov_xml'])
    expect(POST_APIS.grants_gov_xml?.first('https://api.grants.gov/v1/api/search2')?.method).toBe('POST')
    expect(POST_APIS.grants_gov_xml?.first('https://www.grants.gov/extract/GrantsDBExtract.zip')).toBeNull()
  })
})
