import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts'
import { EMAIL_KIND_NAMES, SAMPLE_APP_NAME, sampleEmail } from '../../tests/support/email-samples.ts'
import { EMAIL_HTML_MAX_BYTES } from '../catalog/email.ts'
import { LANGUAGES } from '../i18n/languages.ts'
import { EMAIL_KINDS } from './email-kinds.ts'
import { renderEmailHtml } from './render-email.server.ts'

/** A phone's width: the narrowest screen an email is read on. */
const WIDTH = 360

interface Layout {
  scrollWidth: number
  direction: string
  align: string
  button: { href: string; text: string; left: number; right: number; width: number; height: number; visible: boolean } | null
  /** The lowest contrast between a text and what it is drawn on, over the email's words, links and button. */
  contrast: number
  /** The relative luminance of what the words are drawn on and of the page around the card (0 black, 1 white). */
  card: number
  page: number
}

/**
 * Read in the page (a string, not a function: the page runs it as written). Contrast as WCAG
 * computes it, between each text's colour and the first background behind it.
 */
const MEASURE = `(() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number)
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4 }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b) }
  const behind = (el) => { for (let e = el; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor); if (c.length === 3 || c[3] > 0) return c } return [255, 255, 255] }
  const ratio = (el) => { const a = lum(rgb(getComputedStyle(el).color)), b = lum(behind(el)); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) }
  const texts = [...document.querySelectorAll('h1, p, a')].filter((el) => el.textContent.trim() !== '' && el.getBoundingClientRect().height > 0)
  const a = document.querySelector('a.email-button')
  const box = a && a.getBoundingClientRect()
  const paragraph = document.querySelector('p.email-text')
  return {
    scrollWidth: document.documentElement.scrollWidth,
    direction: getComputedStyle(paragraph || document.body).direction,
    align: getComputedStyle(paragraph || document.body).textAlign,
    button: a && { href: a.getAttribute('href'), text: a.textContent.trim(), left: box.left, right: box.right, width: box.width, height: box.height, visible: getComputedStyle(a).visibility === 'visible' },
    contrast: Math.min(...texts.map(ratio)),
    card: lum(behind(paragraph || document.body)),
    page: lum(behind(document.elementFromPoint(2, 2))),
  }
})()`

describe('Emails on a phone, in Chromium', () => {
  let browser: Browser
  let page: Page
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    page = await browser.newPage({ viewport: { width: WIDTH, height: 640 } })
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('fit 360 px without sideways scrolling, show their button to the right link, read right to left in Arabic, turn dark in dark mode and stay legible in both, and stay small', async () => {
    for (const kind of EMAIL_KIND_NAMES) {
      for (const language of LANGUAGES) {
        const where = `${kind} (${language})`
        const email = sampleEmail(kind, language)
        const html = await renderEmailHtml(email, { appName: SAMPLE_APP_NAME })
        expect(Buffer.byteLength(html), where).toBeLessThan(EMAIL_HTML_MAX_BYTES)
        await page.emulateMedia({ colorScheme: 'light' })
        await page.setContent(html)
        const light = (await page.evaluate(MEASURE)) as Layout
        expect(light.scrollWidth, where).toBeLessThanOrEqual(WIDTH)
        expect(light.direction, where).toBe(language === 'ar' ? 'rtl' : 'ltr')
        expect(light.align, where).toBe(language === 'ar' ? 'right' : 'left')
        if (EMAIL_KINDS[kind].action) {
          expect(light.button, where).toMatchObject({ href: email.actionUrl, visible: true })
          expect(light.button?.text, where).not.toBe('')
          expect(light.button?.left, where).toBeGreaterThanOrEqual(0)
          expect(light.button?.right, where).toBeLessThanOrEqual(WIDTH)
          expect(light.button?.height, where).toBeGreaterThanOrEqual(24)
        } else {
          expect(light.button, where).toBeNull()
        }
        expect(light.contrast, where).toBeGreaterThanOrEqual(4.5)
        expect(light.card, where).toBeGreaterThan(0.8)
        await page.emulateMedia({ colorScheme: 'dark' })
        const dark = (await page.evaluate(MEASURE)) as Layout
        expect(dark.contrast, `${where}, dark`).toBeGreaterThanOrEqual(4.5)
        expect(dark.card, `${where}, dark`).toBeLessThan(0.05)
        expect(dark.page, `${where}, dark`).toBeLessThan(0.05)
      }
    }
  })
})
