import { sniffContentType } from '../verification/document-types.ts'

/** A profile photo: a JPEG, PNG or WebP image of at most this size, checked by its content. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/**
 * The image's real type from its first bytes, whatever its name says; null when it is none we take.
 * The one sniffer for expert photos (upload and serving): JPEG and PNG as verification documents
 * read them (verification/document-types.ts), plus WebP, which only photos take.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const type = sniffContentType(bytes)
  if (type === 'image/jpeg' || type === 'image/png') return type
  const starts = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b)
  // RIFF....WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  return null
}

/** Where an expert's photo is stored: a key made by the app, never from a file name. */
export const photoKey = (expertId: string, unique: string) => `experts/${expertId}/photo-${unique}`

/**
 * The photo without its metadata, which a phone camera fills with the place it was taken (GPS) and
 * the device: the photo becomes public once the expert is listed. JPEG loses its APP1–APP15 and
 * comment segments (APP0, the JFIF header, stays); PNG its text and EXIF chunks; WebP its EXIF and
 * XMP chunks (and their flags). A file that does not parse as expected is returned as it came.
 */
export function withoutMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array {
  try {
    if (type === 'image/jpeg') return jpegWithoutMetadata(bytes)
    if (type === 'image/png') return pngWithoutMetadata(bytes)
    return webpWithoutMetadata(bytes)
  } catch {
    return bytes
  }
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)]
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error('not a marker')
    const marker = bytes[at + 1]
    // Start of scan: the image data runs to the end, kept whole.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at))
      return concat(kept)
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3]
    const end = at + 2 + length
    if (length < 2 || end > bytes.length) throw new Error('bad segment')
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe
    if (!metadata) kept.push(bytes.subarray(at, end))
    at = end
  }
  throw new Error('no image data')
}

function pngWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kept: Uint8Array[] = [bytes.subarray(0, 8)]
  const drop = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME'])
  let at = 8
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const end = at + 12 + length
    if (end > bytes.length) throw new Error('bad chunk')
    if (!drop.has(type)) kept.push(bytes.subarray(at, end))
    at = end
    if (type === 'IEND') return concat(kept)
  }
  throw new Error('no IEND')
}

function webpWithoutMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kept: Uint8Array[] = []
  let at = 12
  while (at + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4))
    const size = view.getUint32(at + 4, true)
    const end = at + 8 + size + (size % 2)
    if (end > bytes.length) throw new Error('bad chunk')
    if (type === 'VP8X') {
      const chunk = bytes.slice(at, end)
      // Clear the EXIF (0x08) and XMP (0x04) flags of the chunks dropped below.
      chunk[8] &= ~0x0c
      kept.push(chunk)
    } else if (type !== 'EXIF' && type !== 'XMP ') kept.push(bytes.subarray(at, end))
    at = end
  }
  const body = concat(kept)
  const header = new Uint8Array(12)
  header.set(bytes.subarray(0, 12))
  new DataView(header.buffer).setUint32(4, body.length + 4, true)
  return concat([header, body])
}
