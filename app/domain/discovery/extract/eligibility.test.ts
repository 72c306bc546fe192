import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applicantTypesIn, readEligibility } from './eligibility.ts'
import { extractDetailed } from './index.ts'

const sites = join(import.meta.dirname, '../../../../tests/fixtures/funder-sites')
const fetchedAt = new Date('2026-11-20T08:00:00Z')
/** One fixture page read as the crawler reads it (acacia, baobab and cedar only: the others are held out). */
function page(site: 'acacia' | 'baobab' | 'cedar', path: string) {
  const origin = 'http://127.0.0.1:41001'
  const html = readFileSync(join(sites, site, path), 'utf8')
    .replaceAll('{{origin}}', origin)
    .replaceAll('{{hostPort}}', origin.slice('http://'.length))
  return extractDetailed({ url: `${origin}/${path}`, html, fetchedAt }).draft
}

describe('Who may apply, read from a grant’s eligibility text', () => {
  it('names the kinds of applicant in the five languages', () => {
    expect(applicantTypesIn('Registered non-profit organisations and universities may apply.')).toEqual(['ngo', 'university'])
    expect(applicantTypesIn('Les ONG et les collectivités locales peuvent postuler.')).toEqual(['ngo', 'government'])
    expect(applicantTypesIn('Podem candidatar-se universidades e empresas sediadas em Moçambique.')).toEqual(['university', 'business'])
    expect(applicantTypesIn('Wanaostahili: vyuo vikuu na watu binafsi.')).toEqual(['university', 'individual'])
    expect(applicantTypesIn('الأهلية: الجامعات والشركات')).toEqual(['university', 'business'])
  })

  it('leaves out who may not apply and who only partners', () => {
    expect(applicantTypesIn('Open to individual researchers; organisations cannot apply.')).toEqual(['individual'])
    expect(applicantTypesIn('Eligible applicants are municipalities and district councils, applying alone or with a registered non-profit partner.')).toEqual(['government'])
    expect(applicantTypesIn('Funding for agriculture in Kenya.')).toEqual([])
  })

  it('reads whether organizations from elsewhere may apply, and where applicants must be registered', () => {
    expect(readEligibility('Only organisations registered in Kenya may apply.')).toEqual({ applicantTypes: ['ngo'], foreignApplicants: false, eligibleCountries: ['KE'] })
    expect(readEligibility('Foreign organizations may not apply.')).toMatchObject({ foreignApplicants: false, eligibleCountries: [] })
    expect(readEligibility('Les organisations étrangères ne sont pas éligibles.')).toMatchObject({ foreignApplicants: false })
    expect(readEligibility('Apenas organizações registadas em Angola.')).toMatchObject({ foreignApplicants: false, eligibleCountries: ['AO'] })
    expect(readEligibility('Registered organisations in any African country are welcome.')).toMatchObject({ foreignApplicants: true, eligibleCountries: [] })
    expect(readEligibility('Registered non-profit organisations with two years of accounts.')).toMatchObject({ foreignApplicants: null, eligibleCountries: [] })
  })
})

describe('Who may apply, on the fixture funder sites', () => {
  it('reads a "Who can apply" section, with its snippet and origin', () => {
    const grant = page('acacia', 'grants/climate-resilience-fund.html')
    expect(grant.applicantTypes).toEqual(['ngo'])
    expect(grant.fieldOrigins.applicantTypes).toBe('structure')
    expect(grant.fieldSnippets.applicantTypes).toContain('Registered non-profit organisations')
  })

  it('reads "Qui peut postuler ?" in French', () => {
    const grant = page('acacia', 'grants/fonds-entrepreneuriat-feminin.html')
    expect(grant.applicantTypes).toEqual(['ngo'])
    expect(grant.fieldSnippets.applicantTypes).toContain('Qui peut postuler')
  })

  it('reads several kinds from an "Eligibility" section', () => {
    expect(page('acacia', 'grants/sub-saharan-health-systems.html').applicantTypes).toEqual(['ngo', 'university', 'government'])
  })

  it('reads the country applicants must be from, and that organizations registered elsewhere may not lead', () => {
    const ghana = page('cedar', 'partners/ghana-digital-schools-fund/call-2027.html')
    expect(ghana.applicantTypes).toEqual(['ngo', 'university', 'government'])
    expect(ghana.eligibleCountries).toEqual(['GH'])
    const sahel = page('cedar', 'programmes/sahel-community-resilience-facility/index.html')
    expect(sahel.applicantTypes).toEqual(['ngo'])
    expect(sahel.foreignApplicants).toBe(false)
    expect([...sahel.eligibleCountries].sort()).toEqual(['BF', 'ML', 'MR', 'NE', 'TD'])
  })

  it('reads a pan-African call as open to organizations from any country', () => {
    const grant = page('acacia', 'grants/community-innovation-grants.html')
    expect(grant.foreignApplicants).toBe(true)
    expect(grant.fieldOrigins.foreignApplicants).toBe('text')
  })

  it('says nothing when a page does not say who may apply', () => {
    const grant = page('baobab', 'en/opportunities/county-innovation-grants.html')
    expect(grant.applicantTypes).toEqual([])
    expect(grant.foreignApplicants).toBeNull()
  })
})
