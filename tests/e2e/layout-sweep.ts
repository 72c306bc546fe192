import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { FLASH_COOKIE } from '../../app/flash.server.ts'
import { directionOf, isLanguage, LANGUAGES, type Language } from '../../app/i18n/languages.ts'
import type { DatabaseTemplate } from '../support/database-template.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { DATABASE_TEMPLATE_ENV } from './support.ts'
import { type LayoutIds, type LayoutRole, type LayoutVisit, layoutVisits, seedLayoutData } from './layout-data.ts'

/**
 * Issue 9: every page at 360, 768 and 1280 px, signed out, as a member and as an admin, in Chromium:
 * no sideways scrolling, no tab cut off, tap targets of at least 44 px on touch widths, and the phone
 * menu opening to full height with every link reachable, with JavaScript on and (at 360 px) off.
 * One test file per role (layout-public, layout-member, layout-admin), each with its own server, so
 * the three run beside the other browser tests; each file's pages are split by area into tests short
 * enough for Playwright's default limits.
 * LAYOUT_SHOTS=before|after also writes a screenshot of every page at 360 and 1280 px to
 * screenshots/<label>/ (git ignores it).
 * LAYOUT_LANGUAGE=fr|pt|ar|sw runs it in that language (issue 10): the visitor through the
 * switcher's cookie, the member and the admin through the switcher (POST /language), which keeps it
 * in their profile; every page must then say it is in that language and direction.
 */

const root = path.resolve(import.meta.dirname, '../..')
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const
/** The tablet: reached by turning the phone's page rather than loading it again. */
const TURNED_WIDTH = WIDTHS[1].width
/** Touch devices: phones and tablets. A desktop pointer does not need 44 px targets. */
const TOUCH_WIDTH = 1024
const MIN_TARGET = 44
const SHOTS = process.env.LAYOUT_SHOTS ? path.join(root, 'screenshots', process.env.LAYOUT_SHOTS) : null
const LANGUAGE: Language = isLanguage(process.env.LAYOUT_LANGUAGE) ? process.env.LAYOUT_LANGUAGE : 'en'
if (process.env.LAYOUT_LANGUAGE && LANGUAGE !== process.env.LAYOUT_LANGUAGE) throw new Error(`LAYOUT_LANGUAGE=${process.env.LAYOUT_LANGUAGE} is not one of ${LANGUAGES.join(', ')}`)

/** The ids before the data is made: enough to list the pages (and so name the tests) when the file is loaded. */
const NO_IDS: LayoutIds = {
  grant: '',
  application: '',
  verification: '',
  outbox: '',
  receipt: '',
  checkout: '',
  unsubscribe: '',
  expert: '',
  request: '',
  engagement: '',
  dispute: '',
  discovered: '',
  discoverySource: '',
  organization: '',
  orgSlug: '',
  report: '',
  funder: '',
  newsletter: '',
}

/** Most pages one test visits (each at three widths with JavaScript, or at 360 px without). */
const PAGES_PER_TEST = 4

interface Finding {
  language: string
  overflow: number
  wide: string[]
  clippedTabs: string[]
  smallTargets: string[]
  squashedIcons: string[]
}

/** Runs in the page: what is wrong with its layout at this width. */
function inspect({ touch, minTarget }: { touch: boolean; minTarget: number }): Finding {
  const vw = document.documentElement.clientWidth
  const label = (el: Element) => {
    const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `<${el.tagName.toLowerCase()}> "${text}"`
  }
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[hidden], .sr-only, details:not([open]) > :not(summary)')
  }
  const overflow = document.documentElement.scrollWidth - vw
  const wide: string[] = []
  if (overflow > 0) {
    // An element sticks out when its box does; its text spills when it runs past its box and the
    // screen's edge (a long word, a figure that cannot wrap): past the right edge in a left-to-right
    // page, past the left edge in a right-to-left one.
    const boxOut = (el: Element) => {
      const r = el.getBoundingClientRect()
      return (r.right > vw + 1 || r.left < -1) && visible(el)
    }
    const textOut = (el: Element) => {
      const style = getComputedStyle(el)
      if (style.overflowX !== 'visible' || el.scrollWidth <= el.clientWidth + 1) return false
      const r = el.getBoundingClientRect()
      const spilled = style.direction === 'rtl' ? r.right - el.scrollWidth < -1 : r.left + el.scrollWidth > vw + 1
      return spilled && visible(el)
    }
    const scrollsInside = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(p).overflowX)) return true
      return false
    }
    const describe = (el: Element, why: string) => {
      const r = el.getBoundingClientRect()
      wide.push(`${label(el)}.${String(el.className).slice(0, 50)} ${Math.round(r.left)}–${Math.round(r.right)}px${why}`)
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (scrollsInside(el)) continue
      // The outermost element whose box sticks out past the screen's edge, and is not inside a scrolling box.
      if (boxOut(el) && !(el.parentElement && boxOut(el.parentElement))) describe(el, '')
      // The innermost element whose text spills (its ancestors' text spills with it).
      else if (!boxOut(el) && textOut(el) && ![...el.children].some((c) => boxOut(c) || textOut(c))) describe(el, `, its text ${el.scrollWidth}px wide`)
    }
  }
  // Tab bars: ARIA tabs, and TabNav's row of links (the one with the current page among them).
  const BARS = '[role="tablist"], [data-tab-bar], main nav:has(> a[aria-current="page"])'
  const TABS = '[role="tab"], [data-tab-bar] > a, main nav:has(> a[aria-current="page"]) > a'
  const clippedTabs: string[] = []
  const tabs = [...document.querySelectorAll(TABS)].filter(visible)
  for (const tab of tabs) {
    const bar = tab.closest(BARS) as HTMLElement
    const r = tab.getBoundingClientRect()
    const b = bar.getBoundingClientRect()
    const scrolls = bar.scrollWidth > bar.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(bar).overflowX)
    const hint = [...(bar.closest('[data-scroll-hint]')?.querySelectorAll('[aria-hidden]') ?? [])].some(visible)
    if (tab.scrollWidth > tab.clientWidth + 1) clippedTabs.push(`${label(tab)} text ${tab.scrollWidth}px in ${tab.clientWidth}px`)
    else if ((r.right > b.right + 1 || r.left < b.left - 1 || r.right > vw + 1) && !(scrolls && hint))
      clippedTabs.push(`${label(tab)} cut off at the bar's edge${scrolls ? ' (scrolls without a hint)' : ''}`)
  }
  const smallTargets: string[] = []
  if (touch) {
    const targets = [
      ...document.querySelectorAll('header a, header button, header summary'),
      ...document.querySelectorAll(TABS),
      // Buttons, and links and disclosures drawn as buttons; not links inside sentences or FAQ questions.
      ...document.querySelectorAll('main button, main input[type="submit"], main a[class*="justify-center"], main summary[class*="justify-center"]'),
    ]
    for (const el of new Set(targets)) {
      if (!visible(el) || el.closest('footer')) continue
      const r = el.getBoundingClientRect()
      if (r.height < minTarget - 0.5 || r.width < minTarget - 0.5) smallTargets.push(`${label(el)} ${Math.round(r.width)}×${Math.round(r.height)}`)
    }
  }
  // Icons squashed by their text (a 16 px icon drawn 3 px wide looks like a dot).
  const squashedIcons: string[] = []
  for (const icon of document.querySelectorAll('main svg[width], header svg[width]')) {
    const r = icon.getBoundingClientRect()
    const size = Number(icon.getAttribute('width'))
    if (visible(icon) && r.width < size - 0.5) squashedIcons.push(`icon in ${label(icon.parentElement!)} ${Math.round(r.width)}px of ${size}px`)
  }
  const html = document.documentElement
  return { language: `${html.lang} ${html.dir}`, overflow, wide: wide.slice(0, 5), clippedTabs, smallTargets, squashedIcons }
}

/** The phone menu: open it and check it reaches the bottom of the screen and every link can be reached. */
async function checkPhoneMenu(page: Page): Promise<string[]> {
  const summary = page.locator('header details:has(nav) > summary').last()
  if (!(await summary.isVisible())) return ['the menu button is not visible']
  await summary.click()
  return page.evaluate((min) => {
    const problems: string[] = []
    const nav = document.querySelector('header details[open] nav') as HTMLElement | null
    if (!nav) return ['the menu did not open']
    const r = nav.getBoundingClientRect()
    if (r.bottom < window.innerHeight - 1) problems.push(`the menu ends at ${Math.round(r.bottom)}px of ${window.innerHeight}px`)
    if (r.height < window.innerHeight / 2) problems.push(`the menu is only ${Math.round(r.height)}px tall`)
    for (const link of nav.querySelectorAll('a, button')) {
      link.scrollIntoView({ block: 'nearest' })
      const l = link.getBoundingClientRect()
      const hit = document.elementFromPoint(l.left + l.width / 2, l.top + l.height / 2)
      const name = (link.textContent ?? '').trim()
      if (!hit || !(link === hit || link.contains(hit))) problems.push(`"${name}" cannot be reached`)
      if (l.height < min - 0.5) problems.push(`"${name}" is ${Math.round(l.height)}px tall`)
    }
    return problems
  }, MIN_TARGET)
}

function slug(p: string) {
  return (
    p
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/-+$/, '')
      .slice(0, 60) || 'home'
  )
}

/** A role's pages grouped by area (the path's first segment), the small areas merged, in groups of at most PAGES_PER_TEST. */
function pageGroups(pages: LayoutVisit[]): Array<{ name: string; indexes: number[] }> {
  const areas = new Map<string, number[]>()
  pages.forEach((visit, i) => {
    const area = visit.path.split(/[/?]/)[1] || 'home'
    areas.set(area, [...(areas.get(area) ?? []), i])
  })
  const groups: Array<{ names: string[]; indexes: number[] }> = []
  for (const [area, indexes] of areas) {
    for (let start = 0; start < indexes.length; start += PAGES_PER_TEST) {
      const chunk = indexes.slice(start, start + PAGES_PER_TEST)
      const last = groups.at(-1)
      if (last && last.indexes.length + chunk.length <= PAGES_PER_TEST && !last.names.includes(area)) {
        last.names.push(area)
        last.indexes.push(...chunk)
      } else groups.push({ names: [area], indexes: chunk })
    }
  }
  const count = new Map<string, number>()
  return groups.map((g) => {
    const base = `/${g.names.join(', /')}`
    const seen = (count.get(base) ?? 0) + 1
    count.set(base, seen)
    return { name: seen > 1 || groups.filter((o) => `/${o.names.join(', /')}` === base).length > 1 ? `${base} (part ${seen})` : base, indexes: g.indexes }
  })
}

const ROLE_TITLE: Record<LayoutRole, string> = { visitor: 'signed out', member: 'as a member', admin: 'as an admin' }

/**
 * The sweep for one role: registers the hooks that start its own in-process server with the layout
 * data, and returns the checks the role's test file runs, a test per group of pages and JavaScript
 * state, and one for the phone menu in each JavaScript state. The tests are declared in the test
 * files, so each file's report names its own tests.
 */
export function layoutSweep(role: LayoutRole) {
  let server: TestServer
  let browser: Browser
  let ids: LayoutIds = NO_IDS
  let client: TestClient | undefined
  const pagesOf = () => layoutVisits(ids).filter((v) => v.roles.includes(role))

  test.beforeAll(async ({ browser: shared }) => {
    browser = shared
    const template = process.env[DATABASE_TEMPLATE_ENV]
    server = await startTestServer(template ? { template: JSON.parse(template) as DatabaseTemplate } : {})
  })
  test.beforeAll(async () => {
    const data = await seedLayoutData(server)
    ids = data.ids
    client = role === 'visitor' ? undefined : data[role]
    // The data is made in English (its forms are posted with English values); then the member or the
    // admin chooses the language with the switcher, as a person would.
    if (client && LANGUAGE !== 'en') {
      const response = await client.post('/language', { language: LANGUAGE, redirectTo: '/' })
      if (response.status !== 303) throw new Error(`The language switcher answered ${response.status}`)
    }
    if (SHOTS) mkdirSync(SHOTS, { recursive: true })
  })
  test.afterAll(async () => {
    await server?.close()
  })

  async function contextFor(javaScriptEnabled: boolean): Promise<BrowserContext> {
    const context = await browser.newContext({ javaScriptEnabled, viewport: WIDTHS[0] })
    if (client) {
      const jar = (client as unknown as { cookies: Map<string, string> }).cookies
      // The session and language, not a message the data's last form left for its next page.
      await context.addCookies([...jar].filter(([name]) => name !== FLASH_COOKIE).map(([name, value]) => ({ name, value, url: server.url })))
    } else if (LANGUAGE !== 'en') {
      // What the switcher leaves a visitor: the language's cookie.
      await context.addCookies([{ name: 'lang', value: LANGUAGE, url: server.url }])
    }
    return context
  }

  async function sweep(indexes: number[], javaScript: boolean) {
    const problems: string[] = []
    const all = pagesOf()
    const pages = indexes.map((i) => all[i])
    const context = await contextFor(javaScript)
    const page = await context.newPage()
    for (const visit of pages) {
      for (const size of javaScript ? WIDTHS : [WIDTHS[0]]) {
        await page.setViewportSize(size)
        const where = `${visit.path} at ${size.width}px${javaScript ? '' : ' without JavaScript'}`
        // The tablet width turns the phone's page (nothing reads the width when a page starts below
        // 1024 px); phones and desktops load it, as /discover opens its filters on a desktop at start.
        if (size.width !== TURNED_WIDTH) {
          const response = await page.goto(`${server.url}${visit.path}`)
          if (!response || response.status() >= 500) problems.push(`${where}: answered ${response?.status()}`)
        }
        const found = await page.evaluate(inspect, { touch: size.width < TOUCH_WIDTH, minTarget: MIN_TARGET })
        if (found.language !== `${LANGUAGE} ${directionOf(LANGUAGE)}`) problems.push(`${where}: the page is in "${found.language}", not "${LANGUAGE} ${directionOf(LANGUAGE)}"`)
        if (found.overflow > 0) problems.push(`${where}: scrolls ${found.overflow}px sideways: ${found.wide.join('; ')}`)
        for (const tab of found.clippedTabs) problems.push(`${where}: tab clipped: ${tab}`)
        for (const icon of found.squashedIcons) problems.push(`${where}: ${icon}`)
        if (found.smallTargets.length) problems.push(`${where}: tap targets under ${MIN_TARGET}px: ${found.smallTargets.join('; ')}`)
        if (SHOTS && javaScript && size.width !== TURNED_WIDTH)
          await page.screenshot({ path: path.join(SHOTS, `${LANGUAGE === 'en' ? '' : `${LANGUAGE}-`}${role}-${slug(visit.path)}-${size.width}.png`), fullPage: true })
      }
    }
    await context.close()
    if (problems.length) console.log(`Layout problems ${role} (${LANGUAGE}):\n${problems.join('\n')}`)
    expect(problems).toEqual([])
  }

  async function phoneMenu(javaScript: boolean) {
    const problems: string[] = []
    const context = await contextFor(javaScript)
    const page = await context.newPage()
    for (const p of ['/', '/discover']) {
      await page.goto(`${server.url}${p}`)
      for (const problem of await checkPhoneMenu(page)) problems.push(`phone menu on ${p}${javaScript ? '' : ' without JavaScript'}: ${problem}`)
    }
    await context.close()
    expect(problems).toEqual([])
  }

  const planned = layoutVisits(NO_IDS).filter((v) => v.roles.includes(role))
  return {
    title: `Layout on phones, tablets and desktops, ${ROLE_TITLE[role]}`,
    /** The role's pages by area, named when the file is loaded (the ids come later, with the data). */
    groups: pageGroups(planned),
    /** The data made has the same pages as were planned, and there are more than three. */
    hasPages() {
      expect(pagesOf().length).toBe(planned.length)
      expect(planned.length).toBeGreaterThan(3)
    },
    /** No page of the group scrolls sideways, no tab is cut off, tap targets are 44 px: at every width with JavaScript, at 360 px without. */
    sweep: (group: { indexes: number[] }, javaScript: boolean) => sweep(group.indexes, javaScript),
    /** The phone menu opens to full height with every link reachable, on / and /discover at 360 px. */
    phoneMenu,
  }
}
