import { describe, expect, it } from 'vitest'
import { isApplicationRoute, isMailtoRoute } from './application-route.ts'

describe('Where a grant says to apply', () => {
  it.each(['https://apply.example.org/2027', 'http://funder.example/form', 'mailto:grants@embassy.example', 'mailto:appels@pnud.example?subject=Appel%202027'])('accepts %s', (url) => {
    expect(isApplicationRoute(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:',
    'mailto:not-an-address',
    'mailto:a@b.example,c@d.example',
    'ftp://files.example/x',
    ' https://x.example',
    'https://x.example/\nfoo',
  ])('refuses %j', (url) => {
    expect(isApplicationRoute(url)).toBe(false)
  })

  it('tells an e-mail route apart', () => {
    expect(isMailtoRoute('mailto:grants@embassy.example')).toBe(true)
    expect(isMailtoRoute('https://apply.example.org')).toBe(false)
  })
})
