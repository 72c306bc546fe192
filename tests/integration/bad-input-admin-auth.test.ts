import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants, organizations, organizationVerifications, screeningMatches, session, user, userGrantSubmissions } from '../../app/db/schema/index.ts'
import { APPLICANT_TYPES } from '../../app/catalog/matching.ts'
import { t } from '../../app/i18n/index.ts'
import { GOOD_PASSWORD, signedInAdmin, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, formSpec, line, lines, sendForm, type FieldSpec, type FormSpec } from '../support/bad-input.ts'
import { formBody, selected, ticked } from '../support/form-values.ts'
import { grant } from '../support/grants.ts'
import { messages, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { submitStandardApplication } from '../support/verification.ts'

/**
 * Bad input on the admin forms and the account forms (issue 8, finding 5), generated from the
 * table below (see tests/support/bad-input.ts). Account forms are rate limited per address, so
 * every request comes from a client of its own.
 */
let server: TestServer
let admin: TestClient
let grantId: string
let submissionId: string
let verificationId: number
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Admin Bad Input Fund' })] })
  admin = await signedInAdmin(server)
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
  const member = await newMember(server, { email: 'admin-bad-input@example.org', orgName: 'Kampala Youth Works' })
  await member.post('/submit-grant', {
    title: 'Community Radio for Farmers Fund',
    description: 'Grants for community radio stations that broadcast market prices to farmers.',
    funderName: 'Sahel Media Trust',
    applicationUrl: 'https://sahel.example.org/apply',
  })
  ;[{ id: submissionId }] = await server.services.db.select({ id: userGrantSubmissions.id }).from(userGrantSubmissions)
  ;({ id: verificationId } = await submitStandardApplication(server, member))
})
afterAll(async () => {
  console.log(`bad-input (admin and account forms): ${casesRun()} generated cases run`)
  await server?.close()
})

const one = async <T>(rows: Promise<T[]>) => (await rows)[0]
const asAdmin = (name: string, path: () => string, base: Record<string, string> | (() => Record<string, string>), fields: FieldSpec[], rest: Omit<FormSpec, 'name' | 'send' | 'fields'>) =>
  formSpec(() => admin, name, path, base, fields, rest)

const GRANT_FIELDS: FieldSpec[] = [
  line('title', t('admin.grantTitle'), 'Rural Water Fund', 200, t('admin.grantTitleMax'), t('admin.grantTitleMin')),
  lines('description', t('admin.grantDescription'), 'Boreholes and water committees in rural areas.', 2000, t('admin.grantDescriptionMax'), t('admin.grantDescriptionMin')),
  line('source', t('admin.grantSource'), 'Okavango Trust', 200, t('admin.grantSourceMax'), t('admin.grantSourceRequired')),
  choice('sector', 'health', t('admin.grantSectorRequired'), t('admin.grantSectorRequired')),
  line('fundingAmount', t('admin.grantAmount'), 'Up to $50,000', 100, t('admin.grantAmountMax')),
  line('countryScope', t('admin.grantCountryScope'), 'Botswana', 100, t('admin.grantCountryScopeMax')),
  lines('eligibility', t('admin.grantEligibility'), 'Registered NGOs', 1000, t('admin.grantEligibilityMax')),
  { name: 'url', kind: 'url', valid: 'https://okavango.example.org', max: 2000, maxMessage: t('admin.grantUrlInvalid'), format: t('admin.grantUrlInvalid') },
  { name: 'deadline', kind: 'date', valid: '2027-06-30', format: t('admin.grantDeadlineInvalid') },
  // Left out, a grant is in English (a form from before the field existed).
  choice('language', 'fr', t('admin.grantLanguageInvalid')),
  // Who may apply (issue 25 §6): one ticked box, one choice, one country chosen; left out, not stated.
  choice('applicantTypes', 'university', t('admin.grantApplicantTypesInvalid')),
  choice('foreignApplicants', 'no', t('admin.grantForeignApplicantsInvalid')),
  choice('eligibleCountries', 'KE', t('admin.grantEligibleCountriesInvalid')),
]

describe('The admin grant form refuses bad input field by field', () => {
  describe('adding a grant', () => {
    describeForm(
      asAdmin('grant-new', () => '/admin/grants/new', {}, GRANT_FIELDS, {
        snapshot: async () => (await server.services.db.select({ id: grants.id }).from(grants)).length,
        stored: async (field) => ((await one(server.services.db.select().from(grants).orderBy(desc(grants.createdAt)).limit(1))) as Record<string, unknown>)[field],
      }),
      GRANT_FIELDS,
    )
  })
  describe('editing a grant', () => {
    const row = () => one(server.services.db.select().from(grants).where(eq(grants.id, grantId)))
    describeForm(
      asAdmin('grant-edit', () => `/admin/grants/${grantId}/edit`, {}, GRANT_FIELDS, {
        snapshot: async () => ({ row: await row(), count: (await server.services.db.select({ id: grants.id }).from(grants)).length }),
        stored: async (field) => ((await row()) as Record<string, unknown>)[field],
        get shownAt() {
          return `/admin/grants/${grantId}/edit`
        },
      }),
      GRANT_FIELDS,
    )
  })
})

describe('The admin grant form refuses who may apply outside the catalogues, keeping what was typed and chosen', () => {
  const valid = () => Object.fromEntries(GRANT_FIELDS.map((f) => [f.name, f.valid]))
  it.each([
    ['adding a grant', () => '/admin/grants/new'],
    ['editing a grant', () => `/admin/grants/${grantId}/edit`],
  ])('%s: an unknown applicant type and an unknown country code', async (_, path) => {
    const before = await server.services.db.select().from(grants).orderBy(grants.id)
    const response = await admin.post(
      path(),
      formBody({ ...valid(), title: 'Sahel Eligibility Fund', applicantTypes: ['university', 'spaceship'], foreignApplicants: 'yes', eligibleCountries: ['KE', 'XX'] }),
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toEqual([t('admin.grantApplicantTypesInvalid'), t('admin.grantEligibleCountriesInvalid')])
    // Beside each field too, and what was typed and chosen stays.
    expect(html).toContain(`id="applicantTypes-error" class="text-sm font-medium text-destructive">${t('admin.grantApplicantTypesInvalid')}`)
    expect(html).toContain(`id="eligibleCountries-error" class="text-sm font-medium text-destructive">${t('admin.grantEligibleCountriesInvalid')}`)
    expect(html).toContain('value="Sahel Eligibility Fund"')
    expect(APPLICANT_TYPES.filter((type) => ticked(html, 'applicantTypes', type))).toEqual(['university'])
    expect(selected(html, 'foreignApplicants')).toEqual(['yes'])
    expect(selected(html, 'eligibleCountries')).toEqual(['KE'])
    // Nothing is written.
    expect(await server.services.db.select().from(grants).orderBy(grants.id)).toEqual(before)
  })
})

describe('Admin decisions refuse bad notes and reasons', () => {
  describe('rejecting a submission', () => {
    const fields = [{ ...lines('reason', t('admin.rejectReason'), 'Not a real funder', 1000, t('admin.rejectReasonRequired'), t('admin.rejectReasonRequired')), refusalsOnly: true }]
    describeForm(
      asAdmin(
        'submission-reject',
        () => '/admin?tab=submissions',
        () => ({ intent: 'submission-reject', id: submissionId }),
        fields,
        {
          snapshot: () => server.services.db.select().from(userGrantSubmissions),
        },
      ),
      fields,
    )
  })
  describe('recording layer 2 of a verification (issue 23: its own form, its own reviewer)', () => {
    const fields = [{ ...lines('groundCheckNotes', t('review.layer2'), 'Visited the office on 3 March.', 4000, t('review.notesTooLong'), t('review.groundRequired')), refusalsOnly: true }]
    describeForm(
      asAdmin('verification-ground-check', () => `/admin/verifications/${verificationId}`, { intent: 'ground' }, fields, {
        snapshot: () => one(server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId))),
      }),
      fields,
    )
  })
  describe('clearing a possible sanctions match (the reviewer’s reason)', () => {
    let matchId = 0
    beforeAll(async () => {
      const [application] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId))
      // A possible match as screening keeps one (test data, not a list entry).
      ;[{ id: matchId }] = await server.services.db
        .insert(screeningMatches)
        .values({
          verificationId,
          organizationId: application.organizationId,
          subjectRole: 'officer',
          subjectName: 'Sarah Namuli',
          list: 'un',
          entryRef: 'TEST-0001',
          listedName: 'SARAH NAMULI',
          matchedName: 'SARAH NAMULI',
          score: 0.92,
          reasons: [{ id: 'screening.reason.sameName' }],
        })
        .returning({ id: screeningMatches.id })
    })
    const fields = [
      {
        ...lines('matchReason', t('screening.review.reason'), 'Born 1985, not 1971: passport seen.', 4000, t('screening.review.reasonTooLong'), t('screening.review.reasonRequired')),
        refusalsOnly: true,
      },
    ]
    describeForm(
      asAdmin(
        'screening-clear',
        () => `/admin/verifications/${verificationId}`,
        () => ({ intent: 'screening-clear', match: String(matchId) }),
        fields,
        {
          snapshot: () => server.services.db.select().from(screeningMatches).where(eq(screeningMatches.verificationId, verificationId)),
        },
      ),
      fields,
    )
  })
  describe('deciding a verification', () => {
    const fields = [
      { ...lines('crossValidationNotes', t('review.layer3'), 'Registry and references agree.', 4000, t('review.notesTooLong'), t('review.crossRequired')), refusalsOnly: true },
      { ...lines('reason', t('review.reason'), '', 4000, t('review.notesTooLong')), refusalsOnly: true },
    ]
    describeForm(
      asAdmin('verification-review', () => `/admin/verifications/${verificationId}`, { intent: 'approve' }, fields, {
        snapshot: () => one(server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId))),
      }),
      fields,
    )
  })
})

describe('Account forms refuse bad input field by field', () => {
  let n = 0
  const email: FieldSpec = {
    name: 'email',
    kind: 'email',
    valid: 'someone@example.org',
    max: 255,
    maxMessage: t('validation.emailTooLong'),
    format: t('validation.invalidEmail'),
    required: t('validation.invalidEmail'),
  }
  const accountForm = (name: string, path: string, base: () => Record<string, string>, fields: FieldSpec[], rest: Omit<FormSpec, 'name' | 'send' | 'fields'>) => (): FormSpec => ({
    name,
    fields,
    ...rest,
    send: (changes) => sendForm(server.client(), path, { ...base(), ...Object.fromEntries(fields.map((f) => [f.name, f.valid])), ...changes }),
  })
  describe('sign-up', () => {
    // Names are checked before better-auth is called, so a refused sign-up leaves no user behind.
    const fields: FieldSpec[] = [
      line('name', t('auth.fullName'), 'Wanjiru Kamau', 100, t('validation.nameMax'), t('validation.nameMin')),
      line('orgName', t('auth.orgName'), 'Jamii Trust', 200, t('validation.orgNameMax')),
      email,
    ]
    let last = ''
    const spec = accountForm('sign-up', '/auth', () => ({ intent: 'signup', password: GOOD_PASSWORD }), fields, {
      snapshot: async () => ({
        users: (await server.services.db.select({ id: user.id }).from(user)).length,
        organizations: (await server.services.db.select({ id: organizations.id }).from(organizations)).length,
      }),
      stored: async (field) => {
        const [u] = await server.services.db.select({ name: user.name }).from(user).where(eq(user.email, last))
        if (field === 'name') return u?.name
        return (await one(server.services.db.select({ name: organizations.name }).from(organizations).orderBy(desc(organizations.createdAt)).limit(1)))?.name
      },
      accepted: [200],
    })
    describeForm(() => {
      const s = spec()
      return {
        ...s,
        send: (changes) => {
          last = `new-member-${++n}@example.org`
          return s.send({ email: last, ...changes })
        },
      }
    }, fields)
  })
  describe('sign-in', () => {
    const fields = [email]
    describeForm(
      accountForm('sign-in', '/auth', () => ({ intent: 'login', password: GOOD_PASSWORD }), fields, {
        snapshot: async () => (await server.services.db.select({ id: session.id }).from(session)).length,
      }),
      fields,
    )
  })
  describe('resend verification', () => {
    const fields = [email]
    describeForm(
      accountForm('resend', '/auth', () => ({ intent: 'resend' }), fields, { snapshot: async () => (await server.services.mailer.listOutbox()).length }),
      fields,
    )
  })
  describe('resend verification from "Check your inbox"', () => {
    const fields = [email]
    describeForm(
      accountForm('resend-inbox', '/auth', () => ({ intent: 'resend', from: 'inbox' }), fields, { snapshot: async () => (await server.services.mailer.listOutbox()).length }),
      fields,
    )
  })
  describe('reset password request', () => {
    const fields = [email]
    describeForm(
      accountForm('reset-password', '/auth/reset-password', () => ({}), fields, { snapshot: async () => (await server.services.mailer.listOutbox()).length }),
      fields,
    )
  })
})
