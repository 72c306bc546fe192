import { extractPage } from '../../app/domain/discovery/extract/index.ts'
import type { DiscoveredGrantInput } from '../../app/domain/discovery/types.ts'
import { type ExpectedPage, type FixtureSiteName, loadExpectedPages, startFixtureSite } from './fixture-site.ts'

/** The fields whose truth expected.json records for each grant page. */
export const SCORED_FIELDS = ['title', 'funderName', 'amountMin', 'amountMax', 'currency', 'deadline', 'isRolling', 'countryCodes', 'geographicFocus', 'sectors', 'applicationUrl', 'language'] as const
export type ScoredField = (typeof SCORED_FIELDS)[number]

export interface PageScore {
  site: FixtureSiteName
  path: string
  isGrant: boolean
  detected: boolean
  reason?: string
  /** Fields that differ from the truth: [field, expected, found]. */
  wrong: [ScoredField, unknown, unknown][]
}

export interface ExtractionScore {
  detection: { truePositives: number; falsePositives: number; falseNegatives: number; trueNegatives: number; precision: number; recall: number }
  /** For each field: right answers over the grant pages (a page not recognised as a grant counts as wrong). */
  fields: Record<ScoredField, { correct: number; total: number }>
  pages: PageScore[]
}

const normalise = (value: unknown): unknown => {
  if (Array.isArray(value)) return [...value].map(String).sort()
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim().toLowerCase()
  return value ?? null
}
const same = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b))

/**
 * Runs the extraction over every page of the given fixture funder sites (served on loopback) and scores
 * it against expected.json: is each page recognised as a grant or not (precision, recall), and for
 * the grant pages, is each field right. Used by the extraction test and by `npm run bench`.
 */
export async function scoreExtraction(sites: readonly FixtureSiteName[] = ['acacia', 'baobab']): Promise<ExtractionScore> {
  const expected = (await loadExpectedPages()).filter((p) => !p.disallowed)
  const now = new Date('2026-11-23T12:00:00Z')
  const pages: PageScore[] = []
  for (const siteName of sites) {
    const site = await startFixtureSite(siteName)
    try {
      for (const page of expected.filter((p) => p.site === siteName)) {
        const url = `${site.origin}${page.path}`
        const html = await (await fetch(url)).text()
        const verdict = extractPage({ url, html, fetchedAt: now })
        pages.push(score(siteName, page, verdict.kind === 'grant' ? verdict.grant : null, verdict.kind === 'not_grant' ? verdict.reason : undefined, site.origin))
      }
    } finally {
      await site.close()
    }
  }
  const tp = pages.filter((p) => p.isGrant && p.detected).length
  const fp = pages.filter((p) => !p.isGrant && p.detected).length
  const fn = pages.filter((p) => p.isGrant && !p.detected).length
  const tn = pages.filter((p) => !p.isGrant && !p.detected).length
  const grantPages = pages.filter((p) => p.isGrant)
  const fields = Object.fromEntries(
    SCORED_FIELDS.map((field) => [field, { correct: grantPages.filter((p) => p.detected && !p.wrong.some(([f]) => f === field)).length, total: grantPages.length }]),
  ) as ExtractionScore['fields']
  return {
    detection: { truePositives: tp, falsePositives: fp, falseNegatives: fn, trueNegatives: tn, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) },
    fields,
    pages,
  }
}

function score(site: FixtureSiteName, page: ExpectedPage, grant: DiscoveredGrantInput | null, reason: string | undefined, origin: string): PageScore {
  const result: PageScore = { site, path: page.path, isGrant: page.isGrant, detected: grant !== null, reason, wrong: [] }
  if (!page.isGrant || !grant || !page.fields) return result
  for (const field of SCORED_FIELDS) {
    let want = (page.fields as unknown as Record<string, unknown>)[field]
    if (typeof want === 'string') want = want.replaceAll('{{origin}}', origin)
    const found = grant[field as keyof DiscoveredGrantInput]
    if (!same(want, found)) result.wrong.push([field, want, found])
  }
  return result
}
