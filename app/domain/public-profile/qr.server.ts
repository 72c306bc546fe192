import { encode } from 'uqr'

/**
 * A QR code for a link, drawn on the server (no script, prints crisply): medium error correction
 * (15 %: a badge check printed on a report and folded still scans) and the four-module quiet zone
 * the standard asks for. One unit per module, each row's dark runs one path segment, so the
 * markup stays small: `size` modules square and the path of the dark ones.
 */
export function qrPath(url: string): { size: number; d: string } {
  const { data, size } = encode(url, { ecc: 'M', border: 4 })
  let d = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y][x]) continue
      let run = 1
      while (x + run < size && data[y][x + run]) run++
      d += `M${x} ${y}h${run}v1h-${run}z`
      x += run - 1
    }
  }
  return { size, d }
}

/** The same QR code as an SVG file. */
export function qrSvg(url: string): string {
  const { size, d } = qrPath(url)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
}

/** The module matrix behind qrSvg (true is dark), with its quiet zone: what a scanner reads. */
export function qrMatrix(url: string): boolean[][] {
  return encode(url, { ecc: 'M', border: 4 }).data
}
