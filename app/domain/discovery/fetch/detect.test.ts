import { describe, expect, it } from 'vitest'
import { detectFormat } from './detect.ts'

describe('Telling pages, feeds and sitemaps apart', () => {
  it.each([
    ['an RSS feed served as text/xml', 'text/xml', '<?xml version="1.0"?>\n<!-- generated -->\n<rss version="2.0"><channel/></rss>', 'feed'],
    ['an Atom feed served as HTML', 'text/html', '\uFEFF<feed xmlns="http://www.w3.org/2005/Atom"></feed>', 'feed'],
    ['an RDF feed', 'application/xml', '<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF>', 'feed'],
    ['a sitemap', 'application/xml', '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>', 'sitemap'],
    ['a sitemap index sent as octet-stream', 'application/octet-stream', '<sitemapindex/>', 'sitemap'],
    ['an HTML page', 'text/html; charset=utf-8', '<!DOCTYPE html>\n<html lang="fr"><head></head></html>', 'html'],
    ['an HTML page with no Content-Type', null, '<!doctype html><title>Grants</title>', 'html'],
    ['a feed by its Content-Type alone', 'application/rss+xml', 'garbage', 'feed'],
    ['JSON', 'application/json', '{"grants": []}', null],
    ['plain text', 'text/plain', 'User-agent: *', null],
  ])('recognises %s', (_what, type, body, expected) => {
    expect(detectFormat(type, body)).toBe(expected)
    expect(detectFormat(type, new TextEncoder().encode(body))).toBe(expected)
  })
})
