import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { discoveredGrantsQueue, grants } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { discoverySource, queuedGrant } from '../support/discovery-queue.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the review form of a discovered grant (/taf-admin/discovered/:id), generated from
 * the table below (see tests/support/bad-input.ts): the admin grant form's fields and rules, plus
 * the amounts, currency and rolling deadline the discovery queue keeps. Accepted input is saved
 * (not published), so the row stays open for the next case.
 */
let server: TestServer
let admin: TestClient
let rowId: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server)
  const source = await discoverySource(server)
  ;({ id: rowId } = await queuedGrant(server, source.id, { title: 'Bad Input Discovered Fund' }))
})
afterAll(async () => {
  console.log(`bad-input (discovered grant review): ${casesRun()} generated cases run`)
  await server?.close()
})

const row = async () => (await server.services.db.select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.id, rowId)))[0]
const snapshot = async () => ({ row: await row(), grants: (await server.services.db.select({ id: grants.id }).from(grants)).length })
const amount = (name: string, label: string, valid: string): FieldSpec => ({
  name,
  kind: 'amount',
  valid,
  format: t('discovery.grant.amountInvalid'),
  tooLarge: t('validation.amountTooLarge', { field: label }),
  keep: true,
})

const FIELDS: FieldSpec[] = [
  line('title', t('admin.grantTitle'), 'Rural Water Fund', 200, t('admin.grantTitleMax'), t('admin.grantTitleMin')),
  line('funderName', t('discovery.grant.funder'), 'Okavango Trust', 200, t('discovery.grant.funderMax')),
  lines('description', t('admin.grantDescription'), 'Boreholes and water committees in rural areas.', 2000, t('admin.grantDescriptionMax'), t('admin.grantDescriptionMin')),
  line('fundingAmount', t('admin.grantAmount'), 'Up to KES 500,000', 100, t('admin.grantAmountMax')),
  amount('amountMin', t('discovery.grant.amountMin'), '1000'),
  // Left empty, so a large minimum is not refused for being above the maximum.
  amount('amountMax', t('discovery.grant.amountMax'), ''),
  choice('currency', 'KES', t('discovery.grant.currencyInvalid')),
  { name: 'deadline', kind: 'date', valid: '2099-06-30', format: t('admin.grantDeadlineInvalid') },
  choice('isRolling', 'on', t('discovery.grant.rollingInvalid')),
  line('countryScope', t('admin.grantCountryScope'), 'Botswana', 100, t('admin.grantCountryScopeMax')),
  { name: 'applicationUrl', kind: 'url', valid: 'https://okavango.example.org/apply', max: 2000, maxMessage: t('admin.grantUrlInvalid'), format: t('admin.grantUrlInvalid') },
  // Who may apply (issue 25 §6): a kind of applicant, foreign applicants yes / no, a country applicants are registered in.
  choice('applicantTypes', 'university', t('discovery.grant.choiceInvalid')),
  choice('foreignApplicants', 'no', t('discovery.grant.choiceInvalid')),
  choice('eligibleCountries', 'KE', t('discovery.grant.choiceInvalid')),
  // Left out, a grant is in English.
  choice('language', 'fr', t('admin.grantLanguageInvalid')),
]

describe('The review form of a discovered grant refuses bad input field by field', () => {
  describe('saving a discovered grant', () => {
    describeForm(
      formSpec(
        () => admin,
        'discovered-save',
        () => `/taf-admin/discovered/${rowId}`,
        { intent: 'save' },
        FIELDS,
        {
          snapshot,
          stored: async (field) => ((await row()) as Record<string, unknown>)[field],
          get shownAt() {
            return `/taf-admin/discovered/${rowId}`
          },
        },
      ),
      FIELDS,
    )
  })
  describe('rejecting a discovered grant', () => {
    const fields = [
      { ...lines('reason', t('discovery.grant.rejectReason'), 'Not a real call', 1000, t('discovery.grant.rejectReasonMax'), t('discovery.grant.rejectReasonRequired')), refusalsOnly: true },
    ]
    describeForm(
      formSpec(
        () => admin,
        'discovered-reject',
        () => `/taf-admin/discovered/${rowId}`,
        { intent: 'reject' },
        fields,
        { snapshot },
      ),
      fields,
    )
  })
})
