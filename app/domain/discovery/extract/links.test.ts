import { describe, expect, it } from 'vitest'
import { findLinks } from './links.ts'

const listing = `<!doctype html><html lang="en"><head><link rel="next" href="/grants?page=2"></head><body>
<nav><a href="/">Home</a> <a href="/about-us">About us</a> <a href="/news/">News</a> <a href="/contact">Contact</a></nav>
<main><h1>Open grants</h1>
<article><h2><a href="/grants/community-health-2027?utm_source=newsletter">Community Health Grants 2027</a></h2><a href="/grants/community-health-2027#apply">Read more</a></article>
<article><h2><a href="https://www.funder.example.org/grants/climate-resilience-fund">Climate Resilience Fund</a></h2></article>
<article><h2><a href="/opportunities/youth-innovation">Youth Innovation Challenge</a></h2></article>
<p><a href="/files/guidelines.pdf">Guidelines (PDF)</a> <a href="mailto:grants@funder.example.org">Email us</a> <a href="https://other.example.com/grants/x">Partner grants</a></p>
<p><a href="/news/2026/11/we-awarded-twelve-grants">We awarded twelve grants</a></p>
<nav class="pager"><a href="/grants?page=1">1</a> <a href="/grants?page=2">2</a> <a href="/grants?page=3">3</a> <a href="/grants?page=2">Next »</a></nav>
</main></body></html>`

describe('Finding the links a crawl follows', () => {
  const links = findLinks(listing, 'https://funder.example.org/grants?page=1')

  it('finds the next pages of a listing, rel=next first, without the page itself', () => {
    expect(links.pagination).toEqual(['https://funder.example.org/grants?page=2', 'https://funder.example.org/grants?page=3'])
  })

  it('finds same-site grant pages, best first, once each, without fragments, tracking, files, mail or other sites', () => {
    expect(links.candidates.slice(0, 3).sort()).toEqual([
      'https://funder.example.org/grants/community-health-2027',
      'https://funder.example.org/opportunities/youth-innovation',
      'https://www.funder.example.org/grants/climate-resilience-fund',
    ])
    expect(links.candidates.join(' ')).not.toMatch(/pdf|mailto|other\.example|about-us|contact|#/)
  })

  it('puts news and about pages after grant pages, or leaves them out', () => {
    const news = links.candidates.indexOf('https://funder.example.org/news/2026/11/we-awarded-twelve-grants')
    expect(news === -1 || news >= 3).toBe(true)
  })

  it('reads French and Portuguese listings', () => {
    const fr = findLinks(
      '<a href="/appels-a-projets/fonds-climat-2027">Fonds Climat 2027</a><a href="/actualites/rapport">Rapport annuel</a><a href="/appels-a-projets/?page=2">Suivant</a>',
      'https://fondation.example.org/appels-a-projets/',
    )
    expect(fr.candidates).toEqual(['https://fondation.example.org/appels-a-projets/fonds-climat-2027'])
    expect(fr.pagination).toEqual(['https://fondation.example.org/appels-a-projets/?page=2'])
    const pt = findLinks('<a href="/editais/2027/saude">Edital Saúde 2027</a><a href="/sobre">Sobre nós</a><a href="/editais/page/2">Seguinte</a>', 'https://fundacao.example.org/editais')
    expect(pt.candidates).toEqual(['https://fundacao.example.org/editais/2027/saude'])
    expect(pt.pagination).toEqual(['https://fundacao.example.org/editais/page/2'])
  })

  it('follows anchor text with grant words even when the path says nothing', () => {
    expect(findLinks('<a href="/p/123">Call for proposals: water and sanitation</a><a href="/p/124">Our history</a>', 'https://f.example.org/').candidates).toEqual(['https://f.example.org/p/123'])
  })
})

describe('Finding the links of a second listing page', () => {
  const page2 = `<a href="/" class="logo">Baobab Development Fund</a><main>
<a href="/grants/rural-resilience-2027">Rural resilience</a>
<p class="staff-only"><a href="/private/draft-urban-resilience-2027.html">Preview: upcoming call (staff only)</a></p>
<nav class="pagination"><a href="/grants/" rel="prev">« Previous</a> <a href="/grants/">1</a> <span>2</span></nav></main>`
  const links = findLinks(page2, 'https://fund.example.org/grants/?page=2')

  it('takes the previous page and page 1 as pages of the listing, not as grants', () => {
    expect(links.pagination).toEqual(['https://fund.example.org/grants/'])
  })

  it('never offers the home page, even behind a logo that says "Fund"', () => {
    expect(links.candidates).not.toContain('https://fund.example.org/')
  })

  it('offers a slug with a year or an "upcoming call", so robots.txt decides about it, not the link finder', () => {
    expect(links.candidates).toEqual(['https://fund.example.org/grants/rural-resilience-2027', 'https://fund.example.org/private/draft-urban-resilience-2027.html'])
  })
})

describe('Ordering links', () => {
  it('puts links of the page’s content before the same kind of link in its menu', () => {
    const html = `<nav><a href="/grants/c-fund">C fund</a></nav><main><a href="/grants/a-fund">A fund</a><a href="/grants/b-fund">B fund</a><a href="/grants/c-fund">C fund</a></main>`
    expect(findLinks(html, 'https://f.example.org/grants/').candidates).toEqual(['https://f.example.org/grants/a-fund', 'https://f.example.org/grants/b-fund', 'https://f.example.org/grants/c-fund'])
    const navOnly = `<nav><a href="/grants/menu-fund">Menu fund</a></nav><main><a href="/grants/a-fund">A fund</a></main>`
    expect(findLinks(navOnly, 'https://f.example.org/grants/').candidates).toEqual(['https://f.example.org/grants/a-fund', 'https://f.example.org/grants/menu-fund'])
  })
})
