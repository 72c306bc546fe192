import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createWorker, OEM, type Worker } from 'tesseract.js'

/** The languages read: English and French, from the npm packages' LSTM data (no download, ever). */
const LANGUAGES = ['eng', 'fra'] as const
/** A worker not used for this long is ended, so an idle job process does not hold its memory. */
const IDLE_MS = 60_000

let worker: Promise<Worker> | null = null
let idle: NodeJS.Timeout | null = null

/**
 * The language data's folder. tesseract.js reads `{langPath}/{lang}.traineddata.gz` from one folder,
 * and each language comes in its own package, so a folder of links to the packages' files is made once.
 */
function languageFolder(): string {
  const require = createRequire(import.meta.url)
  const files = LANGUAGES.map((lang) => path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`))
  // Named after the files linked, so another checkout's folder is never used by mistake.
  const folder = path.join(tmpdir(), `harambee-tessdata-${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)}`)
  mkdirSync(folder, { recursive: true })
  for (const [i, lang] of LANGUAGES.entries()) {
    const link = path.join(folder, `${lang}.traineddata.gz`)
    try {
      if (!existsSync(link)) symlinkSync(files[i]!, link)
    } catch (error) {
      // Another process made the same link at the same moment.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return folder
}

/** OCR could not start (its language data, its thread): the job fails and is retried, nothing is recorded against the document. */
export class OcrUnavailable extends Error {}

/** The process's one tesseract worker (its own thread), started on first use. */
function ocrWorker(): Promise<Worker> {
  const start = async () =>
    createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath: languageFolder(),
      gzip: true,
      cacheMethod: 'none',
      // A failed recognition rejects its own promise (the document is recorded as unreadable); without a handler tesseract.js would also throw it uncaught.
      errorHandler: () => {},
    })
  worker ??= start().catch((error: unknown) => {
    worker = null
    throw new OcrUnavailable(`OCR could not start: ${error instanceof Error ? error.message : String(error)}`)
  })
  return worker
}

/** Ends the worker (tests, shutdown, or after a minute unused). */
export async function closeOcr() {
  if (idle) clearTimeout(idle)
  idle = null
  const running = worker
  worker = null
  if (running) await (await running).terminate()
}

/**
 * The text of an image (JPEG, PNG, or a PNM made from a scanned page's pixels), read in tesseract's
 * worker thread, turned upright first (a photographed page is rarely straight).
 */
export async function ocrImage(image: Uint8Array): Promise<string> {
  if (idle) clearTimeout(idle)
  try {
    const { data } = await (await ocrWorker()).recognize(Buffer.from(image), { rotateAuto: true })
    return data.text
  } finally {
    idle = setTimeout(() => void closeOcr(), IDLE_MS)
    idle.unref()
  }
}
