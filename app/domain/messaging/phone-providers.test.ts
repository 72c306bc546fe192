import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAfricasTalkingProvider, parseAfricasTalkingCost } from './africastalking-provider.server.ts'
import { createOutboxProvider, OUTBOX_SIGNATURE_HEADER, signOutboxPayload } from './outbox-provider.server.ts'
import { createTwilioProvider, TWILIO_SIGNATURE_HEADER, twilioSignature } from './twilio-provider.server.ts'
import { createWhatsAppProvider, signWhatsAppPayload, WHATSAPP_SIGNATURE_HEADER } from './whatsapp-provider.server.ts'

// Real payloads from public repositories: tests/fixtures/messaging/README.md names each one's source.
const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/messaging', name), 'utf8')

/** A local stand-in of a provider's API: answers each request with a recorded response and keeps what it was sent. */
let api: { url: string; requests: Array<{ path: string; headers: IncomingMessage['headers']; body: string }>; respond: { status: number; body: string } }
let close: () => void
beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      api.requests.push({ path: req.url ?? '', headers: req.headers, body })
      res.writeHead(api.respond.status, { 'Content-Type': 'application/json' }).end(api.respond.body)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  api = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: [], respond: { status: 200, body: '{}' } }
  close = () => server.close()
})
afterAll(() => close())

const message = {
  key: 'reminder:u1:g1:7:whatsapp',
  to: '+254712345678',
  language: 'sw' as const,
  template: 'reminder' as const,
  params: ['Ruzuku ya Maji', '7', '5 Des 2026', 'https://example.org/grant/1'],
  text: 'Harambee: ...',
}

describe('WhatsApp (Meta Cloud API)', () => {
  const secret = 'meta-app-secret'
  const whatsapp = () => createWhatsAppProvider({ accessToken: 'EAAG-token', phoneNumberId: '106540352242922', appSecret: secret, verifyToken: 'verify-me', apiBase: api.url })

  it('sends the approved template in the member’s language, with its parameters, and keeps the message id Meta answers with', async () => {
    api.requests = []
    api.respond = { status: 200, body: fixture('whatsapp-send-response.json') }
    const sent = await whatsapp().send(message)
    expect(sent.providerMessageId).toBe('wamid.ID')
    const [request] = api.requests
    expect(request.path).toBe('/v21.0/106540352242922/messages')
    expect(request.headers.authorization).toBe('Bearer EAAG-token')
    const body = JSON.parse(request.body)
    expect(body).toMatchObject({ messaging_product: 'whatsapp', to: '254712345678', type: 'template', template: { name: 'harambee_deadline_reminder', language: { code: 'sw' } } })
    expect(body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual(message.params)
    // The same shape as a real template request (nyaruka/courier's).
    const real = JSON.parse(fixture('whatsapp-template-request.json'))
    expect(Object.keys(real.template).filter((k) => k !== 'namespace')).toEqual(expect.arrayContaining(['name', 'language', 'components']))
  })

  it('says so when Meta refuses', async () => {
    api.respond = { status: 400, body: JSON.stringify({ error: { message: '(#132001) Template name does not exist in the translation' } }) }
    await expect(whatsapp().send(message)).rejects.toThrow('Template name does not exist')
  })

  it('reads a signed inbound message and a status update; refuses a forged or altered one', () => {
    const inbound = fixture('whatsapp-inbound-text.json')
    const check = whatsapp().verifyWebhook({ rawBody: inbound, headers: new Headers({ [WHATSAPP_SIGNATURE_HEADER]: signWhatsAppPayload(secret, inbound) }), url: 'https://example.org/x' })
    expect(check).toEqual({ verified: true, events: [{ type: 'reply', channel: 'whatsapp', id: 'wamid.ABGGFlCGg0cvAgo6cHbBhfK5760V', from: '+15550483222', text: 'Hello, this is a test message!' }] })
    const status = fixture('whatsapp-status.json')
    expect(whatsapp().verifyWebhook({ rawBody: status, headers: new Headers({ [WHATSAPP_SIGNATURE_HEADER]: signWhatsAppPayload(secret, status) }), url: '' })).toEqual({
      verified: true,
      events: [{ type: 'status', providerMessageId: 'external_id', status: 'sent', error: undefined }],
    })
    expect(whatsapp().verifyWebhook({ rawBody: inbound, headers: new Headers({ [WHATSAPP_SIGNATURE_HEADER]: signWhatsAppPayload('another-secret', inbound) }), url: '' })).toEqual({ verified: false })
    expect(
      whatsapp().verifyWebhook({ rawBody: inbound.replace('test message', 'STOP'), headers: new Headers({ [WHATSAPP_SIGNATURE_HEADER]: signWhatsAppPayload(secret, inbound) }), url: '' }),
    ).toEqual({ verified: false })
    expect(whatsapp().verifyWebhook({ rawBody: inbound, headers: new Headers(), url: '' })).toEqual({ verified: false })
  })

  it('answers Meta’s registration check only with the right token', () => {
    expect(whatsapp().handshake!(new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' }))).toBe('1158201444')
    expect(whatsapp().handshake!(new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1158201444' }))).toBeNull()
  })
})

describe("SMS through Africa's Talking", () => {
  const at = () => createAfricasTalkingProvider({ username: 'harambee', apiKey: 'atsk_key', webhookToken: 'a-long-callback-token', apiBase: api.url })

  it('sends the text and records the cost Africa’s Talking reports', async () => {
    api.requests = []
    api.respond = { status: 201, body: fixture('africastalking-send-response.json') }
    const sent = await at().send({ ...message, channel: 'sms' } as never)
    expect(sent).toEqual({ providerMessageId: 'ATXid_09b5a410fd2f388a06f152f56ce95801', cost: { amount: '0.8000', currency: 'KES' } })
    const [request] = api.requests
    expect(request.path).toBe('/version1/messaging')
    expect(request.headers.apikey).toBe('atsk_key')
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ username: 'harambee', to: '+254712345678', message: 'Harambee: ...' })
    expect(parseAfricasTalkingCost('USD 0.0079')).toEqual({ amount: '0.0079', currency: 'USD' })
  })

  it('reads incoming messages and delivery reports only with the callback token', () => {
    const url = 'https://example.org/api/messaging/webhook/africastalking?token=a-long-callback-token'
    expect(at().verifyWebhook({ rawBody: fixture('africastalking-inbound.txt'), headers: new Headers(), url })).toEqual({
      verified: true,
      events: [{ type: 'reply', channel: 'sms', id: 'ec9adc86-51d5-4bc8-8eb0-d8ab0bb53dc3', from: '+254791541111', text: 'Msg' }],
    })
    expect(at().verifyWebhook({ rawBody: fixture('africastalking-delivery.txt'), headers: new Headers(), url })).toEqual({
      verified: true,
      events: [{ type: 'status', providerMessageId: 'ATXid_dda018a640edfcc5d2ce455de3e4a6e7', status: 'delivered', error: undefined }],
    })
    expect(at().verifyWebhook({ rawBody: fixture('africastalking-inbound.txt'), headers: new Headers(), url: url.replace('a-long', 'b-long') })).toEqual({ verified: false })
    expect(at().verifyWebhook({ rawBody: fixture('africastalking-inbound.txt'), headers: new Headers(), url: 'https://example.org/api/messaging/webhook/africastalking' })).toEqual({ verified: false })
  })
})

describe('SMS through Twilio', () => {
  it('signs as twilio-node’s own test vector says', () => {
    const vector = JSON.parse(fixture('twilio-signature-vector.json')).form_params_vector
    expect(twilioSignature(vector.auth_token, vector.url, new URLSearchParams(vector.params))).toBe(vector.expected_signature)
  })

  const twilio = () =>
    createTwilioProvider({
      accountSid: 'AC7ef44158dbb01b972d64d7e5c851c8d7',
      authToken: 'twilio-token',
      from: '+13177933221',
      statusCallback: 'https://example.org/api/messaging/webhook/twilio',
      apiBase: api.url,
    })

  it('sends the text with its delivery callback', async () => {
    api.requests = []
    api.respond = { status: 201, body: fixture('twilio-send-response.json') }
    const sent = await twilio().send(message)
    expect(sent.providerMessageId).toMatch(/^SM/)
    const [request] = api.requests
    expect(request.path).toBe('/2010-04-01/Accounts/AC7ef44158dbb01b972d64d7e5c851c8d7/Messages.json')
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('AC7ef44158dbb01b972d64d7e5c851c8d7:twilio-token').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(request.body))).toMatchObject({ To: '+254712345678', From: '+13177933221', StatusCallback: 'https://example.org/api/messaging/webhook/twilio' })
  })

  it('reads a signed incoming SMS and a status callback; refuses one signed for another URL', () => {
    const url = 'https://example.org/api/messaging/webhook/twilio'
    const signed = (body: string, at = url) => new Headers({ [TWILIO_SIGNATURE_HEADER]: twilioSignature('twilio-token', at, new URLSearchParams(body)) })
    const inbound = fixture('twilio-inbound-sms.txt')
    expect(twilio().verifyWebhook({ rawBody: inbound, headers: signed(inbound), url })).toEqual({
      verified: true,
      events: [{ type: 'reply', channel: 'sms', id: 'SMa741ddeb574e5dda5516c73417fcd28a', from: '+13177592786', text: 'Hi there from Twilio' }],
    })
    const status = fixture('twilio-status-callback.txt')
    expect(twilio().verifyWebhook({ rawBody: status, headers: signed(status), url })).toEqual({
      verified: true,
      events: [{ type: 'status', providerMessageId: 'SM357343637', status: 'delivered', error: undefined }],
    })
    expect(twilio().verifyWebhook({ rawBody: inbound, headers: signed(inbound, 'https://evil.example/hook'), url })).toEqual({ verified: false })
  })
})

describe('The local outbox', () => {
  it('accepts only its own recent signature, so an old request cannot be replayed', () => {
    const outbox = createOutboxProvider('sms', 'outbox-secret')
    const body = JSON.stringify({ replies: [{ id: 'r1', channel: 'sms', from: '+254712345678', text: 'STOP' }] })
    expect(outbox.verifyWebhook({ rawBody: body, headers: new Headers({ [OUTBOX_SIGNATURE_HEADER]: signOutboxPayload('outbox-secret', body) }), url: '' })).toEqual({
      verified: true,
      events: [{ type: 'reply', channel: 'sms', id: 'r1', from: '+254712345678', text: 'STOP' }],
    })
    const old = Math.floor(Date.now() / 1000) - 3600
    expect(outbox.verifyWebhook({ rawBody: body, headers: new Headers({ [OUTBOX_SIGNATURE_HEADER]: signOutboxPayload('outbox-secret', body, old) }), url: '' })).toEqual({ verified: false })
    expect(outbox.verifyWebhook({ rawBody: body, headers: new Headers({ [OUTBOX_SIGNATURE_HEADER]: signOutboxPayload('other', body) }), url: '' })).toEqual({ verified: false })
  })
})
