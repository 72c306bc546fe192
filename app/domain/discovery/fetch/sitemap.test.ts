import { describe, expect, it } from 'vitest'
import { parseSitemap } from './sitemap.ts'

describe('Reading a sitemap', () => {
  it('lists the pages of a urlset with their last change', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://acacia.example.org/calls/water</loc><lastmod>2026-11-02</lastmod></url>
  <url><loc> https://acacia.example.org/about </loc></url>
  <url><loc>javascript:alert(1)</loc></url>
</urlset>`
    expect(parseSitemap(xml)).toEqual({
      urls: [
        { loc: 'https://acacia.example.org/calls/water', lastmod: '2026-11-02' },
        { loc: 'https://acacia.example.org/about', lastmod: null },
      ],
      sitemaps: [],
    })
  })

  it('lists the sitemaps of a sitemap index, even a single one', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://baobab.example.org/sitemap-calls.xml</loc></sitemap></sitemapindex>`
    expect(parseSitemap(xml)).toEqual({ urls: [], sitemaps: ['https://baobab.example.org/sitemap-calls.xml'] })
  })

  it('finds nothing in XML that is not a sitemap, and refuses text that is not XML', () => {
    expect(parseSitemap('<rss><channel/></rss>')).toEqual({ urls: [], sitemaps: [] })
    expect(() => parseSitemap('<urlset><url><loc>x</url>')).toThrow()
  })
})
