import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ReadFieldName } from '../../db/schema/document-reading.ts'
import type { DocumentGroup } from '../verification/document-types.ts'
import { extractFields } from './extract-fields.ts'
import { flagsWithForm } from './flags-with-form.ts'
import { closeOcr } from './ocr.server.ts'
import { readDocumentText } from './read-document-text.server.ts'
import { readingFlags } from './reading-flags.ts'

const folder = path.resolve('tests/fixtures/document-reading')
const known = JSON.parse(await readFile(path.join(folder, 'expected.json'), 'utf8')) as {
  today: string
  fixtures: Array<{
    file: string
    contentType: string
    group: DocumentGroup
    method: string
    pages: number
    application: { organizationName: string; registrationNumber: string }
    fields: Partial<Record<ReadFieldName, string>>
    flags: string[]
  }>
}

/** Fields read right per fixture, as this reader reaches them today: a regression lowers a figure and fails. */
const READ_RIGHT: Record<string, number> = {
  'certificate-en.pdf': 4,
  'certificate-fr-scanned.pdf': 5,
  'certificate-photo.jpg': 4,
  'bank-statement-other-holder.pdf': 3,
  'releve-bancaire-fr.pdf': 3,
  'repeated-page.pdf': 3,
  'person-photo.jpg': 0,
}

// The one tesseract worker of this file (the reader's own) is ended once every fixture is read.
afterAll(() => closeOcr())

describe('Reading the test documents (PDFs with and without a text layer, photographed pages)', () => {
  const report: string[] = []
  afterAll(() => console.info(`Fields read right:\n${report.join('\n')}`))

  for (const fixture of known.fixtures) {
    it(`reads ${fixture.file} (${fixture.group}) and flags what it should`, async () => {
      const read = await readDocumentText(new Uint8Array(await readFile(path.join(folder, fixture.file))), fixture.contentType)
      expect([read.method, read.pageCount, read.errors]).toEqual([fixture.method, fixture.pages, []])
      const fields = extractFields(read.pages, fixture.group)
      const expected = Object.entries(fixture.fields) as Array<[ReadFieldName, string]>
      const right = expected.filter(([name, value]) => fields.find((f) => f.name === name)?.value === value).length
      report.push(`  ${fixture.file}: ${right}/${expected.length}`)
      expect(right).toBe(READ_RIGHT[fixture.file])
      const [flags] = flagsWithForm([{ group: fixture.group, method: read.method, fields, flags: readingFlags(read, fixture.group) }], fixture.application, known.today)
      expect(flags!.map((f) => f.kind)).toEqual(fixture.flags)
    })
  }

  it('flags the mistyped registration number with both numbers, the page and the line', async () => {
    const read = await readDocumentText(new Uint8Array(await readFile(path.join(folder, 'certificate-en.pdf'))), 'application/pdf')
    const [flags] = flagsWithForm(
      [{ group: 'incorporation', method: read.method, fields: extractFields(read.pages, 'incorporation'), flags: [] }],
      { organizationName: 'Maji Safi Test Trust', registrationNumber: 'OP.218/051/2014/0132' },
      known.today,
    )
    expect(flags).toEqual([
      { kind: 'registration-differs', params: { document: 'OP.218/051/2014/0123', application: 'OP.218/051/2014/0132' }, page: 1, snippet: 'Registration No.: OP.218/051/2014/0123' },
    ])
  })
})
