import { load } from 'cheerio/slim'
import { describe, expect, it } from 'vitest'
import { bestItem, jsonLdNodes, microdataNodes, openGraph } from './structured.ts'

const ldOf = (json: string) => {
  const $ = load(`<html><head><script type="application/ld+json">${json}</script></head></html>`)
  const { nodes, ids } = jsonLdNodes($)
  return bestItem(nodes, ids)
}

describe('Reading JSON-LD', () => {
  it('reads a schema.org Grant with a funder by @id, a MonetaryAmount range and an ApplyAction', () => {
    const item = ldOf(`{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Acacia"},{"@type":"Organization","@id":"#org","name":"Acacia Foundation"},
      {"@type":"Grant","name":"Climate Fund","funder":{"@id":"#org"},"amount":{"@type":"MonetaryAmount","currency":"usd","value":{"@type":"QuantitativeValue","minValue":"10000","maxValue":50000}},
       "validThrough":"2027-03-31","areaServed":["Kenya",{"@type":"Country","name":"Uganda"}],"potentialAction":{"@type":"ApplyAction","target":{"@type":"EntryPoint","urlTemplate":"https://apply.example.org/cf"}}}]}`)
    expect(item).toMatchObject({
      types: ['Grant'],
      title: 'Climate Fund',
      funder: 'Acacia Foundation',
      amount: { min: 10_000, max: 50_000, currency: 'USD' },
      deadline: '2027-03-31',
      places: 'Kenya, Uganda',
      applyUrl: 'https://apply.example.org/cf',
    })
  })

  it('reads generic name/description/funder/amount/validThrough without a grant type', () => {
    const item = ldOf(
      '[{"@type":"WebPage","name":"Home"},{"@type":"Thing","name":"Call 2027","description":"Small grants","sponsor":"Baobab Fund","amount":"Up to KES 500,000","validThrough":"2027-05-01"}]',
    )
    expect(item).toMatchObject({ title: 'Call 2027', funder: 'Baobab Fund', amount: { text: 'Up to KES 500,000' }, deadline: '2027-05-01' })
  })

  it('reads an Event as a call with an end date', () => {
    expect(ldOf('{"@type":"Event","name":"Innovation Challenge","endDate":"2027-06-15","organizer":{"@type":"Organization","name":"Savanna Trust"}}')).toMatchObject({
      funder: 'Savanna Trust',
      deadline: '2027-06-15',
    })
  })

  it('survives a trailing comma and ignores JSON-LD that does not parse', () => {
    expect(ldOf('{"@type":"MonetaryGrant","name":"Fonds",}')?.title).toBe('Fonds')
    expect(ldOf('{not json')).toBeNull()
  })
})

describe('Reading microdata', () => {
  it('walks itemscope/itemprop, keeping a nested item’s properties to itself', () => {
    const $ = load(`<div itemscope itemtype="https://schema.org/MonetaryGrant"><h1 itemprop="name">Fonds Femmes</h1>
      <div itemprop="funder" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Fondation Acacia</span></div>
      <div itemprop="amount" itemscope itemtype="https://schema.org/MonetaryAmount"><meta itemprop="currency" content="EUR"><meta itemprop="maxValue" content="25000">jusqu'à 25 000 €</div>
      <time itemprop="validThrough" datetime="2027-03-15">15 mars 2027</time><a itemprop="url" href="/x">lien</a></div>`)
    const item = bestItem(microdataNodes($))
    expect(item).toMatchObject({ types: ['MonetaryGrant'], title: 'Fonds Femmes', funder: 'Fondation Acacia', amount: { max: 25_000, currency: 'EUR' }, deadline: '2027-03-15' })
  })
})

describe('Reading Open Graph', () => {
  it('reads og:* and falls back to the meta description', () => {
    const $ = load('<meta property="og:title" content="T"><meta name="description" content="D"><meta property="og:site_name" content="S"><meta property="og:locale" content="pt_BR">')
    expect(openGraph($)).toEqual({ title: 'T', description: 'D', siteName: 'S', locale: 'pt_BR', type: null })
  })
})
