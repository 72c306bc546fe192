/**
 * The weight of every email's HTML part (issue 27 §3, ADR 065): each kind of EMAIL_KINDS in each of
 * the five languages, laid out from its sample words (tests/support/email-samples.ts, long names
 * and links), in bytes and gzip. `npm run bench -- --only emails` runs it and replaces its section
 * of bench/README.md; it needs no database nor server.
 */
import { gzipSync } from 'node:zlib'
import { EMAIL_HTML_MAX_BYTES } from '../app/catalog/email.ts'
import { renderEmailHtml } from '../app/email/render-email.server.ts'
import { LANGUAGES } from '../app/i18n/languages.ts'
import { EMAIL_KIND_NAMES, SAMPLE_APP_NAME, sampleEmail } from '../tests/support/email-samples.ts'
import { percentile, replaceReadmeSection } from './support.ts'

export const EMAILS_HEADING = '## Weight of every email’s HTML part (issue 27)'

export async function runEmailsBench() {
  const sizes: Array<{ kind: string; language: string; bytes: number; gzip: number }> = []
  for (const kind of EMAIL_KIND_NAMES) {
    for (const language of LANGUAGES) {
      const html = await renderEmailHtml(sampleEmail(kind, language), { appName: SAMPLE_APP_NAME })
      sizes.push({ kind, language, bytes: Buffer.byteLength(html), gzip: gzipSync(html).length })
    }
  }
  sizes.sort((a, b) => b.bytes - a.bytes)
  const bytes = sizes.map((s) => s.bytes).sort((a, b) => a - b)
  return { count: sizes.length, kinds: EMAIL_KIND_NAMES.length, median: percentile(bytes, 50), largest: sizes.slice(0, 5) }
}

export function emailsSection(r: Awaited<ReturnType<typeof runEmailsBench>>): string[] {
  const kB = (x: number) => `${(x / 1000).toFixed(1)} kB`
  return [
    EMAILS_HEADING,
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; \`npm run bench -- --only emails\` (no database nor server needed).`,
    '',
    `${r.kinds} kinds of email in 5 languages (${r.count} HTML parts), from sample words: long names and links, alerts with the most grants they carry. Budget: under ${kB(EMAIL_HTML_MAX_BYTES)} each.`,
    '',
    '| email | HTML | gzip |',
    '|---|---|---|',
    `| median of all | ${kB(r.median)} | |`,
    ...r.largest.map((s) => `| largest: \`${s.kind}\` (${s.language}) | ${kB(s.bytes)} | ${kB(s.gzip)} |`),
  ]
}

/** `npm run bench -- --only emails`: the emails' weights alone, their section of bench/README.md replaced in place. */
export async function emailsOnly() {
  const result = await runEmailsBench()
  console.log('Emails:', result)
  replaceReadmeSection(EMAILS_HEADING, emailsSection(result))
}
