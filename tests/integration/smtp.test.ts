import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GOOD_PASSWORD } from '../support/accounts.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

const received: Array<{ from: string; to: string[]; data: string }> = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = ''
    stream.on('data', (chunk: Buffer) => (data += chunk))
    stream.on('end', () => {
      received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data })
      callback()
    })
  },
})
let server: TestServer

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Harambee <hello@harambee.example>' } })
})
afterAll(async () => {
  await server?.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('Email over SMTP', () => {
  it('delivers the sign-up verification email to the SMTP server instead of the outbox', async () => {
    const client = server.client()
    await client.post('/auth', { intent: 'signup', name: 'Smtp Member', email: 'smtp.member@example.org', password: GOOD_PASSWORD })
    expect(received).toHaveLength(1)
    const [message] = received
    expect(message.from).toBe('hello@harambee.example')
    expect(message.to).toEqual(['smtp.member@example.org'])
    expect(message.data).toContain('Subject: Verify your email for Harambee')
    const link = message.data
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(/http:\/\/\S+verify-email\S+/)![0]
    expect(await server.services.mailer.listOutbox()).toEqual([])
    // The delivered link works.
    const verify = await client.get(link)
    expect(verify.status).toBe(302)
    expect(verify.headers.get('Location')).toMatch(/\/dashboard$/)
  })
})
