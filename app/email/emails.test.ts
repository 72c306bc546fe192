import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EMAIL_KIND_NAMES, SAMPLE_APP_NAME, sampleEmail } from '../../tests/support/email-samples.ts'
import { LANGUAGES } from '../i18n/languages.ts'
import { CATALOGUES } from '../i18n/messages/index.ts'
import { emailBlocks } from './email-blocks.ts'
import { EMAIL_KINDS } from './email-kinds.ts'
import { createMailer } from './mailer.server.ts'
import { renderEmailHtml } from './render-email.server.ts'

/** What a reader sees of an HTML part: its words, without tags, hidden preview or entities. */
function shownWords(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div[^>]*data-skip-in-text[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

describe('Emails', () => {
  it('every kind of email has a text part and an HTML part saying the same words, in each language', async () => {
    for (const kind of EMAIL_KIND_NAMES) {
      for (const language of LANGUAGES) {
        const email = sampleEmail(kind, language)
        const html = await renderEmailHtml(email, { appName: SAMPLE_APP_NAME })
        const where = `${kind} (${language})`
        expect(email.text.trim(), where).not.toBe('')
        expect(html, where).toContain(`<html dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`)
        const shown = shownWords(html)
        expect(shown, where).toContain(SAMPLE_APP_NAME)
        for (const words of email.text.split(/\n|https?:\/\/[^\s]+/)) {
          const said = words.replace(/\s+/g, ' ').trim()
          if (said) expect(shown, where).toContain(said)
        }
        if (EMAIL_KINDS[kind].action) expect(html, where).toContain(`href="${email.actionUrl}"`)
      }
    }
  })

  it('every email the catalogues write is a kind the mailer lays out', () => {
    const subjects = new Set<string>(Object.values(EMAIL_KINDS).map((spec) => spec.subject))
    const ids = Object.values(CATALOGUES.en).flatMap((area) => Object.keys(area))
    const emailSubjects = ids.filter((id) => /(^|\.)email\./.test(id) && /\.subject(\.|$)/.test(id))
    expect(emailSubjects.length).toBeGreaterThan(40)
    expect(emailSubjects.filter((id) => !subjects.has(id))).toEqual([])
  })

  it('puts the button where the text gives the main link, keeping the words that lead to it', () => {
    const url = 'https://harambee.example.org/grant/1'
    expect(emailBlocks(`Hello Amina,\n\nSee the grant: ${url}\n\nThe team`, url)).toEqual([
      { type: 'paragraph', lines: [[{ text: 'Hello Amina,' }]] },
      { type: 'paragraph', lines: [[{ text: 'See the grant:' }]] },
      { type: 'action' },
      { type: 'paragraph', lines: [[{ text: 'The team' }]] },
    ])
  })

  it('keeps a link written inside a sentence, and shows the button after it', () => {
    const url = 'https://harambee.example.org/auth'
    expect(emailBlocks(`Sign in at ${url}. If not, ignore it.`, url)).toEqual([
      { type: 'paragraph', lines: [[{ text: 'Sign in at ' }, { url }, { text: '. If not, ignore it.' }]] },
      { type: 'action' },
    ])
  })

  it('shows the button at the end when the text never writes the link, and none when there is nothing to follow', () => {
    expect(emailBlocks('Hello,\n\nDone.', 'https://harambee.example.org/x').at(-1)).toEqual({ type: 'action' })
    expect(emailBlocks('Hello,\n\nDone.', null).some((block) => block.type === 'action')).toBe(false)
  })

  it('keeps each message in the outbox with its text and its HTML, as the mail would carry them', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    try {
      const mailer = createMailer({ outboxDir, from: 'Harambee <no-reply@harambee.example.org>' })
      const email = sampleEmail('email.verify', 'sw')
      await mailer.send({ to: 'amina@example.org', ...email, idempotencyKey: 'verify:1' })
      const [entry] = await mailer.listOutbox()
      expect(entry.text).toBe(email.text)
      expect(entry.html).toContain('<html dir="ltr" lang="sw">')
      expect(entry.html).toContain(`href="${email.actionUrl}"`)
      const eml = await readFile(path.join(outboxDir, `${entry.id}.eml`), 'utf8')
      expect(eml).toContain('multipart/alternative')
      expect(eml).toContain('text/html')
    } finally {
      await rm(outboxDir, { recursive: true, force: true })
    }
  })
})
