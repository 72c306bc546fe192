/**
 * Reading verification documents (issue 26 §2): the job's work on one document, without the
 * database (text by PDF text layer or OCR, fields, flags), on the test documents of
 * tests/fixtures/document-reading. Each text-layer document is read 20 times, each OCR one 3 times,
 * with the one tesseract worker started before timing (its start is measured apart).
 * `npm run bench -- --only document-reading` runs it and replaces its section of bench/README.md.
 */
import { readFile } from 'node:fs/promises'
import { cpus } from 'node:os'
import path from 'node:path'
import { extractFields } from '../app/domain/document-reading/extract-fields.ts'
import { closeOcr, ocrImage } from '../app/domain/document-reading/ocr.server.ts'
import { readDocumentText } from '../app/domain/document-reading/read-document-text.server.ts'
import { readingFlags } from '../app/domain/document-reading/reading-flags.ts'
import type { DocumentGroup } from '../app/domain/verification/document-types.ts'
import { percentile, replaceReadmeSection, root } from './support.ts'

export const DOCUMENT_READING_HEADING = '## Reading verification documents: text layer and OCR (issue 26 §2)'
const RUNS = { 'text-layer': 20, ocr: 3 } as const

type Fixture = { file: string; contentType: string; group: DocumentGroup; method: keyof typeof RUNS; pages: number }

export async function runDocumentReadingBench() {
  const folder = path.join(root, 'tests/fixtures/document-reading')
  const { fixtures } = JSON.parse(await readFile(path.join(folder, 'expected.json'), 'utf8')) as { fixtures: Fixture[] }
  const started = performance.now()
  await ocrImage(new Uint8Array(await readFile(path.join(folder, 'person-photo.jpg'))))
  const workerStart = performance.now() - started
  const rows: Array<{ file: string; method: string; pages: number; perPage: number[] }> = []
  try {
    for (const f of fixtures) {
      const bytes = new Uint8Array(await readFile(path.join(folder, f.file)))
      const perPage: number[] = []
      for (let i = 0; i < RUNS[f.method]; i++) {
        const t = performance.now()
        const read = await readDocumentText(bytes, f.contentType)
        extractFields(read.pages, f.group)
        readingFlags(read, f.group)
        perPage.push((performance.now() - t) / read.pages.length)
      }
      rows.push({ file: f.file, method: f.method, pages: f.pages, perPage: perPage.sort((a, b) => a - b) })
    }
  } finally {
    await closeOcr()
  }
  return { workerStart, rows }
}

function section({ workerStart, rows }: Awaited<ReturnType<typeof runDocumentReadingBench>>) {
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    ) ?? 0
  const byMethod = (method: string) => rows.filter((r) => r.method === method).flatMap((r) => r.perPage)
  return [
    DOCUMENT_READING_HEADING,
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${cpus().length} cores, shared); \`npm run bench -- --only document-reading\` (no database).`,
    '',
    "Time per page of the reading job's work on one document (read the text, find the fields, flag), by method. OCR runs in tesseract.js's own worker thread (English and French LSTM data from npm), started once per process:",
    '',
    '| document | method | pages | runs | per page, median (min-max) |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.file} | ${r.method} | ${r.pages} | ${r.perPage.length} | ${median(r.perPage).toFixed(0)} ms (${r.perPage[0]!.toFixed(0)}-${r.perPage.at(-1)!.toFixed(0)}) |`),
    '',
    '| measure | result |',
    '|---|---|',
    `| text layer, per page, median over all runs | ${median(byMethod('text-layer')).toFixed(0)} ms |`,
    `| OCR, per page, median over all runs | ${median(byMethod('ocr')).toFixed(0)} ms |`,
    `| tesseract worker start (language data loaded) and a first small image | ${workerStart.toFixed(0)} ms |`,
    '',
  ]
}

export async function documentReadingOnly() {
  const result = await runDocumentReadingBench()
  console.log('Document reading:', result.rows.map((r) => `${r.file} ${r.method} ${(percentile(r.perPage, 50) ?? 0).toFixed(0)} ms/page`).join('; '))
  replaceReadmeSection(DOCUMENT_READING_HEADING, section(result))
}
