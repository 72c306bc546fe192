/**
 * The crawler's bench (issue 12), part of `npm run bench` and alone with `npm run bench -- --only crawl`:
 * 1. pages per second crawling the two fixture funder sites on loopback, with the politeness delays
 *    set to zero (robots.txt asks for one second, which would measure the delay, not the crawler):
 *    fetch through safe-fetch, change detection, link finding and extraction, in memory;
 * 2. grant-page detection (precision, recall) and each field's accuracy against expected.json.
 */
import { crawlSite } from '../app/domain/discovery/crawl-site.server.ts'
import { createFetcher } from '../app/domain/discovery/fetch/fetcher.server.ts'
import { createMemoryStore } from '../app/domain/discovery/fetch/store.ts'
import { extractPage } from '../app/domain/discovery/extract/index.ts'
import { scoreExtraction, type ExtractionScore } from '../tests/support/extraction-accuracy.ts'
import { hostileHtml } from '../tests/support/hostile-page.ts'
import { startFixtureSite } from '../tests/support/fixture-site.ts'

export interface CrawlBenchResult {
  pagesPerSecond: number
  pages: number
  seconds: number
  rounds: number
  /** acacia and baobab: the sites the extraction was written against. */
  score: ExtractionScore
  /** cedar: written separately without looking at the extraction; its first score was held out, then the extraction was improved on general lines after reading its mistakes. */
  cedar: ExtractionScore
  /** dogwood: written separately without looking at the extraction or the other sites, never tuned against: the held-out figure. */
  heldOut: ExtractionScore
  /** elm (an aggregator blog) and fig (a funder's own site whose calls elm reposts): written for issue 25 the same way, never tuned against. */
  elmFig: ExtractionScore
  /** Seconds to extract a 2 MB page of repeated dates, amounts and country names (tests/support/hostile-page.ts). */
  hostileSeconds: number
  hostileBytes: number
}

const ROUNDS = 5

export async function benchCrawl(): Promise<CrawlBenchResult> {
  const sites = await Promise.all([startFixtureSite('acacia'), startFixtureSite('baobab')])
  let pages = 0
  const started = process.hrtime.bigint()
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const site of sites) {
        const store = createMemoryStore()
        const fetcher = createFetcher({
          config: { allowInternalHosts: [site.hostPort], userAgent: 'HarambeeBot/1.0 (+bench)', minDelayMs: 0 },
          store,
          sourceId: 'bench',
          sleep: async () => {},
        })
        // From the sitemap, so every page of the site is in reach; a fresh store each round, so nothing is skipped as unchanged.
        const summary = await crawlSite(
          { startUrl: `${site.origin}/sitemap.xml`, format: 'auto', pageLimit: 100, fetcher, store, sourceId: 'bench', now: new Date('2026-11-23T12:00:00Z') },
          { beforeFetch: () => true, onPage: () => {} },
        )
        pages += summary.pagesFetched
      }
    }
  } finally {
    await Promise.all(sites.map((s) => s.close()))
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  return {
    pagesPerSecond: pages / seconds,
    pages,
    seconds,
    rounds: ROUNDS,
    score: await scoreExtraction(['acacia', 'baobab']),
    cedar: await scoreExtraction(['cedar']),
    heldOut: await scoreExtraction(['dogwood']),
    elmFig: await scoreExtraction(['elm', 'fig']),
    ...hostilePage(),
  }
}

/** How long one hostile 2 MB page takes to extract (the median of three). */
function hostilePage(): { hostileSeconds: number; hostileBytes: number } {
  const html = hostileHtml()
  const times = [0, 1, 2].map(() => {
    const started = process.hrtime.bigint()
    extractPage({ url: 'https://funder.example/grants/community-2027', html, fetchedAt: new Date('2026-11-23T08:00:00Z') })
    return Number(process.hrtime.bigint() - started) / 1e9
  })
  return { hostileSeconds: times.sort((a, b) => a - b)[1], hostileBytes: html.length }
}

/** The bench README's section for the crawler. */
export function crawlSection(result: CrawlBenchResult): string[] {
  const pct = (v: number) => `${(v * 100).toFixed(0)}%`
  const detection = (d: ExtractionScore['detection']) =>
    `precision **${pct(d.precision)}**, recall **${pct(d.recall)}** over ${d.truePositives + d.falsePositives + d.falseNegatives + d.trueNegatives} pages (${d.truePositives} grants found, ${d.falsePositives} pages wrongly taken for grants, ${d.falseNegatives} grants missed)`
  const fieldCell = (s: { correct: number; total: number }) => `${s.correct} / ${s.total} (${pct(s.correct / Math.max(1, s.total))})`
  const mistakes = (score: ExtractionScore) =>
    score.pages
      .filter((p) => p.wrong.length > 0 || p.isGrant !== p.detected)
      .map(
        (p) =>
          `- ${p.site} \`${p.path}\`: ${p.isGrant !== p.detected ? (p.isGrant ? `grant missed (${p.reason})` : 'taken for a grant') : p.wrong.map(([f, want, got]) => `${f} ${JSON.stringify(got)} (expected ${JSON.stringify(want)})`).join('; ')}`,
      )
  const missedCedar = mistakes(result.cedar)
  const missedTuned = mistakes(result.score)
  return [
    '## Grant discovery crawler on the fixture funder sites (issue 12)',
    '',
    'Command: `npm run bench -- --only crawl` (no PostgreSQL needed; part of every `npm run bench`).',
    '',
    `Crawl speed: **${result.pagesPerSecond.toFixed(1)} pages/s** (${result.pages} pages in ${result.seconds.toFixed(2)} s: the acacia and baobab fixture sites from their sitemaps, ${result.rounds} rounds, on loopback with the politeness delays at zero; fetch through safe-fetch, change detection, link finding and extraction). With the sites' robots.txt Crawl-delay of 1 s a real crawl is bound by the delay: about 1 page/s per host.`,
    '',
    `A hostile page (${(result.hostileBytes / 1e6).toFixed(1)} MB of repeated dates, amounts and country names) extracts in **${result.hostileSeconds.toFixed(2)} s** (median of 3): every text parser reads at most the first 20,000 characters. Before that limit, a 1.7 MB page of this kind blocked the server's CPU for 102 s.`,
    '',
    'Extraction, scored against tests/fixtures/funder-sites/expected.json. **dogwood**, and **elm + fig** (an aggregator blog and the funder site whose calls it reposts, issue 25), were written by someone who never looked at the extraction or the other sites, and are never tuned against: their figures are the honest estimate for pages the crawler has not seen, so their mistakes are not listed here. **cedar** was written the same way and was held out for its first score (in the notes below); the extraction was then improved on general lines after reading its mistakes, so it is no longer held out. **acacia and baobab** are the sites the extraction was written against: their figures show it does what it was built to do.',
    '',
    `Grant-page detection: dogwood (held out) ${detection(result.heldOut.detection)}; elm + fig (held out) ${detection(result.elmFig.detection)}; cedar ${detection(result.cedar.detection)}; acacia and baobab ${detection(result.score.detection)}.`,
    '',
    '| field | dogwood (held out) | elm + fig (held out) | cedar | acacia + baobab |',
    '|---|---|---|---|---|',
    ...Object.keys(result.score.fields).map((field) => {
      const f = field as keyof ExtractionScore['fields']
      return `| ${field} | ${fieldCell(result.heldOut.fields[f])} | ${fieldCell(result.elmFig.fields[f])} | ${fieldCell(result.cedar.fields[f])} | ${fieldCell(result.score.fields[f])} |`
    }),
    '',
    ...(missedCedar.length ? ['Mistakes on cedar:', '', ...missedCedar, ''] : []),
    ...(missedTuned.length ? ['Mistakes on acacia and baobab:', '', ...missedTuned, ''] : []),
  ]
}
