import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrMatrix, qrSvg } from './qr.server.ts'

/** Paints the modules into an RGBA image, `scale` pixels per module, as a camera would see them. */
function paint(matrix: boolean[][], scale = 4) {
  const size = matrix.length * scale
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
  for (const [y, row] of matrix.entries())
    for (const [x, dark] of row.entries()) {
      if (!dark) continue
      for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) pixels.set([0, 0, 0, 255], ((y * scale + dy) * size + x * scale + dx) * 4)
    }
  return { pixels, size }
}

/** Reads the dark modules back out of qrSvg's path (one "M x y h n" segment per run). */
function matrixFromSvg(svg: string): boolean[][] {
  const size = Number(svg.match(/viewBox="0 0 (\d+) \1"/)![1])
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) for (let i = 0; i < Number(run); i++) matrix[Number(y)][Number(x) + i] = true
  return matrix
}

describe('The badge check QR code', () => {
  const url = 'https://harambee.example.org/verify/ABCD-EFGH-JK'

  it('decodes back to the badge check link', () => {
    const { pixels, size } = paint(qrMatrix(url))
    expect(jsQR(pixels, size, size)?.data).toBe(url)
  })

  it('is drawn as an SVG that a scanner reads as the same link', () => {
    const svg = qrSvg(url)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
    expect(svg).not.toMatch(/<script|on\w+=/i)
    expect(matrixFromSvg(svg)).toEqual(qrMatrix(url))
    const { pixels, size } = paint(matrixFromSvg(svg), 3)
    expect(jsQR(pixels, size, size)?.data).toBe(url)
  })

  it('keeps a four-module quiet zone around the code', () => {
    const matrix = qrMatrix(url)
    const edge = [...matrix.slice(0, 4).flat(), ...matrix.slice(-4).flat(), ...matrix.flatMap((row) => [...row.slice(0, 4), ...row.slice(-4)])]
    expect(edge.every((dark) => !dark)).toBe(true)
  })
})
