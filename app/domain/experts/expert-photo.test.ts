import { describe, expect, it } from 'vitest'
import { sniffPhotoType, withoutMetadata } from './expert-photo.ts'

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255]
const text = (b: Uint8Array) => String.fromCharCode(...b)

describe('A profile photo', () => {
  it('is known by its content: JPEG, PNG or WebP, whatever its name', () => {
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffPhotoType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffPhotoType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffPhotoType(bytes('GIF89a'))).toBeNull()
    expect(sniffPhotoType(bytes('%PDF-1.7'))).toBeNull()
  })

  it('loses the GPS position and the camera in JPEG EXIF, keeping the image', () => {
    const exif = bytes('Exif', [0, 0], 'GPS -1.2921 36.8219')
    const jpeg = bytes([0xff, 0xd8], [0xff, 0xe0, 0, 6], 'JFIF', [0xff, 0xe1, 0, exif.length + 2], text(exif), [0xff, 0xfe, 0, 7], 'Phone', [0xff, 0xda, 0, 4, 1, 2], 'IMAGEDATA', [0xff, 0xd9])
    const clean = withoutMetadata(jpeg, 'image/jpeg')
    expect(text(clean)).not.toContain('GPS')
    expect(text(clean)).not.toContain('Phone')
    expect(text(clean)).toContain('JFIF')
    expect(text(clean)).toContain('IMAGEDATA')
    expect(sniffPhotoType(clean)).toBe('image/jpeg')
  })

  it('loses PNG text and EXIF chunks, and WebP EXIF with its flag', () => {
    const chunk = (type: string, data: string) => [...u32(data.length), ...bytes(type, data), 0, 0, 0, 0]
    const png = new Uint8Array([
      ...bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
      ...chunk('IHDR', 'header-13byte'),
      ...chunk('tEXt', 'Author\0Jane'),
      ...chunk('eXIf', 'GPS'),
      ...chunk('IDAT', 'pixels'),
      ...chunk('IEND', ''),
    ])
    const cleanPng = text(withoutMetadata(png, 'image/png'))
    expect(cleanPng).not.toContain('Jane')
    expect(cleanPng).not.toContain('GPS')
    expect(cleanPng).toContain('pixels')
    expect(cleanPng).toContain('IEND')

    const part = (type: string, data: number[]) => [...bytes(type), ...u32le(data.length), ...data, ...(data.length % 2 ? [0] : [])]
    const body = [...part('VP8X', [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]), ...part('VP8 ', [1, 2, 3, 4]), ...part('EXIF', [...bytes('GPS')])]
    const webp = new Uint8Array([...bytes('RIFF'), ...u32le(body.length + 4), ...bytes('WEBP'), ...body])
    const cleanWebp = withoutMetadata(webp, 'image/webp')
    expect(text(cleanWebp)).not.toContain('GPS')
    expect(cleanWebp[20] & 0x08).toBe(0)
    expect(new DataView(cleanWebp.buffer).getUint32(4, true)).toBe(cleanWebp.length - 8)
    expect(sniffPhotoType(cleanWebp)).toBe('image/webp')
  })

  it('is kept as it came when it does not parse', () => {
    const odd = bytes([0xff, 0xd8, 0xff, 0xe0, 0xff])
    expect(withoutMetadata(odd, 'image/jpeg')).toBe(odd)
  })
})
