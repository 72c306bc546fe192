import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { organizationVerifications } from '../../app/db/schema/index.ts'
import { refreshScreeningLists } from '../../app/domain/screening/refresh-screening-lists.server.ts'
import { FLASH_COOKIE } from '../../app/flash.server.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import type { DatabaseTemplate } from '../support/database-template.ts'
import { inlineJobServices } from '../support/jobs.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { approveWithTwoReviewers as approveOverHttp, STANDARD_STEPS, submitStandardApplication } from '../support/verification.ts'
import { approveWithTwoReviewers, DATABASE_TEMPLATE_ENV, hydrated, seen } from './support.ts'

/**
 * Issue 26's screening journey in Chromium: an organization whose board lists a name on the UN
 * list (a real extract, tests/fixtures/screening) is flagged at submission; the reviewer sees the
 * match and its reasons, clears the namesake with a reason, and two reviewers approve. A later
 * update of the list names a person of another verified organization: its badge check then says
 * "under review", and so does the signed statement.
 */
const UN_LIST = path.join(import.meta.dirname, '../fixtures/screening/un-consolidated.xml')
/** The UN list before James Nyakuni (CDi.025) was listed: the real extract without that entry. */
function earlierUnList() {
  const xml = readFileSync(UN_LIST, 'utf8')
  const entry = xml.match(/<INDIVIDUAL>(?:(?!<\/INDIVIDUAL>)[\s\S])*?<REFERENCE_NUMBER>CDi\.025<\/REFERENCE_NUMBER>[\s\S]*?<\/INDIVIDUAL>\s*/)
  if (!entry) throw new Error('CDi.025 is not in the UN extract')
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'un-list-')), 'consolidated.xml')
  writeFileSync(file, xml.replace(entry[0], ''))
  return file
}
const leadership = (person: Record<string, string>) => ({ ...STANDARD_STEPS[3], ...Object.fromEntries(Object.entries(person).map(([k, v]) => [`officers.0.${k}`, v])) })

let server: TestServer
let browser: Browser
let first: TestClient
let second: TestClient
let flagged: number
let verified: number
let code = ''
const contexts: BrowserContext[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  const template = process.env[DATABASE_TEMPLATE_ENV]
  server = await startTestServer(template ? { template: JSON.parse(template) as DatabaseTemplate } : {})
  first = await signedInAdmin(server, 'rita@harambee.example', 'Rita Reviewer')
  second = await signedInAdmin(server, 'sam@harambee.example', 'Sam Second')
  await refreshScreeningLists(inlineJobServices(server), { lists: ['un'], sources: { un: [earlierUnList()] } })
})
test.beforeAll(async () => {
  // Ruwenzori Water Trust, verified before the list named its chair.
  const trust = await newMember(server, { name: 'Ruth Mwale', email: 'ruth@ruwenzori.example.org', orgName: 'Ruwenzori Water Trust' })
  ;({ id: verified } = await submitStandardApplication(server, trust, {}, undefined, leadership({ name: 'James Nyakuni', role: 'Chair', nationality: 'UG', publish: 'on' })))
  await approveOverHttp(server, first, second, verified)
  const stored = (await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, verified)))[0].checkCode!
  code = `${stored.slice(0, 4)}-${stored.slice(4, 8)}-${stored.slice(8)}`
  // Lake Kivu Farmers: its treasurer shares a name with a man on the UN list.
  const farmers = await newMember(server, { name: 'Grace Banda', email: 'grace@kivu.example.org', orgName: 'Lake Kivu Farmers' })
  ;({ id: flagged } = await submitStandardApplication(server, farmers, {}, undefined, leadership({ name: 'Eric Badege', role: 'Treasurer', nationality: '', birthYear: '1985' })))
  await inlineJobServices(server).enqueue('verification-checks.run', { verificationId: flagged })
})
test.afterAll(async () => {
  for (const context of contexts) await context.close()
  await server?.close()
})

/** A page signed in as a test client (its session cookie), JavaScript on. */
async function pageAs(client: TestClient | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
  contexts.push(context)
  if (client) {
    const jar = (client as unknown as { cookies: Map<string, string> }).cookies
    await context.addCookies([...jar].filter(([name]) => name !== FLASH_COOKIE).map(([name, value]) => ({ name, value, url: server.url })))
  }
  return context.newPage()
}

test.describe('Sanctions screening', () => {
  test('a board member on the UN list is flagged at submission, with the reasons, and the reviewer clears the namesake', async () => {
    const reviewer = await pageAs(first)
    await reviewer.goto(`${server.url}/admin/verifications/${flagged}`)
    await hydrated(reviewer)
    const screening = reviewer.getByTestId('screening')
    await expect(screening.getByText('Treasurer: Eric Badege')).toBeVisible()
    await expect(screening.getByText(/Listed: ERIC BADEGE \(UN Security Council Consolidated List, entry CDi\.001\)/i)).toBeVisible()
    await expect(screening.getByText('Year of birth differs: 1971 listed, 1985 given')).toBeVisible()
    await expect(reviewer.getByTestId('approval-blocks')).toContainText('Clear or confirm each possible sanctions match first (1 waiting).')
    await screening.getByLabel('Your reason').fill('Born 1985 in Bukavu (passport seen); the listed Eric Badege was born 1971.')
    await screening.getByRole('button', { name: 'Not the same: clear' }).click()
    await reviewer.getByText('Match cleared.').first().waitFor()
    await expect(screening.getByText('Cleared: not the listed person or organization').first()).toBeVisible()
  })

  test('two reviewers then approve it', async () => {
    const reviewer = await pageAs(first)
    await reviewer.goto(`${server.url}/admin/verifications/${flagged}`)
    await hydrated(reviewer)
    const other = await pageAs(second)
    await approveWithTwoReviewers(reviewer, other, {
      notApplying: 'Confirmed by other means during the review.',
      layer2: 'Visited the cooperative in Bukavu; met the treasurer and saw the books.',
      layer3: 'Registry entry and two references confirmed by a second reviewer.',
    })
    const [row] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, flagged))
    expect(row.verificationStatus).toBe('approved')
  })

  test('a later list update puts another verified organization’s badge under review, on its check page and in the signed statement', async () => {
    const funder = await pageAs(null)
    await funder.goto(`${server.url}/verify/${code}`)
    await expect(funder.locator('[data-state]')).toHaveAttribute('data-state', 'valid')
    // What a funder reads beside the badge: the last screening, and the officers the trust chose to publish.
    await expect(funder.getByTestId('screened')).toContainText('Last screened against the UN, US, EU and UK sanctions lists on')
    await expect(funder.getByRole('listitem').filter({ hasText: 'James Nyakuni' })).toContainText('Chair')

    await refreshScreeningLists(inlineJobServices(server), { lists: ['un'], sources: { un: [UN_LIST] } })

    await funder.goto(`${server.url}/verify/${code}`)
    await expect(funder.locator('[data-state]')).toHaveAttribute('data-state', 'under_review')
    expect(seen(await funder.locator('#badge-state').textContent())).toContain('Under review since')
    const check = await (await funder.request.get(`${server.url}/verify/${code}.json`)).json()
    expect(check.state).toBe('under_review')
    const payload = JSON.parse(Buffer.from(check.statement.split('.')[1], 'base64url').toString('utf8'))
    expect(payload).toMatchObject({ status: 'under_review', organization: { name: 'Ruwenzori Water Trust' } })
  })
})
