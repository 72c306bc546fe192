import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { VERIFICATION_TIERS } from '../../app/catalog/verification.ts'
import { exchangeRates, organizations, profiles, organizationVerifications } from '../../app/db/schema/index.ts'
import { refreshExchangeRates } from '../../app/domain/exchange-rates/refresh-exchange-rates.server.ts'
import { refreshExchangeRatesJob } from '../../app/jobs/exchange-rates.server.ts'
import { createVerificationApplication, stepsOf } from '../../app/domain/verification/manage-verification.server.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 27 §5 (ADR 070): the day's exchange rates, read from the configured source through
 * safe-fetch and stored with their date and source; prices in the member's own currency beside the
 * US dollar ones, from stored rates only; and the ways to pay named at checkout.
 */
const FIXTURE_FILE = path.resolve(import.meta.dirname, '../fixtures/exchange-rates/open-er-api-latest-usd.json')
// A real answer of open.er-api.com/v6/latest/USD (tests/fixtures/exchange-rates/README.md), served as the source would.
const FIXTURE = readFileSync(FIXTURE_FILE, 'utf8')

let publisher: Server
let origin: string
let answer: { status: number; body: string } = { status: 200, body: FIXTURE }
const asked: string[] = []
let server: TestServer

beforeAll(async () => {
  publisher = createServer((req, res) => {
    asked.push(req.url ?? '')
    if (req.url !== '/v6/latest/USD') return void res.writeHead(404).end()
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(publisher.address() as AddressInfo).port}`
  server = await startTestServer()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await server?.close()
  await new Promise((resolve) => publisher?.close(resolve))
})

const refresh = () => refreshExchangeRates(server.services.db, { source: `${origin}/v6/latest/USD`, allowOrigins: [origin] })
const stored = () => server.services.db.select().from(exchangeRates).orderBy(desc(exchangeRates.id))

async function memberIn(email: string, country: string | null) {
  const member = await newMember(server, { email, orgName: `Organization ${email}` })
  await server.services.db
    .update(organizations)
    .set({ country })
    .where(eq(organizations.id, (await organizationOf(server, email)).id))
  return member
}

/** A page's text without the direction isolates (U+2066–U+2069) the messages put around their values, its no-break spaces (Intl's, between an amount and its currency) as spaces. */
const plain = (html: string) => html.replace(/[\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ')

async function pricingOf(member: { page(path: string): Promise<{ html: string }> }) {
  const html = plain((await member.page('/')).html)
  const pricing = html.slice(html.indexOf('id="pricing"'))
  return { localPrices: [...pricing.matchAll(/data-testid="local-price"[^>]*>([^<]*)</g)].map((m) => m[1]), notes: text(pricing.match(/data-testid="payment-notes"[\s\S]*?<\/div>/)?.[0] ?? '') }
}

describe('Prices in the member’s currency, before any rates are stored', () => {
  it('shows none, for a Kenyan organization’s member, and still says the charge is in US dollars and how they pay', async () => {
    expect(await stored()).toEqual([])
    const member = await memberIn('wanjiru@example.org', 'KE')
    const { localPrices, notes } = await pricingOf(member)
    expect(localPrices).toEqual([])
    expect(notes).toContain('You are charged in US dollars (USD).')
    expect(notes).toContain('Payments on this site go through its test checkout: it only simulates a payment, so no card or mobile money is asked for and no money moves.')
    expect(notes).not.toContain('indicative')
  })

  it('refreshes nothing without a configured source', async () => {
    vi.stubEnv('EXCHANGE_RATES_URL', '')
    expect(await refreshExchangeRates(server.services.db)).toEqual({ status: 'no-source' })
    expect(await stored()).toEqual([])
  })
})

describe('Refreshing the exchange rates', () => {
  it('reads the source’s answer through safe-fetch and stores the day’s rates with their date and source', async () => {
    expect(await refresh()).toMatchObject({ status: 'stored', date: '2024-08-19', currencies: 45 })
    expect(asked).toEqual(['/v6/latest/USD'])
    const [row] = await stored()
    expect(row).toMatchObject({ status: 'ok', source: `${origin}/v6/latest/USD`, ratesDate: '2024-08-19', error: null })
    expect(row!.rates).toMatchObject({ USD: 1, KES: 128.979169, NGN: 1589.504939 })
  })

  it('adds nothing when the same rates are read again', async () => {
    expect(await refresh()).toMatchObject({ status: 'unchanged', date: '2024-08-19' })
    expect(await stored()).toHaveLength(1)
  })

  it('keeps the last good rates when the source fails or answers something else, and records why', async () => {
    answer = { status: 503, body: 'Service Unavailable' }
    expect(await refresh()).toMatchObject({ status: 'failed', reason: 'download', detail: expect.stringContaining('HTTP 503') })
    answer = { status: 200, body: '{"result":"error","error-type":"unsupported-code"}' }
    expect(await refresh()).toMatchObject({ status: 'failed', reason: 'parse', detail: expect.stringContaining('unsupported-code') })
    answer = { status: 200, body: FIXTURE }
    const rows = await stored()
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed', 'ok'])
    expect(rows[0]!.error).toMatch(/^parse: /)
    expect(rows[1]!.error).toMatch(/^download: /)
    const { localPrices } = await pricingOf(await memberIn('otieno@example.org', 'KE'))
    expect(localPrices[0]).toBe('≈ KES 44,885 (indicative, rate of August 19, 2024)')
  })

  it('runs daily as a job that reads EXCHANGE_RATES_URL, here a saved answer on disk (offline)', async () => {
    expect(refreshExchangeRatesJob.cron).toBe('15 5 * * *')
    await server.services.db.delete(exchangeRates)
    vi.stubEnv('EXCHANGE_RATES_URL', FIXTURE_FILE)
    await refreshExchangeRatesJob.handler({}, inlineJobServices(server))
    expect(await stored()).toEqual([expect.objectContaining({ status: 'ok', source: FIXTURE_FILE, ratesDate: '2024-08-19' })])
  })
})

describe('Prices in the member’s currency, once rates are stored', () => {
  it('shows a Kenyan organization’s member each paid plan in shillings beside the dollars, indicative and dated', async () => {
    const { localPrices, notes } = await pricingOf(await memberIn('akinyi@example.org', 'KE'))
    // Pro is $348 and Premium $948 a year; 128.979169 shillings to the dollar on 19 August 2024.
    expect(localPrices).toEqual(['≈ KES 44,885 (indicative, rate of August 19, 2024)', '≈ KES 122,272 (indicative, rate of August 19, 2024)'])
    expect(notes).toContain('You are charged in US dollars (USD).')
    expect(notes).toContain('Amounts in Kenyan Shilling are indicative only, at the rate of August 19, 2024.')
  })

  it('speaks the member’s language, with the amount and date as that language writes them', async () => {
    const member = await memberIn('amina@example.org', 'SN')
    const [{ userId }] = [await organizationOf(server, 'amina@example.org')]
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, userId))
    const { localPrices, notes } = await pricingOf(member)
    expect(localPrices[0]).toBe('≈ 207 166 F CFA (indicatif, taux du 19 août 2024)')
    expect(notes).toContain('Le paiement est débité en dollars américains (USD).')
  })

  it('falls back to the member’s own country, and shows nothing where the currency has no rate or no country is known', async () => {
    const withProfileCountry = await memberIn('kwame@example.org', null)
    await server.services.db
      .update(profiles)
      .set({ country: 'GH' })
      .where(eq(profiles.userId, (await organizationOf(server, 'kwame@example.org')).userId))
    expect((await pricingOf(withProfileCountry)).localPrices[0]).toBe('≈ GHS 5,433 (indicative, rate of August 19, 2024)')
    // Zimbabwe's ZiG is not in the stored answer: no rate, no local price rather than a guess.
    expect((await pricingOf(await memberIn('tendai@example.org', 'ZW'))).localPrices).toEqual([])
    expect((await pricingOf(await memberIn('nowhere@example.org', null))).localPrices).toEqual([])
    // A signed-out visitor: the app knows no country for them.
    const visitor = (await server.client().page('/')).html
    expect(visitor).not.toContain('data-testid="local-price"')
    expect(visitor).not.toContain('data-testid="payment-notes"')
  })

  it('shows a Kenyan organization’s member each verification fee in shillings, on /get-verified and on the wizard’s Pay step, with how they would pay', async () => {
    const member = await memberIn('wairimu@example.org', 'KE')
    const shillings = (usd: number) => `≈ KES ${Math.round(usd * 128.979169).toLocaleString('en-US')} (indicative, rate of August 19, 2024)`
    const tiers = plain((await member.page('/get-verified')).html)
    expect([...tiers.matchAll(/data-testid="local-price"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(VERIFICATION_TIERS.map((tier) => shillings(tier.priceUsd)))
    expect(text(tiers.match(/data-testid="payment-notes"[\s\S]*?<\/div>/)![0])).toContain('Amounts in Kenyan Shilling are indicative only, at the rate of August 19, 2024.')
    // A draft on its last step, Pay: the fee in shillings beside the dollars, and how they would pay.
    const { id: organizationId, userId } = await organizationOf(server, 'wairimu@example.org')
    const opened = await createVerificationApplication(server.services.db, { organizationId, userId, tier: 'standard' })
    if (opened.kind !== 'opened') throw new Error(`No draft: ${opened.kind}`)
    const [application] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, opened.id))
    const steps = stepsOf(application)
    await server.services.db.update(organizationVerifications).set({ currentStep: steps.length }).where(eq(organizationVerifications.id, opened.id))
    const pay = plain((await member.page(`/verification-application/${opened.id}?step=${steps.length}`)).html)
    const standard = VERIFICATION_TIERS.find((tier) => tier.id === 'standard')!
    expect(pay).toContain(shillings(standard.priceUsd))
    expect(text(pay)).toContain('You are charged in US dollars (USD).')
    // A visitor is not shown local fees: the app knows no country for them.
    expect((await server.client().page('/get-verified')).html).not.toContain('data-testid="local-price"')
  })

  it('shows the amount due in shillings on the test checkout, which says it only simulates a payment', async () => {
    const member = await memberIn('njeri@example.org', 'KE')
    const start = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
    const checkout = { html: plain((await member.page(new URL(start.headers.get('Location')!).pathname)).html) }
    expect(checkout.html).toContain('≈ KES 44,885 (indicative, rate of August 19, 2024)')
    expect(text(checkout.html)).toContain('it only simulates a payment, so no card or mobile money is asked for')
    // Free, the billing page has nothing to pay for, so it names no price nor way to pay.
    expect(plain((await member.page('/billing')).html)).not.toContain('data-testid="payment-notes"')
    // Paid on the test checkout, Pro; upgrading to Premium now costs its price less Pro's unused part, shown in shillings too.
    expect((await member.post(new URL(start.headers.get('Location')!).pathname, { outcome: 'pay' })).status).toBe(303)
    const billing = plain((await member.page('/billing')).html)
    const upgrade = billing.match(/data-testid="change-premium"[\s\S]*?<\/li>/)![0]
    const due = Number(
      text(upgrade)
        .match(/for \$([\d,]+)/)![1]!
        .replace(',', ''),
    )
    expect(text(upgrade)).toContain(`≈ KES ${Math.round(due * 128.979169).toLocaleString('en-US')} (indicative, rate of August 19, 2024)`)
    expect(text(billing)).toContain('You are charged in US dollars (USD).')
    expect(text(billing)).toContain('Amounts in Kenyan Shilling are indicative only')
  })
})
