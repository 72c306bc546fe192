/**
 * Bytes on the wire (issue 27 §4, ADR 066): the HTML of the home page and /discover as the server
 * sends it (brotli and gzip, as a browser asks), on a first visit and once the browser holds the
 * stylesheet; the JavaScript each public page names (gzip of each file, the budget's measure); and
 * the Arabic typeface. Bytes do not depend on the machine. `npm run bench -- --only bytes` builds
 * the app, starts it on the embedded database with the demo grants a fresh install seeds, and
 * replaces its section of bench/README.md.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGETS, PUBLIC_PAGES } from './budgets.ts'
import { buildApp, httpRequest, replaceReadmeSection, root, startServer } from './support.ts'

export const BYTES_HEADING = '## Bytes on the wire (issue 27)'
const PORT = Number(process.env.BENCH_PORT ?? 3918)
const url = `http://127.0.0.1:${PORT}`
/** As many demo grants as a fresh install seeds (server/env.ts SEED_GRANTS). */
const SEED_GRANTS = 5000

type Html = { bytes: number; brotli: number; gzip: number }

/** A page's HTML: uncompressed, and the bytes the server sends a browser asking for brotli, and for gzip. */
async function html(pathname: string, cookie?: string): Promise<Html> {
  const headers = (encoding: string): Record<string, string> => ({ 'Accept-Encoding': encoding, ...(cookie ? { Cookie: cookie } : {}) })
  const [plain, brotli, gzip] = [
    await httpRequest(`${url}${pathname}`, { headers: headers('identity') }),
    await httpRequest(`${url}${pathname}`, { headers: headers('br') }),
    await httpRequest(`${url}${pathname}`, { headers: headers('gzip') }),
  ]
  return { bytes: plain.body.length, brotli: brotli.body.length, gzip: gzip.body.length }
}

/** The JavaScript a page names in its HTML (module scripts and preloads), gzip of each file, as tests/integration/page-budgets.test.ts measures. */
async function javaScript(pathname: string): Promise<{ gzip: number; files: number }> {
  const page = (await httpRequest(`${url}${pathname}`, { headers: { 'Accept-Encoding': 'identity' } })).body.toString('utf8')
  const scripts = new Set([...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  let gzip = 0
  for (const script of scripts) gzip += gzipSync((await httpRequest(`${url}${script}`)).body).length
  return { gzip, files: scripts.size }
}

export async function runBytesBench() {
  buildApp()
  const child = await startServer(PORT, null, 'bytes', { SEED_GRANTS: String(SEED_GRANTS), JOBS: 'off' })
  try {
    const first = (await httpRequest(`${url}/`, { headers: { 'Accept-Encoding': 'identity' } })).body.toString('utf8')
    // The cookie the stylesheet file's response sets (app/stylesheet-cookie.ts), as a browser that fetched it sends it back.
    const stylesheet = first.match(/href="(\/assets\/[^"]+\.css)"/)?.[1]
    const cookie = stylesheet ? (await httpRequest(`${url}${stylesheet}`)).headers['set-cookie']?.[0]?.split(';')[0] : undefined
    const pages: Record<string, { first: Html; cached: Html | null }> = {}
    for (const pathname of ['/', '/discover']) pages[pathname] = { first: await html(pathname), cached: cookie ? await html(pathname, cookie) : null }
    const scripts: Record<string, { gzip: number; files: number }> = {}
    for (const pathname of PUBLIC_PAGES) scripts[pathname] = await javaScript(pathname)
    const arabic = [...readFileSync(path.join(root, 'app/app.css'), 'utf8').matchAll(/url\("(\/fonts\/noto-sans-arabic-[^"]+)"\)/g)].map((m) => m[1])
    const fonts = Object.fromEntries(arabic.map((f) => [f, statSync(path.join(root, 'public', f)).size]))
    // The stylesheet's @font-face rules name the file on every page; only an Arabic page asks for it.
    const preloads = async (language: string) =>
      (await httpRequest(`${url}/discover`, { headers: { 'Accept-Encoding': 'identity', Cookie: `lang=${language}` } })).body.toString('utf8').includes('rel="preload" href="/fonts/noto-sans-arabic')
    const arabicPreloaded = await preloads('ar')
    const englishNames = await preloads('en')
    return { pages, scripts, fonts, arabicPreloaded, englishNames, stylesheetCached: cookie !== undefined }
  } finally {
    child.kill('SIGTERM')
  }
}

export function bytesSection(r: Awaited<ReturnType<typeof runBytesBench>>): string[] {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`
  const ok = (good: boolean) => (good ? 'met' : '**missed**')
  const worst = Math.max(...Object.values(r.scripts).map((s) => s.gzip))
  const discover = r.pages['/discover'].cached
  const fontBytes = Object.values(r.fonts).reduce((a, b) => a + b, 0)
  return [
    BYTES_HEADING,
    '',
    `\`npm run bench -- --only bytes\`: the production server on its embedded database with the ${SEED_GRANTS.toLocaleString('en-US')} demo`,
    'grants a fresh install seeds, signed out, in English. HTML is what the server sends a browser',
    'that asks for brotli, or for gzip (streamed, compressed as it goes); "stylesheet cached" is every',
    'page after the first, once the browser has fetched the stylesheet file (ADR 066).',
    '',
    '| page | HTML | brotli, first visit | gzip, first visit | HTML, stylesheet cached | brotli | gzip |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(r.pages).map(
      ([name, p]) =>
        `| ${name} | ${kb(p.first.bytes)} | ${kb(p.first.brotli)} | ${kb(p.first.gzip)} | ${p.cached ? `${kb(p.cached.bytes)} | ${kb(p.cached.brotli)} | ${kb(p.cached.gzip)}` : 'n/a | | '} |`,
    ),
    '',
    `Target: /discover at most 18 kB of brotli (${discover ? `${ok(discover.brotli <= BUDGETS.discoverHtmlBrotliCached)} once the stylesheet is cached; ` : ''}${ok(r.pages['/discover'].first.brotli <= BUDGETS.discoverHtmlBrotliCached)} on a first visit, which carries the stylesheet).`,
    '',
    'JavaScript each public page names in its HTML (module scripts and preloads), gzip of each file:',
    '',
    '| page | JavaScript gzip (files) |',
    '|---|---|',
    ...Object.entries(r.scripts).map(([name, s]) => `| ${name} | ${kb(s.gzip)} (${s.files}) |`),
    '',
    `Budget: at most ${kb(BUDGETS.pageJavaScriptGzip)} on every page (${ok(worst <= BUDGETS.pageJavaScriptGzip)}); the issue's target of 110 kB: ${ok(worst <= 110 * 1024)}.`,
    '',
    `Arabic typeface: ${Object.entries(r.fonts)
      .map(([f, b]) => `\`${f}\` ${kb(b)}`)
      .join(
        ', ',
      )}: ${kb(fontBytes)} together (≤ 30 kB: ${ok(fontBytes <= 30 * 1024)}); preloaded on an Arabic page: ${r.arabicPreloaded ? 'yes' : '**no**'}, on an English page: ${r.englishNames ? '**yes**' : 'no'} (the stylesheet names it for Arabic pages only).`,
    '',
  ]
}

/** `npm run bench -- --only bytes`: this section of bench/README.md replaced in place. */
export async function bytesOnly() {
  const result = await runBytesBench()
  console.log('Bytes:', JSON.stringify(result, null, 2))
  replaceReadmeSection(BYTES_HEADING, bytesSection(result))
}
