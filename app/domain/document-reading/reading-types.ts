import type { DocumentFlag, ReadField, ReadingMethod } from '../../db/schema/document-reading.ts'

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

/** What the reviewer sees of one document's reading (components/verification/document-reading-flags.tsx). */
export interface ReadingView {
  method: 'ocr' | 'text' | 'unread'
  pages: number
  fields: ReadField[]
  flags: DocumentFlag[]
}
