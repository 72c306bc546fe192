import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/**
 * The local model's image (ADR 082): a PNG of the size asked for, a diagonal gradient between two
 * colours with bands, all read from the prompt's SHA-256, so one prompt always gives the same image
 * and another prompt another. Plainly not a model's picture: it shows the code path, not quality.
 */
export function localImage(prompt: string, width: number, height: number): Buffer {
  const hash = createHash('sha256').update(prompt).digest()
  const from = [hash[0], hash[1], hash[2]]
  const to = [hash[3], hash[4], hash[5]]
  const bands = 4 + (hash[6] % 12)
  const row = width * 3 + 1
  const raw = Buffer.alloc(row * height)
  const span = width + height - 2 || 1
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const along = (x + y) / span
      const band = Math.floor(along * bands) % 2 === 0 ? 1 : 0.85
      const at = y * row + 1 + x * 3
      for (let c = 0; c < 3; c++) raw[at + c] = Math.round((from[c] + (to[c] - from[c]) * along) * band)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}
