/** A profile photo: a JPEG, PNG or WebP image of at most this size, checked by its content. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** The image's real type from its first bytes, whatever its name says; null when it is none we take. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b)
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  // RIFF....WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'
  return null
}

/** Where an expert's photo is stored: a key made by the app, never from a file name. */
export const photoKey = (expertId: string, unique: string) => `experts/${expertId}/photo-${unique}`
