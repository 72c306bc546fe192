import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string
}

export interface OutboxEntry {
  id: string
  to: string
  subject: string
  text: string
  sentAt: string
}

export interface Mailer {
  kind: 'smtp' | 'outbox'
  send(email: OutgoingEmail): Promise<void>
  /** Messages kept in the local outbox, newest first (empty when sending over SMTP). */
  listOutbox(): Promise<OutboxEntry[]>
  readOutbox(id: string): Promise<OutboxEntry | null>
}

/**
 * SMTP when smtpUrl is set; otherwise a local outbox that renders each message with nodemailer
 * exactly as SMTP would send it and stores it as an .eml file (plus a JSON index entry).
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const outboxDir = path.resolve(options.outboxDir)

  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    async send(email) {
      const info = await transport.sendMail({ from: options.from, ...email })
      if (options.smtpUrl) return
      const sentAt = new Date().toISOString()
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`
      await mkdir(outboxDir, { recursive: true })
      await writeFile(path.join(outboxDir, `${id}.eml`), (info as unknown as { message: Buffer }).message)
      const entry: OutboxEntry = { id, to: email.to, subject: email.subject, text: email.text, sentAt }
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(entry))
    },
    async listOutbox() {
      const files = await readdir(outboxDir).catch(() => [] as string[])
      const ids = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort().reverse()
      const entries = await Promise.all(ids.map((id) => this.readOutbox(id)))
      return entries.filter((e): e is OutboxEntry => e !== null)
    },
    async readOutbox(id) {
      if (!/^[\w-]+$/.test(id)) return null
      const raw = await readFile(path.join(outboxDir, `${id}.json`), 'utf8').catch(() => null)
      return raw ? (JSON.parse(raw) as OutboxEntry) : null
    },
  }
}
