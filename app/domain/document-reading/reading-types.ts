import type { ReadingMethod } from '../../db/schema/document-reading.ts'

/** One page as read: its text, and a hash of its image when it was read by OCR. */
export interface ReadPage {
  text: string
  imageHash?: string
}

/** A document as read, before anything is compared with the application. */
export interface DocumentText {
  method: ReadingMethod
  /** The document's pages, of which at most MAX_PAGES_READ are in `pages`. */
  pageCount: number
  pages: ReadPage[]
  errors: string[]
}
