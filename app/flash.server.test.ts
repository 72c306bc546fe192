import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './flash.server.ts'

describe('Where a form sends the member afterwards', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/grant/5?from=discover#apply', '/grant/5?from=discover#apply'],
    ['/discover?q=water%20sanitation', '/discover?q=water%20sanitation'],
  ])('follows a path on this site: %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /dashboard',
    '',
  ])('never leaves the site: %j', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback')
  })

  it('never puts a NUL into the Location header', () => {
    expect(safeRedirectPath('/\u0000')).toBe('/')
    expect(safeRedirectPath('/a\u0000b')).toBe('/a%00b')
  })

  it('ignores values that are not text', () => {
    expect(safeRedirectPath(null, '/x')).toBe('/x')
    expect(safeRedirectPath(new File(['/dashboard'], 'a.txt'), '/x')).toBe('/x')
  })
})
