import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { API_KEY_NAME_MAX } from '../../app/catalog/text-limits.ts'
import { funderAccessApplications, funderAccessKeys, organizations } from '../../app/db/schema/index.ts'
import { FUNDER_ACCESS_LIMITS } from '../../app/domain/funder-access/funder-access-limits.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the forms of issue 26 §4–5 (ADR 063), generated like the other bad-input suites
 * (tests/support/bad-input.ts): the funder-access application, the name of a funder's key, staff's
 * reason for declining, and the directory listing choice on the public profile settings. A refusal
 * names the field's problem, keeps what was typed and writes nothing.
 */
let server: TestServer
let applicant: TestClient
let approved: TestClient
let admin: TestClient
let applicantId: string
let approvedApplicationId: string
let waitingId: string
let ownerOrgId: string
let owner: TestClient

beforeAll(async () => {
  server = await startTestServer()
  applicant = await newMember(server, { name: 'Bad Input Applicant', email: 'funder-bad@example.org' })
  applicantId = (await organizationOf(server, 'funder-bad@example.org')).userId
  approved = await newMember(server, { name: 'Approved Funder', email: 'funder-ok@example.org' })
  const approvedUser = (await organizationOf(server, 'funder-ok@example.org')).userId
  const base = { name: 'Approved Funder', funderOrganization: 'Test Approved Fund', website: 'https://fund.example.org', country: 'FR', purpose: 'Due diligence on our grantees each year.' }
  ;[{ id: approvedApplicationId }] = await server.services.db
    .insert(funderAccessApplications)
    .values({ ...base, userId: approvedUser, status: 'approved', decidedAt: new Date() })
    .returning({ id: funderAccessApplications.id })
  await newMember(server, { name: 'Waiting Funder', email: 'funder-wait@example.org' })
  ;[{ id: waitingId }] = await server.services.db
    .insert(funderAccessApplications)
    .values({ ...base, funderOrganization: 'Test Waiting Fund', userId: (await organizationOf(server, 'funder-wait@example.org')).userId })
    .returning({ id: funderAccessApplications.id })
  admin = await signedInAdmin(server, 'funder-staff@example.org')
  owner = await newMember(server, { name: 'Directory Owner', email: 'listing-bad@example.org', orgName: 'Listing Test Org' })
  ownerOrgId = (await organizationOf(server, 'listing-bad@example.org')).id
})
afterAll(async () => {
  console.log(`bad-input (funder access): ${casesRun()} generated cases run`)
  await server?.close()
})

describe('The funder-access application refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    line('name', t('funderAccess.name'), 'Grace Mensah', FUNDER_ACCESS_LIMITS.name, t('funderAccess.tooLong', { max: FUNDER_ACCESS_LIMITS.name }), t('funderAccess.nameRequired')),
    line(
      'funderOrganization',
      t('funderAccess.funderOrganization'),
      'Test Savanna Foundation',
      FUNDER_ACCESS_LIMITS.funderOrganization,
      t('funderAccess.tooLong', { max: FUNDER_ACCESS_LIMITS.funderOrganization }),
      t('funderAccess.funderOrganizationRequired'),
    ),
    {
      name: 'website',
      kind: 'url',
      valid: 'https://savanna.example.org',
      max: 2000,
      maxMessage: t('funderAccess.websiteInvalid'),
      format: t('funderAccess.websiteInvalid'),
      required: t('funderAccess.websiteInvalid'),
    },
    choice('country', 'GB', t('funderAccess.countryRequired'), t('funderAccess.countryRequired')),
    lines(
      'purpose',
      t('funderAccess.purpose'),
      'Due diligence on applicants to our fund.',
      FUNDER_ACCESS_LIMITS.purpose.max,
      t('funderAccess.tooLong', { max: FUNDER_ACCESS_LIMITS.purpose.max }),
      t('funderAccess.purposeShort', { min: FUNDER_ACCESS_LIMITS.purpose.min }),
    ),
  ]
  // Each case starts with no application, so an accepted one is the only row and a refusal leaves none.
  const rows = () => server.services.db.select().from(funderAccessApplications).where(eq(funderAccessApplications.userId, applicantId))
  describeForm(
    formSpec(
      () => applicant,
      'funder-access application',
      () => '/funder-access',
      { intent: 'apply' },
      fields,
      {
        snapshot: async () => {
          await server.services.db.delete(funderAccessApplications).where(eq(funderAccessApplications.userId, applicantId))
          return rows()
        },
        stored: async (field) => ((await rows())[0] as Record<string, unknown> | undefined)?.[field],
      },
    ),
    fields,
  )
})

describe('The key name refuses bad input', () => {
  const fields: FieldSpec[] = [
    line('keyName', t('funderAccess.keyName'), 'Due diligence server', API_KEY_NAME_MAX, t('funderAccess.tooLong', { max: API_KEY_NAME_MAX }), t('funderAccess.keyNameRequired')),
  ]
  const keys = () => server.services.db.select().from(funderAccessKeys).where(eq(funderAccessKeys.applicationId, approvedApplicationId)).orderBy(desc(funderAccessKeys.createdAt))
  describeForm(
    formSpec(
      () => approved,
      'funder key',
      () => '/funder-access',
      { intent: 'createKey' },
      fields,
      {
        // Each case starts with no key, so the limit on keys never refuses an accepted name.
        snapshot: async () => {
          await server.services.db.delete(funderAccessKeys).where(eq(funderAccessKeys.applicationId, approvedApplicationId))
          return keys()
        },
        stored: async () => (await keys())[0]?.name,
        accepted: [200],
      },
    ),
    fields,
  )
})

describe('A decline’s reason refuses bad input, leaving the application waiting', () => {
  const fields: FieldSpec[] = [
    {
      ...lines(
        'reason',
        t('funderAccess.admin.reason'),
        'Not a registered funder.',
        1000,
        t('funderAccess.admin.reasonRequired', { min: 5, max: 1000 }),
        t('funderAccess.admin.reasonRequired', { min: 5, max: 1000 }),
      ),
      refusalsOnly: true,
    },
  ]
  describeForm(
    formSpec(
      () => admin,
      'funder-access decline',
      () => '/admin/funder-access',
      () => ({ intent: 'decline', id: waitingId }),
      fields,
      {
        snapshot: async () => (await server.services.db.select().from(funderAccessApplications).where(eq(funderAccessApplications.id, waitingId)))[0],
      },
    ),
    fields,
  )
})

describe('The directory listing choice refuses what is not its tick box', () => {
  const fields: FieldSpec[] = [choice('listed', 'on', t('publicProfile.badChoice'))]
  describeForm(
    formSpec(
      () => owner,
      'directory listing',
      () => '/profile/public',
      { intent: 'directory' },
      fields,
      {
        snapshot: async () => (await server.services.db.select({ optOut: organizations.directoryOptOut }).from(organizations).where(eq(organizations.id, ownerOrgId)))[0],
      },
    ),
    fields,
  )
})
