import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailContent } from './compose-email.ts'
import { renderEmailHtml } from './render-email.server.ts'

/** An email composed for its reader (composeEmail): the mailer sends its text part and its HTML part, laid out from the same words. */
export interface OutgoingEmail extends EmailContent {
  to: string
  /**
   * Makes delivery idempotent: the outbox stores the message under this key (a second delivery
   * replaces the first), and over SMTP it becomes the Message-ID, by which mail systems drop repeats.
   */
  idempotencyKey?: string
  /** RFC 8058 one-click unsubscribe address, for mail clients' own Unsubscribe button. */
  unsubscribeUrl?: string
  /** Files sent with the message (a session's calendar file). */
  attachments?: EmailAttachment[]
}

export interface EmailAttachment {
  filename: string
  content: string
  contentType: string
}

export interface OutboxEntry {
  id: string
  to: string
  subject: string
  text: string
  /** The HTML part, as the reader's mail program shows it. */
  html: string
  sentAt: string
  /** The names and types of the files sent with it. */
  attachments?: Array<{ filename: string; contentType: string }>
}

export interface Mailer {
  kind: 'smtp' | 'outbox'
  send(email: OutgoingEmail): Promise<void>
  /** Messages kept in the local outbox, newest first (empty when sending over SMTP). */
  listOutbox(): Promise<OutboxEntry[]>
  readOutbox(id: string): Promise<OutboxEntry | null>
}

const safeId = (key: string) => key.replace(/[^\w-]+/g, '_').slice(0, 180)

/**
 * SMTP when smtpUrl is set; otherwise a local outbox that renders each message with nodemailer
 * exactly as SMTP would send it and stores it as an .eml file (plus a JSON index entry holding its
 * text and HTML parts, for admins and tests to read).
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; appName?: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const outboxDir = path.resolve(options.outboxDir)
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost'
  // The brand each email's HTML part carries: the app's name, else the sender's display name.
  const appName = options.appName ?? options.from.match(/^\s*"?([^"<]+?)"?\s*</)?.[1] ?? 'Harambee'

  async function readEntry(id: string): Promise<OutboxEntry | null> {
    if (!/^[\w-]+$/.test(id)) return null
    const raw = await readFile(path.join(outboxDir, `${id}.json`), 'utf8').catch(() => null)
    return raw ? (JSON.parse(raw) as OutboxEntry) : null
  }

  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    async send(email) {
      const html = await renderEmailHtml(email, { appName })
      const info = await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html,
        messageId: email.idempotencyKey ? `<${safeId(email.idempotencyKey)}@${domain}>` : undefined,
        list: email.unsubscribeUrl ? { unsubscribe: { url: email.unsubscribeUrl, comment: 'Unsubscribe' } } : undefined,
        headers: email.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
        attachments: email.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      })
      if (options.smtpUrl) return
      const sentAt = new Date().toISOString()
      const id = email.idempotencyKey ? `k-${safeId(email.idempotencyKey)}` : `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`
      await mkdir(outboxDir, { recursive: true })
      const entry: OutboxEntry = { id, to: email.to, subject: email.subject, text: email.text, html, sentAt }
      if (email.attachments?.length) entry.attachments = email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType }))
      // Written to temporary names and renamed, so a crash never leaves half a message behind.
      const tmp = path.join(outboxDir, `.${id}.${process.pid}.tmp`)
      await writeFile(`${tmp}.eml`, (info as unknown as { message: Buffer }).message)
      await rename(`${tmp}.eml`, path.join(outboxDir, `${id}.eml`))
      await writeFile(`${tmp}.json`, JSON.stringify(entry))
      await rename(`${tmp}.json`, path.join(outboxDir, `${id}.json`))
    },
    async listOutbox() {
      const files = await readdir(outboxDir).catch(() => [] as string[])
      const entries = await Promise.all(files.filter((f) => f.endsWith('.json') && !f.startsWith('.')).map((f) => readEntry(f.slice(0, -5))))
      return entries.filter((e): e is OutboxEntry => e !== null).sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id))
    },
    readOutbox: readEntry,
  }
}
