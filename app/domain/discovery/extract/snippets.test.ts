import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SNIPPET_MAX } from '../field-snippet.ts'
import { importGrantsGovXml } from '../importers/grants-gov.ts'
import { grantContentHash } from '../queue-writes.server.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { extractDetailed } from './index.ts'

/**
 * Issue 25 §2: every field the extraction fills keeps the short text it was read from, for the
 * reviewer to check it at a glance: a JSON-LD or microdata property, a label and its value, the
 * sentence of the page, an apply link's words and address. Read on the fixture funder sites the
 * extraction was developed against (acacia and baobab; the held-out sites are not used here).
 */
const dir = join(import.meta.dirname, '../../../../tests/fixtures/funder-sites')
const fetchedAt = new Date('2026-11-23T08:00:00Z')
const origin = 'http://127.0.0.1:41001'

function read(site: 'acacia' | 'baobab', path: string): DiscoveredGrantInput {
  const html = readFileSync(join(dir, site, path), 'utf8')
    .replaceAll('{{origin}}', origin)
    .replaceAll('{{hostPort}}', origin.slice('http://'.length))
  const { grant } = extractDetailed({ url: `${origin}/${path}`, html, fetchedAt })
  if (!grant) throw new Error(`${site}/${path} is not read as a grant`)
  return grant
}

/** Fields that hold a value (a list with members, a string, a number). */
const filled = (grant: DiscoveredGrantInput, field: keyof DiscoveredGrantInput) => {
  const value = grant[field]
  return Array.isArray(value) ? value.length > 0 : value !== null && value !== '' && value !== false
}

describe('Each extracted field keeps the text it was read from', () => {
  it('quotes JSON-LD by its property, as written', () => {
    const grant = read('acacia', 'grants/climate-resilience-fund.html')
    expect(grant.fieldOrigins).toMatchObject({ title: 'jsonld', deadline: 'jsonld', fundingAmount: 'jsonld', applicationUrl: 'jsonld' })
    expect(grant.fieldSnippets).toMatchObject({
      title: 'name: Climate Resilience Fund 2027',
      funderName: 'funder: Acacia Foundation',
      deadline: 'validThrough: 2027-03-31',
      countryScope: 'areaServed: Kenya, Tanzania, Uganda',
      sectors: 'keywords: climate adaptation, agriculture, environment',
      applicationUrl: 'potentialAction: https://apply.acacia-foundation.example/climate-resilience-2027',
    })
    // An amount's object is quoted as its JSON, without its type.
    expect(grant.fieldSnippets.fundingAmount).toBe('amount: { "currency": "USD", "minValue": 50000, "maxValue": 150000 }')
    expect(grant.fieldSnippets.currency).toBe(grant.fieldSnippets.fundingAmount)
  })

  it('quotes microdata by its property, and an apply button by its words and address', () => {
    const grant = read('acacia', 'grants/fonds-entrepreneuriat-feminin.html')
    expect(grant.fieldSnippets).toMatchObject({
      title: "name: Fonds pour l'entrepreneuriat féminin 2027",
      funderName: 'funder: Fondation Acacia',
      deadline: 'validThrough: 2027-03-15',
      applicationUrl: 'Déposer une candidature (https://candidature.fondation-acacia.example/entrepreneuriat-feminin-2027)',
    })
  })

  it('quotes a labelled value with its label (Swahili)', () => {
    const grant = read('baobab', 'sw/ruzuku-ubunifu-vijana.html')
    expect(grant.fieldOrigins).toMatchObject({ deadline: 'structure', fundingAmount: 'structure', countryScope: 'structure' })
    expect(grant.fieldSnippets).toMatchObject({
      title: 'Ruzuku ya Ubunifu kwa Vijana 2027',
      funderName: 'Mtoaji: Mfuko wa Maendeleo wa Baobab',
      deadline: 'Tarehe ya mwisho: 31 Machi 2027',
      fundingAmount: 'Kiasi: hadi KSh 2,000,000 kwa kila kikundi',
      countryScope: 'Nchi: Kenya, Tanzania, Uganda',
      applicationUrl: 'Tuma maombi sasa (https://maombi.fundobaobab.example/ubunifu-vijana-2027)',
    })
  })

  it('quotes a value read from the text by its sentence (and a rolling call by the words that say so)', () => {
    const grant = read('acacia', 'grants/community-innovation-grants.html')
    expect(grant.fieldOrigins).toMatchObject({ fundingAmount: 'text', deadline: 'text', countryScope: 'text' })
    expect(grant.fieldSnippets).toMatchObject({
      fundingAmount: 'We make grants of between $10,000 and $40,000 for projects lasting up to eighteen months.',
      deadline: 'There is no deadline.',
      countryScope: 'This is a pan-African programme: registered organisations in any African country are welcome.',
      geographicFocus: 'This is a pan-African programme: registered organisations in any African country are welcome.',
    })
    // A link whose words are its address is quoted once.
    expect(grant.fieldSnippets.applicationUrl).toBe('https://apply.acacia-foundation.example/community-innovation')
    // The sentence holds the value it was read for.
    expect(grant.fieldSnippets.fundingAmount).toContain(grant.fundingAmount!)
  })

  it('quotes a Portuguese amount and a rolling call in the words of the page', () => {
    const grant = read('baobab', 'concursos/saude-comunitaria.html')
    expect(grant.isRolling).toBe(true)
    expect(grant.fieldSnippets.fundingAmount).toBe('Os projetos podem receber até 45.000.000 AOA (kwanzas), ou o equivalente em moeda local.')
    expect(grant.fieldSnippets.deadline).toBe('Candidaturas em fluxo contínuo: não há data limite, e as propostas são avaliadas por ordem de chegada.')
  })

  const pages: Array<['acacia' | 'baobab', string]> = [
    ['acacia', 'grants/climate-resilience-fund.html'],
    ['acacia', 'grants/community-innovation-grants.html'],
    ['acacia', 'grants/digital-skills-kenya.html'],
    ['acacia', 'grants/eau-assainissement-sahel.html'],
    ['acacia', 'grants/fonds-entrepreneuriat-feminin.html'],
    ['acacia', 'grants/southern-africa-energy-access.html'],
    ['baobab', 'concursos/agricultura-familiar-2027.html'],
    ['baobab', 'concursos/saude-comunitaria.html'],
    ['baobab', 'en/opportunities/county-innovation-grants.html'],
    ['baobab', 'sw/ruzuku-ubunifu-vijana.html'],
  ]
  it.each(pages)('%s/%s: every filled field has a snippet of at most 200 characters, white space collapsed', (site, path) => {
    const grant = read(site, path)
    const fields: Array<keyof DiscoveredGrantInput> = [
      'title',
      'funderName',
      'description',
      'fundingAmount',
      'currency',
      'countryScope',
      'countryCodes',
      'geographicFocus',
      'sectors',
      'applicationUrl',
      'language',
    ]
    for (const field of fields) if (filled(grant, field)) expect(grant.fieldSnippets[field], `${path}: ${field}`).toBeTruthy()
    if (grant.deadline || grant.isRolling) expect(grant.fieldSnippets.deadline, `${path}: deadline`).toBeTruthy()
    for (const [field, snippet] of Object.entries(grant.fieldSnippets)) {
      expect(snippet!.length, field).toBeLessThanOrEqual(SNIPPET_MAX)
      expect(snippet, field).toBe(snippet!.replace(/\s+/g, ' ').trim())
      // A snippet belongs to a field the extraction says it read.
      expect(grant.fieldOrigins[field as keyof DiscoveredGrantInput], field).toBeTruthy()
    }
  })

  it('never counts a snippet as a change: the content hash leaves snippets out', () => {
    const grant = read('acacia', 'grants/climate-resilience-fund.html')
    expect(Object.keys(grant.fieldSnippets).length).toBeGreaterThan(5)
    expect(grantContentHash({ ...grant, fieldSnippets: {} })).toBe(grantContentHash(grant))
    expect(grantContentHash({ ...grant, fieldSnippets: { title: 'another text' } })).toBe(grantContentHash(grant))
    expect(grantContentHash({ ...grant, title: 'Another title' })).not.toBe(grantContentHash(grant))
  })
})

describe('An imported record quotes its own values', () => {
  const xml = readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/standards/grants-gov-extract.xml'), 'utf8')
  const [grant] = importGrantsGovXml(xml, { fileUrl: 'https://www.grants.gov/extract/x.xml', now: new Date('2026-11-23T06:00:00Z') }).filter((g) => g.externalId === 'grants.gov:355001')

  it('gives each mapped field the record’s text for it', () => {
    expect(grant.fieldSnippets).toMatchObject({
      title: "Girls' Secondary Education in Kenya and West Africa",
      funderName: 'Kenya USAID-Nairobi',
      deadline: '03152027',
      countryScope: 'Kenya, West Africa, Ghana, Sierra Leone',
      applicationUrl: 'https://www.usaid.gov/kenya/work-with-us/girls-education-2027',
    })
    expect(grant.fieldSnippets.fundingAmount).toBe('Award floor: USD 100,000; Award ceiling: USD 500,000; Estimated total program funding: USD 2,000,000')
    // Sectors were mapped from the record's category codes: those are quoted.
    expect(grant.fieldSnippets.sectors).toMatch(/^CategoryOfFundingActivity: /)
  })

  it('quotes only fields the record filled', () => {
    for (const field of Object.keys(grant.fieldSnippets)) expect(grant.fieldOrigins[field as keyof DiscoveredGrantInput], field).toBe('record')
  })
})
