import { existsSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The colour pairs of the design system (docs/design.md) keep their contrast in both themes, so a
 * change of colour in app/app.css that makes text hard to read fails here.
 */
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8')

function variables(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no ${selector} block in app.css`)
  const block = css.slice(start, css.indexOf('}', start))
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2].toLowerCase()]))
}

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Text on a surface needs 4.5:1 (WCAG 1.4.3); borders of controls and the focus ring 3:1 (1.4.11). */
const TEXT_PAIRS: Array<[string, string]> = [
  ...['bg', 'card', 'muted', 'secondary'].flatMap(
    (surface): Array<[string, string]> => [
      ['fg', surface],
      ['muted-fg', surface],
      ['primary', surface],
      ['destructive', surface],
      ['success', surface],
    ],
  ),
  ['accent', 'card'],
  ['primary-fg', 'primary'],
  ['accent-fg', 'accent'],
  ['secondary-fg', 'secondary'],
  ['destructive-fg', 'destructive'],
  ['destructive', 'destructive-soft'],
  ['fg', 'destructive-soft'],
  ['warning-fg', 'warning-soft'],
]
const CONTROL_PAIRS: Array<[string, string]> = [
  ['input', 'card'],
  ['input', 'bg'],
  ['input', 'muted'],
  ['primary', 'bg'],
  ['primary', 'card'],
]

const themes = { light: variables(':root'), dark: variables('[data-theme="dark"]') }

describe('design tokens', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('the system theme in dark mode uses exactly the dark colours', () => {
    const start = css.indexOf('@media (prefers-color-scheme: dark)')
    const system = css.slice(start)
    const block = system.slice(system.indexOf('[data-theme="system"] {'), system.indexOf('}', system.indexOf('[data-theme="system"] {')))
    const systemVars = Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2].toLowerCase()]))
    expect(systemVars).toEqual(themes.dark)
  })

  for (const [name, theme] of Object.entries(themes)) {
    it(`every text colour is readable on its background in the ${name} theme (4.5:1)`, () => {
      const failing = TEXT_PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: Math.round(contrast(theme[fg], theme[bg]) * 100) / 100 })).filter((p) => !(p.ratio >= 4.5))
      expect(failing).toEqual([])
    })

    it(`control borders and the focus ring stand out in the ${name} theme (3:1)`, () => {
      const failing = CONTROL_PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: Math.round(contrast(theme[fg], theme[bg]) * 100) / 100 })).filter((p) => !(p.ratio >= 3))
      expect(failing).toEqual([])
    })
  }
})

describe('the brand typeface', () => {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1])
  const files = faces.flatMap((face) => [...face.matchAll(/url\("(\/fonts\/[^"]+)"\)/g)].map((m) => m[1]))

  it('is self-hosted woff2 that swaps in, every file it names is in public/fonts beside its licence', () => {
    expect(files.length).toBeGreaterThanOrEqual(2)
    for (const face of faces.filter((f) => f.includes('url('))) expect(face).toContain('font-display: swap')
    for (const file of files) {
      expect(file).toMatch(/\.woff2$/)
      expect(existsSync(new URL(`../public${file}`, import.meta.url))).toBe(true)
    }
    expect(readFileSync(new URL('../public/fonts/OFL.txt', import.meta.url), 'utf8')).toContain('SIL OPEN FONT LICENSE Version 1.1')
  })

  it('costs a Latin page at most 60 kB of fonts, and the page preloads only the regular Latin file (an Arabic page the regular Arabic one too)', () => {
    const latin = files.filter((f) => /-latin-\d+\.woff2$/.test(f))
    const bytes = latin.reduce((sum, f) => sum + statSync(new URL(`../public${f}`, import.meta.url)).size, 0)
    expect(bytes).toBeLessThanOrEqual(60 * 1024)
    const root = readFileSync(new URL('./root.tsx', import.meta.url), 'utf8')
    expect([...root.matchAll(/rel="preload" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/fonts/atkinson-hyperlegible-next-latin-400.woff2', '/fonts/noto-sans-arabic-400.woff2'])
  })
})
