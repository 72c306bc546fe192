import { describe, expect, it } from 'vitest'
import { canonicalUrl, sameSite } from './canonical-url.ts'

describe('One URL for one page', () => {
  it('lower-cases the host, drops the fragment, the default port and tracking parameters, and sorts the query', () => {
    expect(canonicalUrl('HTTPS://Funder.Example.ORG:443/grants/call-2027?utm_source=x&b=2&a=1&fbclid=abc&gclid=z#apply')).toBe('https://funder.example.org/grants/call-2027?a=1&b=2')
    expect(canonicalUrl('http://funder.example.org:80/grants')).toBe('http://funder.example.org/grants')
    expect(canonicalUrl('http://127.0.0.1:8080/grants?utm_medium=email')).toBe('http://127.0.0.1:8080/grants')
  })

  it('prefers the page’s rel=canonical on the same site, resolved against the page', () => {
    expect(canonicalUrl('https://funder.example.org/grants/call?id=7&ref=home', '/grants/call-2027')).toBe('https://funder.example.org/grants/call-2027')
    expect(canonicalUrl('https://www.funder.example.org/x', 'https://funder.example.org/grants/y#top')).toBe('https://funder.example.org/grants/y')
  })

  it('ignores a rel=canonical pointing at another site or scheme', () => {
    expect(canonicalUrl('https://funder.example.org/grants/call', 'https://aggregator.example.com/call')).toBe('https://funder.example.org/grants/call')
    expect(canonicalUrl('https://funder.example.org/grants/call', 'javascript:alert(1)')).toBe('https://funder.example.org/grants/call')
  })

  it('reads a directory and its index file as one page', () => {
    expect(canonicalUrl('https://funder.example.org/calls/index.html')).toBe('https://funder.example.org/calls/')
    expect(canonicalUrl('https://funder.example.org/calls/INDEX.HTM?page=2')).toBe('https://funder.example.org/calls/?page=2')
    expect(canonicalUrl('https://funder.example.org/index.php')).toBe('https://funder.example.org/')
    expect(canonicalUrl('https://funder.example.org/Default.aspx')).toBe('https://funder.example.org/')
    // A page merely named like one is left alone.
    expect(canonicalUrl('https://funder.example.org/calls/index-of-calls.html')).toBe('https://funder.example.org/calls/index-of-calls.html')
  })

  it('returns text that is not a URL as it is', () => {
    expect(canonicalUrl(' not a url ')).toBe('not a url')
  })

  it('treats www and the bare host as one site', () => {
    expect(sameSite('https://www.a.org/x', 'http://a.org/y')).toBe(true)
    expect(sameSite('https://a.org/x', 'https://b.org/x')).toBe(false)
  })
})
