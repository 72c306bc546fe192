import { describe, expect, it } from 'vitest'
import { RATES_DATE, USD_RATES } from '../../../catalog/exchange-rates.ts'
import { extractDetailed, extractPage } from './index.ts'

const fetchedAt = new Date('2026-11-23T08:00:00Z')
const grantOf = (url: string, html: string) => {
  const verdict = extractPage({ url, html, fetchedAt })
  if (verdict.kind !== 'grant') throw new Error(`not a grant: ${verdict.reason}`)
  return verdict.grant
}
const reasonOf = (url: string, html: string) => {
  const verdict = extractPage({ url, html, fetchedAt })
  return verdict.kind === 'not_grant' ? verdict.reason : 'grant'
}

const site = (body: string, head = '', lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>
<header class="site-header"><a href="/">Home</a><nav><a href="/grants">Grants</a><a href="/funding">Funding</a><a href="/about">About</a><a href="/news">News</a><a href="/contact">Contact</a></nav></header>
${body}
<footer class="site-footer"><p>Acacia Foundation, PO Box 1234, Nairobi, Kenya. Registered charity. <a href="/privacy">Privacy</a></p></footer></body></html>`

const jsonLdPage = site(
  `<main><article><h1>Community Health Innovation Grants 2027</h1>
<p>The Acacia Foundation invites community-based organisations to apply for grants that strengthen primary health care and maternal health in rural areas.</p>
<p>Grants support community health workers, clinics and local health data systems for two years.</p>
<p><a class="button" href="https://apply.acacia.example.org/chig-2027">Apply now</a></p></article></main>`,
  `<title>Community Health Innovation Grants 2027 | Acacia Foundation</title>
<link rel="canonical" href="https://acacia.example.org/grants/community-health-2027">
<meta property="og:site_name" content="Acacia Foundation"><meta property="og:title" content="Community Health Innovation Grants 2027 | Acacia Foundation">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"Organization","@id":"https://acacia.example.org/#org","name":"Acacia Foundation"},
 {"@type":"MonetaryGrant","name":"Community Health Innovation Grants 2027","description":"Grants of up to USD 50,000 for community health projects in East Africa.",
  "funder":{"@id":"https://acacia.example.org/#org"},"amount":{"@type":"MonetaryAmount","currency":"USD","minValue":10000,"maxValue":50000},
  "validThrough":"2027-03-15T23:59:00+03:00","areaServed":[{"@type":"Country","name":"Kenya"},{"@type":"Country","name":"Uganda"},"Tanzania"],
  "potentialAction":{"@type":"ApplyAction","target":"https://apply.acacia.example.org/chig-2027"}}]}</script>`,
)

describe('Reading a grant page with JSON-LD (English)', () => {
  const grant = grantOf('https://acacia.example.org/grants/community-health-2027?utm_source=newsletter#top', jsonLdPage)

  it('takes every field from the structured data and says so', () => {
    expect(grant).toMatchObject({
      title: 'Community Health Innovation Grants 2027',
      funderName: 'Acacia Foundation',
      amountMin: 10_000,
      amountMax: 50_000,
      currency: 'USD',
      amountUsd: 50_000,
      fxRate: 1,
      fxDate: RATES_DATE,
      deadline: '2027-03-15',
      isRolling: false,
      countryCodes: ['KE', 'TZ', 'UG'],
      applicationUrl: 'https://apply.acacia.example.org/chig-2027',
      language: 'en',
      isAwardedRecord: false,
    })
    expect(grant.fieldOrigins).toMatchObject({ title: 'jsonld', funderName: 'jsonld', deadline: 'jsonld', amountMax: 'jsonld', countryCodes: 'jsonld', applicationUrl: 'jsonld' })
    expect(grant.sectors).toContain('health')
  })

  it('uses the canonical URL as the grant’s id', () => {
    expect(grant.canonicalUrl).toBe('https://acacia.example.org/grants/community-health-2027')
    expect(grant.externalId).toBe(grant.canonicalUrl)
    expect(grant.pageUrl).toBe('https://acacia.example.org/grants/community-health-2027?utm_source=newsletter#top')
  })

  it('keeps a snippet of the page text, not of its navigation or footer', () => {
    expect(grant.snippet).toMatch(/^Community Health Innovation Grants 2027/)
    expect(grant.snippet).not.toMatch(/Privacy|PO Box/)
  })
})

const microdataFr = site(
  `<div class="container"><div itemscope itemtype="https://schema.org/MonetaryGrant">
<h1 itemprop="name">Appel à projets 2027 : Agriculture durable au Sahel</h1>
<div itemprop="description"><p>La Fondation Baobab soutient les organisations paysannes et les coopératives qui développent l’agroécologie et la sécurité alimentaire.</p></div>
<ul>
<li>Bailleur : <span itemprop="funder" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Fondation Baobab</span></span></li>
<li>Montant : <span itemprop="amount" itemscope itemtype="https://schema.org/MonetaryAmount"><meta itemprop="currency" content="XOF"><span itemprop="value">15 000 000</span> FCFA</span></li>
<li>Date limite : <time itemprop="validThrough" datetime="2027-02-28">28 février 2027</time></li>
<li>Pays éligibles : Sénégal, Mali, Burkina Faso et Niger</li>
</ul>
<p><a href="/postuler/agri-sahel-2027">Postuler</a></p>
</div></div>`,
  '<title>Appel à projets 2027 – Fondation Baobab</title>',
  'fr',
)

describe('Reading a grant page with microdata (French)', () => {
  const grant = grantOf('https://baobab.example.org/appels/agri-sahel-2027', microdataFr)

  it('reads the microdata item and the French labels around it', () => {
    expect(grant).toMatchObject({
      title: 'Appel à projets 2027 : Agriculture durable au Sahel',
      funderName: 'Fondation Baobab',
      currency: 'XOF',
      amountMax: 15_000_000,
      amountUsd: Math.round(15_000_000 / USD_RATES.XOF),
      deadline: '2027-02-28',
      countryCodes: ['BF', 'ML', 'NE', 'SN'],
      applicationUrl: 'https://baobab.example.org/postuler/agri-sahel-2027',
      language: 'fr',
    })
    expect(grant.fieldOrigins).toMatchObject({ title: 'microdata', funderName: 'microdata', deadline: 'microdata', countryCodes: 'structure', applicationUrl: 'structure' })
    expect(grant.sectors).toContain('agriculture')
  })
})

const tablePt = `<!doctype html><html lang="pt"><head><title>Edital Energia Limpa Moçambique 2027</title></head><body>
<div id="content"><h1>Edital Energia Limpa 2027</h1>
<p>A Fundação Imbondeiro abre candidaturas para projetos comunitários de energia solar e mini-redes em zonas rurais.</p>
<table class="ficha">
<tr><th>Financiador</th><td>Fundação Imbondeiro</td></tr>
<tr><th>Valor</th><td>Até 1,5 milhões de euros por projeto</td></tr>
<tr><th>Prazo</th><td>30 de abril de 2027</td></tr>
<tr><th>Países elegíveis</th><td>Moçambique, Angola e Guiné-Bissau</td></tr>
<tr><th>Candidatar</th><td><a href="https://portal.imbondeiro.example.org/edital/2027">Portal de candidaturas</a></td></tr>
</table></div></body></html>`

describe('Reading a grant page laid out as a table (Portuguese)', () => {
  const grant = grantOf('https://imbondeiro.example.org/editais/energia-limpa-2027', tablePt)

  it('reads each Portuguese label’s value', () => {
    expect(grant).toMatchObject({
      title: 'Edital Energia Limpa 2027',
      funderName: 'Fundação Imbondeiro',
      fundingAmount: 'Até 1,5 milhões de euros por projeto',
      amountMin: null,
      amountMax: 1_500_000,
      currency: 'EUR',
      deadline: '2027-04-30',
      deadlineText: '30 de abril de 2027',
      countryScope: 'Moçambique, Angola e Guiné-Bissau',
      countryCodes: ['AO', 'GW', 'MZ'],
      applicationUrl: 'https://portal.imbondeiro.example.org/edital/2027',
      language: 'pt',
    })
    expect(grant.fieldOrigins).toMatchObject({ title: 'structure', funderName: 'structure', deadline: 'structure', amountMax: 'structure', countryCodes: 'structure' })
    expect(grant.sectors).toContain('energy')
  })
})

const prose = site(
  `<main><h1>Youth Climate Action Small Grants</h1>
<p>The Savanna Trust provides small grants to youth-led groups tackling climate change and land restoration across West Africa.</p>
<p>Grants range from $5,000 to $20,000 per project and can cover tree planting, water harvesting and community awareness work.</p>
<p>Applications are reviewed on a rolling basis until the funds are committed, so there is no fixed deadline.</p>
<p>To apply, please complete the online form and attach your budget. <a href="/apply/youth-climate">Apply here</a></p></main>`,
  '<title>Youth Climate Action Small Grants</title>',
)

describe('Reading a grant described only in prose (English, rolling)', () => {
  const grant = grantOf('https://savanna.example.org/funding/youth-climate', prose)

  it('finds the amount, the rolling deadline and the region in the text', () => {
    expect(grant).toMatchObject({
      title: 'Youth Climate Action Small Grants',
      amountMin: 5_000,
      amountMax: 20_000,
      currency: 'USD',
      deadline: null,
      isRolling: true,
      geographicFocus: ['west_africa'],
      applicationUrl: 'https://savanna.example.org/apply/youth-climate',
    })
    expect(grant.fieldOrigins).toMatchObject({ title: 'structure', amountMax: 'text', isRolling: 'text', geographicFocus: 'text', description: 'text' })
    expect(grant.sectors).toContain('environment')
  })
})

const swahili = `<!doctype html><html lang="sw"><head><title>Ruzuku za Elimu kwa Wasichana 2027</title></head><body><main>
<h1>Ruzuku za Elimu kwa Wasichana 2027</h1>
<p>Mfuko wa Jamii unakaribisha mashirika ya kiraia kuwasilisha maombi ya ruzuku kwa miradi ya elimu ya wasichana vijijini nchini Kenya na Tanzania.</p>
<dl><dt>Mfadhili</dt><dd>Mfuko wa Jamii</dd><dt>Kiasi</dt><dd>KES 2,000,000</dd><dt>Tarehe ya mwisho</dt><dd>31/03/2027</dd><dt>Nchi</dt><dd>Kenya na Tanzania</dd></dl>
</main></body></html>`

describe('Reading a grant page in Swahili', () => {
  it('reads Swahili labels and tells the language', () => {
    const grant = grantOf('https://jamii.example.org/ruzuku/elimu-wasichana-2027', swahili)
    expect(grant).toMatchObject({
      funderName: 'Mfuko wa Jamii',
      currency: 'KES',
      amountMax: 2_000_000,
      deadline: '2027-03-31',
      countryCodes: ['KE', 'TZ'],
      language: 'sw',
    })
    expect(grant.sectors).toEqual(expect.arrayContaining(['education', 'gender_equality']))
  })
})

describe('Refusing pages that are not one open grant', () => {
  it('refuses a news article', () => {
    const news = site(
      `<main><article><h1>Acacia Foundation announces 2026 grantees</h1><p>${'We are delighted to announce the twelve organisations selected for our community health grants this year. '.repeat(4)}</p></article></main>`,
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Acacia Foundation announces 2026 grantees"}</script>',
    )
    expect(reasonOf('https://acacia.example.org/news/2026/grantees', news)).toBe('news')
  })

  it('refuses an about page and a contact page', () => {
    const about = site(`<main><h1>À propos</h1><p>${'La Fondation Baobab finance des organisations de la société civile en Afrique de l’Ouest depuis 2004. '.repeat(4)}</p></main>`, '', 'fr')
    expect(reasonOf('https://baobab.example.org/a-propos', about)).toBe('about')
    const contact = site(`<main><h1>Contact us</h1><p>${'Write to grants@acacia.example.org or call our office in Nairobi during working hours. '.repeat(4)}</p></main>`)
    expect(reasonOf('https://acacia.example.org/contact', contact)).toBe('about')
  })

  it('refuses a listing of many grants', () => {
    const items = ['community-health-2027', 'climate-resilience-fund', 'youth-innovation', 'women-entrepreneurs', 'digital-schools']
      .map((slug, i) => `<article><h2><a href="/grants/${slug}">Grant ${slug.replace(/-/g, ' ')}</a></h2><p>Deadline: ${10 + i} March 2027</p></article>`)
      .join('')
    const listing = site(`<main><h1>Open grants</h1>${items}<a href="/grants?page=2">Next</a></main>`)
    expect(reasonOf('https://acacia.example.org/grants', listing)).toBe('listing')
  })

  it('refuses a closed call, by its badge or by a deadline already past', () => {
    const closedFr = microdataFr.replace('<h1 itemprop="name">', '<span class="badge">Clôturé</span><h1 itemprop="name">').replace('2027-02-28', '2027-02-28')
    expect(reasonOf('https://baobab.example.org/appels/agri-sahel-2027', closedFr.replace(/2027-02-28/g, '2026-02-28'))).toBe('closed')
    const pastPt = tablePt.replace('30 de abril de 2027', '30 de abril de 2026')
    expect(reasonOf('https://imbondeiro.example.org/editais/energia-limpa-2026', pastPt)).toBe('closed')
    const encerrado = tablePt.replace('<h1>Edital Energia Limpa 2027</h1>', '<h1>Edital Energia Limpa 2027</h1><p><strong>Candidaturas encerradas</strong></p>').replace('30 de abril de 2027', '')
    expect(reasonOf('https://imbondeiro.example.org/editais/energia-limpa-2027', encerrado)).toBe('closed')
  })

  it('refuses a page with no title and a page with almost no text', () => {
    expect(reasonOf('https://x.example.org/grants/1', '<html><body><p>Deadline: 1 March 2027. Amount: USD 5,000.</p></body></html>')).toBe('no_title')
    expect(reasonOf('https://x.example.org/grants/2', '<html><head><title>Grant</title></head><body><h1>Grant</h1><p>Coming soon.</p></body></html>')).toBe('thin')
  })

  it('still returns what it read from a refused page, for the reviewer and the bench', () => {
    const detailed = extractDetailed({ url: 'https://imbondeiro.example.org/editais/x', html: tablePt.replace('30 de abril de 2027', '30 de abril de 2026'), fetchedAt })
    expect(detailed.grant).toBeNull()
    expect(detailed.reasons).toContain('closed')
    expect(detailed.draft.deadline).toBe('2026-04-30')
  })
})

describe('Reading grant pages in layouts seen on real sites', () => {
  it('reads a WordPress post on an aggregator: the funder from the prose, not the post’s author', () => {
    const grant = grantOf(
      'https://ngo-news.example.org/2026/11/call-for-proposals-women-led-businesses/',
      `<html lang="en-US"><head><title>Call for Proposals: Women-led Businesses Fund 2027 &#8211; NGO Opportunities Hub</title>
<meta property="og:site_name" content="NGO Opportunities Hub"><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article","headline":"Call for Proposals: Women-led Businesses Fund 2027","author":{"name":"admin"}},{"@type":"BreadcrumbList","itemListElement":[]}]}</script></head>
<body class="post-template"><div id="page"><header id="masthead" class="site-header"><nav><a href="/category/grants/">Grants</a></nav></header>
<div id="content" class="site-content"><div id="primary"><article class="post"><header class="entry-header"><h1 class="entry-title">Call for Proposals: Women-led Businesses Fund 2027</h1><span class="posted-on">Posted on 20 November 2026</span></header>
<div class="entry-content"><p>The Nkosi Foundation is inviting proposals from women-led small and medium enterprises in Ghana, Nigeria and Sierra Leone.</p>
<p><strong>Funding Information</strong></p><ul><li>Grants of between GHS 50,000 and GHS 200,000 will be awarded.</li><li>Project duration: 12 months.</li></ul>
<p><strong>Deadline:</strong> 15th January 2027</p><p>For more information, visit <a href="https://nkosi.example.org/wbf-2027">Nkosi Foundation</a>.</p></div></article></div>
<aside id="secondary" class="widget-area"><section class="widget"><h2>Recent Posts</h2><ul><li><a href="/2026/11/grants-for-youth/">Grants for youth</a></li><li><a href="/2026/11/eu-call/">EU call for proposals</a></li><li><a href="/2026/10/fellowship-x/">Fellowship X</a></li></ul></section></aside></div>
<footer class="site-footer">© NGO Opportunities Hub</footer></div></body></html>`,
    )
    expect(grant).toMatchObject({ funderName: 'Nkosi Foundation', amountMin: 50_000, amountMax: 200_000, currency: 'GHS', deadline: '2027-01-15', countryCodes: ['GH', 'NG', 'SL'] })
    expect(grant.sectors).toEqual(expect.arrayContaining(['gender_equality', 'economic_development']))
  })

  it('reads a French Bootstrap page with its apply button in a side column', () => {
    const grant = grantOf(
      'https://financements.example.org/appels/entrepreneuriat-jeunes-uemoa',
      `<html lang="fr"><head><title>Appel à candidatures : Entrepreneuriat des jeunes</title></head><body><div class="container"><div class="row"><div class="col-md-8">
<h1>Appel à candidatures : Entrepreneuriat des jeunes dans l'espace UEMOA</h1><p>Le Programme Jeunesse Active, financé par l'Agence Française de Développement, soutient les jeunes entrepreneurs.</p>
<p>Date limite de dépôt : 12/01/2027 à 23h59 GMT</p><p>Montant : jusqu'à 5 millions FCFA par lauréat</p><p>Zone : Afrique de l'Ouest et du Centre</p></div>
<div class="col-md-4"><div class="card"><a class="btn btn-primary" href="https://candidatures.example.org/pja">Je postule</a></div></div></div></div></body></html>`,
    )
    expect(grant).toMatchObject({
      funderName: 'Agence Française de Développement',
      amountMax: 5_000_000,
      currency: 'XOF',
      deadline: '2027-01-12',
      geographicFocus: ['west_africa', 'central_africa'],
      applicationUrl: 'https://candidatures.example.org/pja',
      language: 'fr',
    })
  })

  it('reads a Brazilian edital written as prose ("Inscrições até", "R$ 50 mil")', () => {
    const grant = grantOf(
      'https://portal.example.com.br/editais/2027/cultura-africa',
      `<html lang="pt-BR"><head><title>Edital Cultura Lusófona 2027</title></head><body><main><h1>Edital Cultura Lusófona 2027</h1>
<p>O Instituto Camões e parceiros lançam o edital para projetos culturais em Angola, Moçambique e Cabo Verde.</p><p>Inscrições até 30/04/2027. Valor: R$ 50 mil por projeto.</p><p>Mais informações e inscrições <a href="https://inscricoes.example.com.br/cultura">aqui</a>.</p></main></body></html>`,
    )
    expect(grant).toMatchObject({ funderName: 'Instituto Camões', amountMax: 50_000, currency: 'BRL', deadline: '2027-04-30', countryCodes: ['AO', 'CV', 'MZ'], language: 'pt' })
  })

  it('refuses a listing of cards with no dates', () => {
    expect(
      reasonOf(
        'https://x.example.org/grants/',
        `<html><head><title>Grants – X Fund</title></head><body><main><h1>Grants</h1><div class="cards">
${['a', 'b', 'c', 'd', 'e'].map((s) => `<div class="card"><h3><a href="/grants/${s}-fund">${s.toUpperCase()} Fund</a></h3><p>Support for ${s} projects across Africa with flexible funding.</p><a href="/grants/${s}-fund">Read more</a></div>`).join('')}</div></main></body></html>`,
      ),
    ).toBe('listing')
  })
})

describe('Never failing on what the web sends', () => {
  it.each([
    ['an empty body', ''],
    ['plain text', 'not html at all'],
    ['broken markup', '<<<>>><div><p>'],
    ['deeply nested JSON-LD', '<script type="application/ld+json">[[[[[[[[[[[[1]]]]]]]]]]]]</script>'],
    ['a malformed escape in a heading', '<html><body><h1>%E0%A4%A</h1></body></html>'],
  ])('reads %s without throwing, as not a grant', (_, html) => {
    const verdict = extractPage({ url: 'https://a.example.org/%E0%A4%A/x', html, fetchedAt })
    expect(verdict.kind).toBe('not_grant')
  })
})

describe('Choosing the title', () => {
  it('prefers the page heading over a generic page item’s name with the site’s name in it', () => {
    const page = site(
      `<main><h1>Women in Tech Fellowship 2027</h1><p>${'The Savanna Trust offers fellowships to women engineers and founders in Rwanda and Uganda. '.repeat(3)}</p><p>Deadline: 30 May 2027. Award: USD 15,000.</p></main>`,
      `<meta property="og:site_name" content="Savanna Trust"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Fellowships – Savanna Trust"}]}</script>`,
    )
    const grant = grantOf('https://savanna.example.org/fellowships/women-in-tech-2027', page)
    expect(grant.title).toBe('Women in Tech Fellowship 2027')
    expect(grant.fieldOrigins.title).toBe('structure')
    expect(grant).toMatchObject({ deadline: '2027-05-30', amountMax: 15_000, countryCodes: ['RW', 'UG'] })
  })
})

describe('Pages that aggregators repost, and pages about grants that are not grants', () => {
  const post = (body: string) =>
    site(
      `<main><article><h1>Ubuntu Township Enterprise Grants 2027</h1>${body}</article></main>`,
      `<title>Ubuntu Township Enterprise Grants 2027 – Cedar Network</title><meta property="og:site_name" content="Cedar Network">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Ubuntu Township Enterprise Grants 2027","publisher":{"@type":"Organization","name":"Cedar Network"}}</script>`,
    )

  it('names the organisation offering the money, not the site or its JSON-LD publisher', () => {
    const grant = grantOf(
      'https://cedar.example/partners/ubuntu/',
      post(`<p>The Ubuntu Township Enterprise Fund gives grants to small businesses and cooperatives in South Africa’s townships, so they can buy equipment and grow.</p>
<p>Between R 100 000 and R 500 000. Applications close at 23:59 on 28 February 2027.</p>
<p>Read the <a href="https://ubuntu-fund.example/guidelines.pdf">guidelines (PDF)</a> and apply online at <a href="https://apply.ubuntu-fund.example/2027">apply.ubuntu-fund.example</a>.</p>`),
    )
    expect(grant).toMatchObject({ funderName: 'Ubuntu Township Enterprise Fund', amountMin: 100_000, amountMax: 500_000, currency: 'ZAR', deadline: '2027-02-28' })
    // The portal, not the guidelines' PDF beside it.
    expect(grant.applicationUrl).toBe('https://apply.ubuntu-fund.example/2027')
  })

  it('reads a grant as its size, not the programme total', () => {
    const grant = grantOf(
      'https://cedar.example/2026/11/agritech/',
      post(`<p>An initiative of the Arewa Innovation Foundation for young founders. A total of N100 million will be shared among 20 startups.</p>
<p>A non-refundable grant of N5,000,000 (Five Million Naira) for each selected startup.</p><p>Application closes on Friday, 29th January, 2027 by 11:59pm (WAT).</p>`),
    )
    expect(grant).toMatchObject({ amountMin: 5_000_000, amountMax: 5_000_000, currency: 'NGN', deadline: '2027-01-29' })
  })

  it.each([
    ['job', '/careers/officer/', 'Vacancy: Grants Officer (Nairobi)', 'Salary: KES 280,000 – 340,000 a month. Closing date: 8 January 2027. Apply through our recruitment portal.'],
    [
      'procurement',
      '/procurement/evaluation/',
      'Tender Notice: Consultancy for the Mid-Term Evaluation',
      'Estimated budget EUR 85,000. Closing date for EOIs 15 January 2027. Consulting firms are invited to express interest.',
    ],
    ['event', '/events/clinic/', 'Proposal Writing Clinic: Applying for our grants', 'A free webinar on 20 January 2027 about budgets of EUR 400,000 or more. Registration closes on 18 January 2027.'],
    ['results', '/2026/10/grantees/', 'Announcing the 2026 Media Fund Grantees', 'Each grantee receives up to EUR 35,000. The 2027 round is now open, with a deadline of 12 April 2027.'],
  ])('refuses a %s page that talks about grants', (reason, path, heading, text) => {
    const html = site(
      `<main><article><h1>${heading}</h1><p>${text} ${'More about the grants we make to civil society across the continent. '.repeat(4)}</p></article></main>`,
      `<title>${heading}</title>`,
    )
    expect(reasonOf(`https://cedar.example${path}`, html)).toBe(reason)
  })

  it('reads an Arabic grant page', () => {
    const html = site(
      `<main><article><h1>منح دعم الحوكمة المحلية 2027</h1>
<p>تعلن مؤسسة قرطاج للمجتمع المدني عن فتح باب الترشح لمنح دعم الحوكمة المحلية لفائدة الجمعيات الناشطة في بلدان المغرب العربي.</p>
<h2>قيمة المنحة</h2><p>تتراوح قيمة المنحة بين 10.000 و30.000 دينار تونسي.</p>
<h2>البلدان المؤهلة</h2><p>تونس، الجزائر، المغرب، ليبيا.</p>
<h2>آخر أجل</h2><p>آخر أجل لتقديم الترشحات هو يوم الجمعة 30 أفريل 2027.</p>
<h2>طريقة الترشح</h2><p>عبر المنصة: <a href="https://carthage.example/ar/candidature">تقديم الترشح</a></p></article></main>`,
      '<title>منح دعم الحوكمة المحلية 2027</title>',
      'ar',
    )
    expect(grantOf('https://cedar.example/ar/hawkama/', html)).toMatchObject({
      funderName: 'مؤسسة قرطاج للمجتمع المدني',
      amountMin: 10_000,
      amountMax: 30_000,
      currency: 'TND',
      deadline: '2027-04-30',
      countryCodes: ['DZ', 'LY', 'MA', 'TN'],
      geographicFocus: ['north_africa'],
      sectors: ['governance'],
      applicationUrl: 'https://carthage.example/ar/candidature',
      language: 'ar',
    })
  })
})

describe('When structured data and the page disagree on the amount, the page wins', () => {
  const page = (ldAmount: string, body: string) =>
    site(
      `<main><h1>Youth Enterprise Grants 2027</h1>${body}<p>Deadline: 31 March 2027</p><p><a class="button" href="https://apply.example.org/yeg">Apply now</a></p></main>`,
      `<title>Youth Enterprise Grants 2027</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"MonetaryGrant","name":"Youth Enterprise Grants 2027","amount":${ldAmount},"validThrough":"2027-03-31"}</script>`,
    )

  it('takes the visible label’s figure and currency over a template’s JSON-LD', () => {
    const grant = grantOf(
      'https://example.org/grants/yeg',
      page(
        '{"@type":"MonetaryAmount","currency":"USD","maxValue":100000}',
        '<p>Grant size: up to EUR 25,000 per enterprise.</p><p>Young entrepreneurs in Ghana and Nigeria may apply for seed grants.</p>',
      ),
    )
    expect(grant).toMatchObject({ amountMin: null, amountMax: 25_000, currency: 'EUR' })
    expect(grant.fieldOrigins.amountMax).toBe('structure')
  })

  it('takes the visible sentence’s currency in French, Portuguese and Swahili', () => {
    for (const [sentence, currency, max] of [
      ['Les subventions vont jusqu’à 10 000 000 FCFA par entreprise.', 'XOF', 10_000_000],
      ['As subvenções vão até 1.000.000 MT por associação.', 'MZN', 1_000_000],
      ['Ruzuku ya hadi KSh 2,000,000 kwa kila kikundi.', 'KES', 2_000_000],
    ] as const) {
      const grant = grantOf('https://example.org/grants/yeg', page('{"@type":"MonetaryAmount","currency":"USD","value":2000000}', `<p>${sentence}</p><p>Young entrepreneurs may apply.</p>`))
      expect(grant, sentence).toMatchObject({ amountMax: max, currency })
    }
  })

  it('keeps the structured amount when the page says the same', () => {
    const grant = grantOf('https://example.org/grants/yeg', page('{"@type":"MonetaryAmount","currency":"USD","minValue":5000,"maxValue":25000}', '<p>Grants of up to USD 25,000 per enterprise.</p>'))
    expect(grant).toMatchObject({ amountMin: 5_000, amountMax: 25_000, currency: 'USD' })
    expect(grant.fieldOrigins.amountMax).toBe('jsonld')
  })

  it('does not let a programme’s total envelope overrule the structured grant size', () => {
    const grant = grantOf('https://example.org/grants/yeg', page('{"@type":"MonetaryAmount","currency":"USD","maxValue":25000}', '<p>The programme has a total budget of USD 2 million.</p>'))
    expect(grant).toMatchObject({ amountMax: 25_000, currency: 'USD' })
  })
})

describe('On an aggregator’s or a portal’s post, the funder is who gives the money, never the site', () => {
  const post = (body: string, lang = 'en') =>
    site(
      `<main><article><div class="site-banner"><p>Grants Hub Africa shares the newest funding opportunities for African civil society every single week.</p></div>
<h1>Women in Agribusiness Grants 2027</h1>${body}
<p>Deadline: 14 February 2027</p></article></main>`,
      `<title>Women in Agribusiness Grants 2027 – Grants Hub Africa</title><meta property="og:site_name" content="Grants Hub Africa"><meta property="og:type" content="article">
<meta property="og:description" content="Read on for this week's pick: a fresh opportunity for women farmers, and more on our board.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Women in Agribusiness Grants 2027","description":"Read on for this week's pick.","publisher":{"@type":"Organization","name":"Grants Hub Africa"}}</script>`,
      lang,
    )
  const lead = '<p>Grants for women-led cooperatives that process and market farm produce, to buy equipment, train members and reach new buyers in their region.</p>'

  it.each([
    ['Funder', 'Thornbury Charitable Trust'],
    ['Donor', 'Thornbury Charitable Trust'],
    ['Bailleur de fonds', 'Fondation Baraka'],
    ['Financeur', 'Fondation Baraka'],
    ['Financiador', 'Fundação Kianda'],
    ['Mfadhili', 'Mfuko wa Mazingira wa Ziwa Victoria'],
    ['الجهة المانحة', 'مؤسسة قرطاج للمجتمع المدني'],
  ])('reads the label "%s" as the funder (%s)', (label, name) => {
    const grant = grantOf('https://grantshub.example/2026/11/women-agribusiness/', post(`${lead}<ul><li><strong>${label}:</strong> ${name}</li><li>Grant size: up to USD 75,000</li></ul>`))
    expect(grant.funderName).toBe(name)
  })

  it.each([
    ['Source', 'Thornbury Charitable Trust'],
    ['Original call', 'Thornbury Charitable Trust'],
    ['Via', 'Thornbury Charitable Trust'],
    ['Fonte', 'Fundação Kianda'],
    ['Chanzo', 'Mfuko wa Mazingira wa Ziwa Victoria'],
  ])('reads the organisation linked as the call’s source ("%s") as the funder', (label, name) => {
    const grant = grantOf(
      'https://grantshub.example/2026/11/women-agribusiness/',
      post(`${lead}<p>Grant size: up to USD 75,000.</p><p><strong>${label}:</strong> <a href="https://funder.example/call-2027">${name} (website)</a></p>`),
    )
    expect(grant.funderName).toBe(name)
  })

  it('reads a funder or sponsor named on any structured item', () => {
    const html = post(`${lead}<p>Grant size: up to USD 75,000.</p>`).replace(
      '</head>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","sponsor":{"@type":"Organization","name":"Thornbury Charitable Trust"}}</script></head>',
    )
    expect(grantOf('https://grantshub.example/2026/11/women-agribusiness/', html).funderName).toBe('Thornbury Charitable Trust')
  })

  it('leaves the funder empty rather than name the blog (its og:site_name or JSON-LD publisher)', () => {
    const grant = grantOf('https://grantshub.example/2026/11/women-agribusiness/', post(`${lead}<p>Grant size: up to USD 75,000.</p>`))
    expect(grant.funderName).toBeNull()
  })

  it('takes the post’s own first paragraph as the description, not the blog’s banner or teaser', () => {
    const grant = grantOf('https://grantshub.example/2026/11/women-agribusiness/', post(`${lead}<p>Grant size: up to USD 75,000.</p>`))
    expect(grant.description).toMatch(/^Grants for women-led cooperatives/)
    expect(grant.fieldOrigins.description).toBe('text')
  })

  it('still names the site on a funder’s own page that names no one else', () => {
    const html = site(
      '<main><h1>Community Health Grants 2027</h1><p>Grants of up to USD 50,000 for community health workers and clinics in rural Kenya and Uganda.</p><p>Deadline: 15 March 2027</p></main>',
      '<title>Community Health Grants 2027 | Acacia Foundation</title><meta property="og:site_name" content="Acacia Foundation">',
    )
    expect(grantOf('https://acacia.example/grants/community-health-2027', html).funderName).toBe('Acacia Foundation')
  })
})

describe('Finding the deadline among other dates, in five languages', () => {
  const page = (lang: string, line: string) =>
    site(
      `<main><h1>Small Grants 2027</h1><p>Grants of up to USD 20,000 for community groups working on health and education in their region.</p>
<p>Call opens: 1 December 2026. Information session before applying: 10 January 2027.</p>${line}<p>Results: 30 June 2027</p></main>`,
      '<title>Small Grants 2027</title>',
      lang,
    )
  it.each([
    ['en', '<p>Closing date: 15 March 2027</p>'],
    ['en', '<p>Submission deadline: 15 March 2027</p>'],
    ['en', '<p>Applications close on 15 March 2027 at 5pm.</p>'],
    ['en', '<p>Expressions of interest are due by 15 March 2027.</p>'],
    ['fr', '<p>Date limite de soumission : 15 mars 2027</p>'],
    ['fr', '<p>Date de clôture : 15 mars 2027</p>'],
    ['fr', '<p>Les dossiers doivent être déposés au plus tard le 15 mars 2027.</p>'],
    ['pt', '<p>Prazo de candidatura: 15 de março de 2027</p>'],
    ['pt', '<p>Data limite: 15/03/2027</p>'],
    ['pt', '<p>As candidaturas devem ser submetidas até 15 de março de 2027.</p>'],
    ['sw', '<p>Tarehe ya mwisho: 15 Machi 2027</p>'],
    ['sw', '<p>Tarehe ya mwisho ya kutuma maombi ni 15 Machi 2027.</p>'],
    ['ar', '<p>آخر موعد: 15 مارس 2027</p>'],
    ['ar', '<p>الموعد النهائي لتقديم الطلبات: 15 مارس 2027</p>'],
    ['ar', '<p>آخر أجل لتقديم الترشحات هو 15 مارس 2027</p>'],
  ])('%s: %s', (lang, line) => {
    expect(grantOf('https://example.org/grants/small-2027', page(lang, line)).deadline).toBe('2027-03-15')
  })
})

describe('A vacancy that talks about grants', () => {
  it('is not a grant, and its salary is not an amount', () => {
    const html = site(
      `<main><h1>Grants Officer</h1><p>We are looking for a Grants Officer to manage our portfolio of small grants to community groups across Kenya and Uganda.</p>
<p>The salary is KES 250,000 – 320,000 gross per month, depending on experience.</p><p>Applications close on 11 January 2027.</p></main>`,
      '<title>Grants Officer | Acacia Foundation</title>',
    )
    const result = extractDetailed({ url: 'https://acacia.example/opportunities/grants-officer', html, fetchedAt })
    expect(result.grant).toBeNull()
    expect(result.reasons).toContain('job')
    expect(result.draft.amountMax).toBeNull()
  })
})

describe('Applications by e-mail', () => {
  const page = (lang: string, line: string) =>
    site(
      `<main><h1>Small Grants Scheme 2027</h1><p>Grants of up to USD 20,000 for women's rights organisations working on governance in Zambia and Malawi.</p><p>Deadline: 26 February 2027</p>${line}</main>`,
      '<title>Small Grants Scheme 2027</title>',
      lang,
    )
  it.each([
    ['en', '<p>Send your application by e-mail to <a href="mailto:grants@embassy.example">grants@embassy.example</a>.</p>'],
    ['en', '<p><strong>How to apply:</strong> grants@embassy.example</p>'],
    ['fr', '<p>Envoyez votre dossier par courriel à <a href="mailto:grants@embassy.example">grants@embassy.example</a>.</p>'],
    ['pt', '<p>Envie a sua candidatura para <a href="mailto:grants@embassy.example">grants@embassy.example</a>.</p>'],
    ['sw', '<p>Tuma maombi yako kwa barua pepe <a href="mailto:grants@embassy.example">grants@embassy.example</a>.</p>'],
    ['ar', '<p>ترسل طلبات الترشح عبر البريد الإلكتروني <a href="mailto:grants@embassy.example">grants@embassy.example</a></p>'],
  ])('%s: keeps the mailto: route as the application link (%s)', (lang, line) => {
    expect(grantOf('https://example.org/grants/small-2027', page(lang, line)).applicationUrl).toBe('mailto:grants@embassy.example')
  })

  it('prefers a web portal to an e-mail address, and never keeps a javascript: link', () => {
    expect(
      grantOf(
        'https://example.org/grants/small-2027',
        page('en', '<p>Apply online at <a href="https://apply.example.org/2027">our portal</a>. Questions: <a href="mailto:info@embassy.example">info@embassy.example</a></p>'),
      ).applicationUrl,
    ).toBe('https://apply.example.org/2027')
    expect(grantOf('https://example.org/grants/small-2027', page('en', '<p><a href="javascript:alert(1)">Apply now</a></p>')).applicationUrl).toBeNull()
  })

  it('does not take a contact address for questions as where to apply', () => {
    expect(grantOf('https://example.org/grants/small-2027', page('en', '<p>For questions about the application, contact <a href="mailto:info@embassy.example">us</a>.</p>')).applicationUrl).toBeNull()
  })
})
