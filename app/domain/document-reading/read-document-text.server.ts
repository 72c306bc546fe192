import { createHash } from 'node:crypto'
import { extractImages, extractText, getDocumentProxy } from 'unpdf'
import type { DocumentText, ReadPage } from './reading-types.ts'
import { OcrUnavailable, ocrImage } from './ocr.server.ts'

/** At most this many pages are read from one PDF (a certificate or statement is a few pages). */
export const MAX_PAGES_READ = 12
/** A page whose text layer holds fewer characters than this is taken for a scan and read by OCR. */
const TEXT_LAYER_MIN = 20

type PdfImage = Awaited<ReturnType<typeof extractImages>>[number]

/** A page image's pixels as a grey PNM file (P5), which tesseract (leptonica) reads as it reads a JPEG; grey is a third of the colour bytes to hand its thread. */
function pnm(image: PdfImage): Uint8Array {
  const { width, height, channels, data } = image
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`)
  const file = new Uint8Array(header.length + width * height)
  file.set(header)
  for (let i = 0, o = header.length; i < width * height; i++, o++) {
    const p = i * channels
    file[o] = channels < 3 ? data[p]! : (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114) / 1000
  }
  return file
}

/** The page's largest image, which in a scan is the page itself. */
function largest(images: PdfImage[]): PdfImage | null {
  return images.reduce<PdfImage | null>((best, i) => (!best || i.width * i.height > best.width * best.height ? i : best), null)
}

/**
 * The text of an uploaded document, page by page: a PDF through its text layer, and each page that
 * has none (a scan) through OCR of its image; a JPEG or PNG through OCR. Errors are returned, not thrown.
 */
export async function readDocumentText(bytes: Uint8Array, contentType: string): Promise<DocumentText> {
  if (contentType !== 'application/pdf') {
    const text = await ocrImage(bytes)
    return { method: 'ocr', pageCount: 1, pages: [{ text, imageHash: createHash('sha256').update(bytes).digest('hex') }], errors: [] }
  }
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: false })
  const pages: ReadPage[] = []
  const errors: string[] = []
  let ocr = false
  for (const [index, layer] of text.slice(0, MAX_PAGES_READ).entries()) {
    if (layer.replace(/\s/g, '').length >= TEXT_LAYER_MIN) {
      pages.push({ text: layer })
      continue
    }
    const image = largest(await extractImages(pdf, index + 1).catch(() => []))
    if (!image) {
      pages.push({ text: layer })
      continue
    }
    ocr = true
    const imageHash = createHash('sha256').update(image.data).digest('hex')
    const read = await ocrImage(pnm(image)).catch((error: unknown) => {
      if (error instanceof OcrUnavailable) throw error
      // tesseract.js rejects with its message as a string.
      errors.push(`page ${index + 1}: ${error instanceof Error ? error.message : String(error)}`)
      return ''
    })
    pages.push({ text: read, imageHash })
  }
  if (text.length > MAX_PAGES_READ) errors.push(`only the first ${MAX_PAGES_READ} of ${text.length} pages were read`)
  return { method: ocr ? 'ocr' : 'text-layer', pageCount: text.length, pages, errors }
}
