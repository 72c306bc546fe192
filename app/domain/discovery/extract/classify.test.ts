import { describe, expect, it } from 'vitest'
import { classifyPage, type PageSignals } from './classify.ts'

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const grantPage: PageSignals = {
  url: 'https://acacia.example.org/grants/climate-fund-2027',
  title: 'Climate Fund 2027: call for proposals',
  text: `Call for proposals. ${words(120)}`,
  structuredTypes: [],
  ogType: null,
  hasStructuredGrant: false,
  grantLinks: 1,
  linkTextShare: 0.05,
  hasPagination: false,
  dateCount: 1,
  deadline: '2027-03-31',
  isRolling: false,
  closedMarker: null,
  hasAmount: true,
  hasApplyLink: true,
  hasFunderLabel: true,
  reference: new Date('2026-11-23T08:00:00Z'),
}
const judge = (changes: Partial<PageSignals>) => classifyPage({ ...grantPage, ...changes })

describe('Deciding whether a page is one open grant', () => {
  it('accepts a grant page with a future deadline, an amount and an apply link', () => {
    expect(judge({})).toMatchObject({ isGrant: true, reasons: [] })
  })

  it('accepts a rolling call even with no date', () => {
    expect(judge({ deadline: null, isRolling: true }).isGrant).toBe(true)
  })

  it.each([
    ['no_title', { title: null }],
    ['about', { url: 'https://acacia.example.org/about-us', title: 'About us' }],
    ['about', { url: 'https://baobab.example.org/quem-somos', title: 'Quem somos' }],
    ['about', { structuredTypes: ['ContactPage'] }],
    ['news', { url: 'https://acacia.example.org/news/2026/grantees', deadline: null, hasAmount: false }],
    ['news', { structuredTypes: ['NewsArticle'], deadline: null }],
    ['listing', { grantLinks: 6, hasPagination: true, dateCount: 6 }],
    ['listing', { url: 'https://acacia.example.org/', grantLinks: 2 }],
    ['closed', { deadline: '2026-06-30' }],
    ['closed', { closedMarker: 'Clôturé', deadline: null }],
    ['thin', { text: 'Coming soon', hasAmount: false, hasApplyLink: false, deadline: null }],
    ['no_signals', { title: 'Our history', url: 'https://acacia.example.org/history', deadline: null, hasAmount: false, hasApplyLink: false, hasFunderLabel: false, text: words(200) }],
  ] as const)('refuses with %s', (reason, changes) => {
    const result = judge(changes as Partial<PageSignals>)
    expect(result.isGrant).toBe(false)
    expect(result.reasons).toContain(reason)
  })

  it('keeps a call announced under /news/ when it is dated and has an amount', () => {
    expect(judge({ url: 'https://acacia.example.org/news/call-for-proposals-2027' }).isGrant).toBe(true)
  })

  it('keeps an open call whose page mentions an earlier round closing', () => {
    expect(judge({ closedMarker: 'applications closed' }).isGrant).toBe(true)
  })
})

describe('Pages that talk about grants without offering one', () => {
  it.each([
    ['job', { url: 'https://net.example/careers/grants-officer/', title: 'Vacancy: Grants and Compliance Officer' }],
    ['job', { title: 'Grants Officer', structuredTypes: ['JobPosting'], hasStructuredGrant: true }],
    ['job', { url: 'https://net.example/recrutement/chargee-de-programme', title: 'Avis de recrutement : chargé(e) des subventions' }],
    ['procurement', { url: 'https://net.example/procurement/evaluation/', title: 'Tender Notice: Consultancy for the Mid-Term Evaluation' }],
    ['procurement', { title: 'Termes de référence : évaluation finale du programme' }],
    ['procurement', { title: 'Request for Quotations: printing of grant guidelines' }],
    ['event', { title: 'Proposal Writing Clinic: Applying to the Resilience Facility', structuredTypes: ['Event'] }],
    ['event', { url: 'https://net.example/eventos/sessao', title: 'Sessão de informação sobre o edital' }],
    ['results', { title: 'Announcing the 2026 Independent Media Fund Grantees' }],
    ['results', { title: 'Les lauréats du Fonds pour les médias 2026' }],
  ])('refuses a %s page', (reason, changes) => {
    expect(judge(changes as Partial<PageSignals>).reasons).toContain(reason)
  })

  it('reads a tender or a vacancy from its first words when its title does not say', () => {
    expect(
      judge({ title: 'Mid-term evaluation of the Sahel Facility', text: `The Network invites eligible firms to express interest in providing consulting services. ${words(100)}` }).reasons,
    ).toContain('procurement')
    expect(judge({ title: 'Programme Lead, Nairobi', text: `Key responsibilities: manage partners. Send a cover letter and CV. ${words(100)}` }).reasons).toContain('job')
    // A grant call that attaches its own terms of reference is still a grant.
    expect(judge({ title: 'Climate Fund 2027: call for proposals', text: `Read the consulting services annex. ${words(100)}` }).isGrant).toBe(true)
  })

  it('still accepts a call for expressions of interest that offers grants, and a conference travel grant', () => {
    expect(judge({ title: 'Request for Expressions of Interest: Locally Led Adaptation Grants' }).isGrant).toBe(true)
    expect(judge({ title: 'Conference Travel Grants 2027' }).isGrant).toBe(true)
    expect(judge({ url: 'https://net.example/pt/concurso-inovacao-digital-2027/', title: 'Concurso de Inovação Digital 2027' }).isGrant).toBe(true)
  })
})

describe('What is a grant: calls for partners and expressions of interest are; vacancies and tenders are not', () => {
  const plain = { hasFunderLabel: false, hasApplyLink: false, url: 'https://example.org/opportunities/item-2027' }
  it.each([
    'Call for Partners: Community Climate Resilience 2027',
    'Expression of Interest: Partnerships for Girls’ Education 2027',
    'Request for Proposals – Youth Livelihoods 2027',
    'Call for Concept Notes: Water and Sanitation',
    'Appel à partenaires : Résilience communautaire 2027',
    'Appel à manifestation d’intérêt – Partenariats pour l’éducation',
    'Chamada para parceiros: Inovação Digital 2027',
    'Manifestação de interesse: parcerias comunitárias',
    'Wito wa maombi: Mazingira na Vijana 2027',
    'دعوة لإبداء الاهتمام: شراكات المجتمع المدني 2027',
  ])('"%s" is a grant', (title) => {
    expect(judge({ ...plain, title, text: `${title}. ${words(120)}` })).toMatchObject({ isGrant: true })
  })

  it.each([
    ['Grants Officer (Nairobi)', 'job'],
    ['Grants and Compliance Officer', 'job'],
    ['Programme Manager – Climate Grants', 'job'],
    ['Chargé de subventions (H/F)', 'job'],
    ['Gestor de subvenções', 'job'],
    ['Afisa Ruzuku – Mombasa', 'job'],
    ['مسؤول المنح', 'job'],
    ['Request for Expressions of Interest (Consulting Services): Mid-term Evaluation of the Sahel Facility', 'procurement'],
    ['External Audit Services 2027 – Grants Programme', 'procurement'],
    ['Final Evaluation of the Small Grants Programme', 'procurement'],
    ['Recrutement d’un cabinet pour l’audit du fonds', 'procurement'],
    ['Contratação de consultor para avaliação do fundo de subvenções', 'procurement'],
  ])('"%s" is not a grant (%s)', (title, kind) => {
    expect(judge({ ...plain, title, text: `${title}. ${words(120)}` }).reasons).toContain(kind)
  })

  it('reads a vacancy by its salary and duties when the title is plain', () => {
    expect(judge({ ...plain, title: 'Join our team in Nairobi', text: `Salary range: KES 250,000 – 320,000 gross monthly. Reporting to the Director. ${words(80)}` }).reasons).toContain('job')
  })

  it('reads a consultancy by its technical and financial proposals when the title is plain', () => {
    expect(judge({ ...plain, title: 'Mid-term review 2027', text: `Firms should submit technical and financial proposals by 20 January 2027. ${words(80)}` }).reasons).toContain('procurement')
  })
})
