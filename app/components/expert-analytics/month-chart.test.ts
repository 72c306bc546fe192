import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import { barShare, MonthChart, type MonthValue } from './month-chart.tsx'

// Vitest compiles JSX for development while the tests run React as production (vitest.config.ts):
// the development runtime's jsxDEV is then missing, so it is the production jsx here.
vi.mock('react/jsx-dev-runtime', async () => {
  const runtime = await import('react/jsx-runtime')
  return { Fragment: runtime.Fragment, jsxDEV: (type: Parameters<typeof runtime.jsx>[0], props: Parameters<typeof runtime.jsx>[1], key?: string) => runtime.jsx(type, props, key) }
})

const rows: MonthValue[] = [
  { month: '2026-09', value: 0, text: '0' },
  { month: '2026-10', value: 1, text: '1' },
  { month: '2026-11', value: 200, text: '200' },
  { month: '2026-12', value: null, text: '—' },
]
const render = () => renderToStaticMarkup(createElement(MonthChart, { id: 'profile-views', title: 'Profile views', help: 'Times your profile was opened.', total: '201', rows }))

describe('A month-by-month chart', () => {
  it('draws each month as a bar its share of the largest month long, with logical CSS', () => {
    const html = render()
    const bars = [...html.matchAll(/style="inline-size:(\d+)%"/g)].map((m) => Number(m[1]))
    // Nothing for zero and for a month without a value; a small month still shows; the largest fills the row.
    expect(bars).toEqual([0, 2, 100, 0])
    expect(html).not.toMatch(/style="width|margin-left|padding-left|text-align:left/)
  })

  it('hides the bars from screen readers and gives the same figures as a table, month by month', () => {
    const html = render()
    expect(html).toMatch(/<ol[^>]*aria-hidden="true"/)
    expect(html).toContain('<caption class="sr-only">Profile views</caption>')
    const cells = [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th><td[^>]*>([^<]+)<\/td>/g)].map((m) => [m[1], m[2]])
    expect(cells).toEqual([
      ['September 2026', '0'],
      ['October 2026', '1'],
      ['November 2026', '200'],
      ['December 2026', '—'],
    ])
    // The table is behind a <details>, which opens without JavaScript.
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show as a table: Profile views<\/summary><table/)
  })

  it('writes the months in the reader’s language', () => {
    const html = withLanguage('fr', render)
    expect(html).toContain('novembre 2026')
    expect(html).toContain('Afficher en tableau')
    expect(withLanguage('ar', render)).toContain('نوفمبر 2026')
  })

  it('measures bars against the largest value', () => {
    expect(barShare(50, 200)).toBe(25)
    expect(barShare(0, 0)).toBe(0)
    expect(barShare(null, 10)).toBe(0)
    expect(barShare(1, 10_000)).toBe(2)
  })
})
