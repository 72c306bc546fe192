import { readdirSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The Arabic typeface (public/fonts/README.md): a subset, so the Arabic the site writes must stay inside it. */
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]).filter((face) => face.includes('"Noto Sans Arabic"'))
const fontFile = (face: string) => new URL(`../public${face.match(/url\("([^"]+)"\)/)?.[1]}`, import.meta.url)

function inRange(range: string, code: number) {
  return range.split(',').some((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
    return code >= Number.parseInt(from, 16) && code <= Number.parseInt(to ?? from, 16)
  })
}

describe('The Arabic typeface', () => {
  it('has every Arabic letter and sign the Arabic catalogue writes', () => {
    const dir = new URL('./i18n/messages/ar/', import.meta.url)
    const text = readdirSync(dir)
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('')
    const arabic = new Set([...text].filter((c) => /\p{Script=Arabic}/u.test(c)))
    expect(arabic.size).toBeGreaterThan(30)
    expect(faces.length).toBe(2)
    for (const face of faces) {
      const range = face.match(/unicode-range:\s*([^;]+);/)?.[1] ?? ''
      expect([...arabic].filter((c) => !inRange(range, c.codePointAt(0) as number))).toEqual([])
    }
  })

  it('weighs at most 30 kB for both weights together', () => {
    expect(faces.reduce((total, face) => total + statSync(fontFile(face)).size, 0)).toBeLessThanOrEqual(30 * 1024)
  })

  it('is named only on Arabic pages, so no other page downloads it', () => {
    const outsideFaces = css.replace(/@font-face\s*{[^}]*}/g, '')
    const rules = [...outsideFaces.matchAll(/([^{}]+){[^}]*"Noto Sans Arabic"[^}]*}/g)].map((m) => m[1].trim().split('\n').pop())
    expect(rules).toEqual(['html[lang="ar"]'])
  })
})
