import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTHER_SECTORS_MAX, SECTORS } from '../../app/catalog/sectors.ts'
import { applications, newsletterSubscriptions, organizationVerifications, organizations, profiles, user, userGrantSubmissions, verificationDocuments } from '../../app/db/schema/index.ts'
import { fieldName } from '../../app/domain/shared/form-fields.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, formSpec, line, lines, type FieldSpec, type FormSpec } from '../support/bad-input.ts'
import { grant } from '../support/grants.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { applyFor, STANDARD_STEPS } from '../support/verification.ts'

/**
 * Bad input on every member form (issue 8, finding 5): generated from the table below, see
 * tests/support/bad-input.ts. Each case: no 5xx; a refusal shows the field's message, keeps what
 * was typed and writes nothing; RTL, emoji and HTML are accepted and stored as typed.
 */
let server: TestServer
let member: TestClient
let applicationId: string
let wizard: { path: string; id: number }
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Bad Input Literacy Fund' })] })
  member = await newMember(server, { email: 'bad-input@example.org', orgName: 'Jamii Literacy Trust' })
  const [g] = await server.services.db.query.grants.findMany({ limit: 1 })
  await member.post(`/grant/${g.id}/apply`, {})
  ;[{ id: applicationId }] = await server.services.db.select({ id: applications.id }).from(applications)
  // Awarded, so the amount awarded is a field the form takes.
  await member.post(`/dashboard/applications/${applicationId}`, { status: 'submitted', submissionDate: '2026-01-10', amountAwarded: '', notes: '' })
  await member.post(`/dashboard/applications/${applicationId}`, { status: 'awarded', submissionDate: '2026-01-10', amountAwarded: '5000', notes: '' })
  wizard = await applyFor(member, 'standard')
  for (const step of STANDARD_STEPS) await member.post(wizard.path, step)
})
afterAll(async () => {
  console.log(`bad-input (member forms): ${casesRun()} generated cases run`)
  await server?.close()
})

const form = (name: string, path: () => string, base: Record<string, string>, fields: FieldSpec[], rest: Omit<FormSpec, 'name' | 'send' | 'fields'>) =>
  formSpec(() => member, name, path, base, fields, rest)

const one = async <T>(rows: Promise<T[]>) => (await rows)[0]

describe('Submit a grant refuses bad input field by field', () => {
  let sent = 0
  const amountTooLarge = (label: string) => t('validation.amountTooLarge', { field: fieldName(label) })
  const fields: FieldSpec[] = [
    line('title', t('submit.grantTitle'), 'Community Radio Fund', 200, t('submit.titleMax'), t('submit.titleMin')),
    lines('description', t('submit.description'), 'Grants for community radio that broadcasts market prices.', 2000, t('submit.descriptionMax'), t('submit.descriptionMin')),
    line('funderName', t('submit.funderName'), 'Sahel Media Trust', 200, t('submit.funderMax'), t('submit.funderRequired')),
    { name: 'applicationUrl', kind: 'url', valid: 'https://sahel.example.org/apply', max: 2000, maxMessage: t('submit.urlInvalid'), format: t('submit.urlInvalid'), required: t('submit.urlInvalid') },
    { name: 'deadline', kind: 'date', valid: '2027-03-05', format: t('submit.deadlineInvalid') },
    { name: 'amountMin', kind: 'amount', valid: '1,000', format: t('submit.amountInvalid'), tooLarge: amountTooLarge(t('submit.amountMin')) },
    { name: 'amountMax', kind: 'amount', valid: '', format: t('submit.amountInvalid'), tooLarge: amountTooLarge(t('submit.amountMax')) },
    lines('eligibilityCriteria', t('submit.eligibility'), 'Registered NGOs', 1000, t('submit.eligibilityMax')),
    choice('sectors', 'health', t('submit.choiceInvalid')),
    choice('geographicFocus', 'east_africa', t('submit.choiceInvalid')),
    choice('language', 'pt', t('submit.languageInvalid')),
  ]
  describeForm(
    form('submit-grant', () => '/submit-grant', {}, fields, {
      vary: () => ({ title: `Community Radio Fund ${++sent}` }),
      snapshot: async () => (await server.services.db.select({ id: userGrantSubmissions.id }).from(userGrantSubmissions)).length,
      stored: async (field) => (await one(server.services.db.select().from(userGrantSubmissions).orderBy(desc(userGrantSubmissions.createdAt)).limit(1)))?.[field as 'title'],
    }),
    fields,
  )
})

describe('Profile refuses bad input field by field', () => {
  const profileFields: FieldSpec[] = [
    line('name', t('profile.name'), 'Amina Odhiambo', 100, t('validation.nameMax'), t('profile.nameInvalid')),
    choice('country', 'KE', t('profile.choiceInvalid')),
    // English: the member's pages follow the profile language, and this suite reads English messages.
    choice('language', 'en', t('profile.choiceInvalid'), t('profile.choiceInvalid')),
  ]
  const snapshot = async () => {
    const [u] = await server.services.db.select({ name: user.name }).from(user).where(eq(user.email, 'bad-input@example.org'))
    const p = await server.services.db.select().from(profiles)
    const o = await server.services.db.select().from(organizations)
    const n = await server.services.db.select().from(newsletterSubscriptions)
    return { u, p, o, n }
  }
  describeForm(
    form('profile', () => '/profile', { intent: 'profile' }, profileFields, {
      snapshot,
      stored: async () => (await one(server.services.db.select({ name: user.name }).from(user).where(eq(user.email, 'bad-input@example.org'))))?.name,
      shownAt: '/profile?tab=profile',
    }),
    profileFields,
  )
  const orgFields: FieldSpec[] = [
    line('orgName', t('profile.orgName'), 'Jamii Literacy Trust', 200, t('profile.orgNameTooLong'), t('profile.orgNameInvalid')),
    // Left out while other sectors are ticked: they need a main one.
    choice('sector', 'education', t('profile.choiceInvalid'), t('profile.otherSectorsNeedMain')),
    choice('otherSectors', 'environment', t('profile.choiceInvalid')),
    choice('country', 'KE', t('profile.choiceInvalid')),
    lines('mission', t('profile.mission'), 'Every child in Kisumu reads by age eight.', 2000, t('profile.missionTooLong')),
    lines('programAreas', t('profile.programAreas'), 'Libraries, reading clubs', 2000, t('profile.programAreasTooLong')),
    { name: 'website', kind: 'url', valid: 'https://jamii.example.org', max: 2000, maxMessage: t('profile.websiteInvalid'), format: t('profile.websiteInvalid') },
    line('registrationNumber', t('profile.registrationNumber'), 'KE-NGO-2019-114', 100, t('profile.registrationTooLong')),
    choice('orgType', 'ngo', t('profile.choiceInvalid')),
    { name: 'annualBudgetUsd', kind: 'amount', valid: '40000', format: t('profile.budgetInvalid'), tooLarge: t('validation.amountTooLarge', { field: t('profile.annualBudget') }) },
    // Issue 26 §4: a year from 1800 to this year, or nothing.
    choice('yearFounded', '1998', t('organizationDirectory.yearFoundedInvalid', { min: '1800', max: String(new Date().getUTCFullYear()) })),
  ]
  const column = { orgName: 'name' } as Record<string, string>
  describeForm(
    form('organization', () => '/profile', { intent: 'organization' }, orgFields, {
      snapshot,
      stored: async (field) => ((await one(server.services.db.select().from(organizations))) as Record<string, unknown>)[column[field] ?? field],
      shownAt: '/profile?tab=organization',
    }),
    orgFields,
  )

  // Preferences (issue 27: data saver beside the theme and the alerts); a choice left out leaves data saver as it is.
  const preferenceFields: FieldSpec[] = [
    choice('theme', 'system', t('profile.choiceInvalid'), t('profile.choiceInvalid')),
    choice('dataSaver', 'auto', t('profile.choiceInvalid')),
    choice('matchAlertFrequency', 'weekly', t('profile.choiceInvalid'), t('profile.choiceInvalid')),
    // The newsletter's tick box (ADR 075): "on", or left out for no; anything else is refused.
    choice('newsletter', 'on', t('profile.choiceInvalid')),
  ]
  describeForm(
    form('preferences', () => '/profile', { intent: 'preferences' }, preferenceFields, {
      snapshot,
      stored: async (field) => ((await one(server.services.db.select().from(profiles))) as Record<string, unknown>)[field],
    }),
    preferenceFields,
  )

  // Other sectors are tick boxes: one value per box, so these cases send the field several times.
  const sendSectors = (sector: string, others: string[]) => {
    const body = new URLSearchParams({ intent: 'organization', orgName: 'Jamii Literacy Trust', sector, country: 'KE' })
    for (const other of others) body.append('otherSectors', other)
    return member.post('/profile', body)
  }
  const refusedWith = async (sector: string, others: string[], message: string) => {
    const before = await snapshot()
    const response = await sendSectors(sector, others)
    const html = await response.text()
    expect(response.status, html.slice(0, 300)).toBe(400)
    expect(text(html)).toContain(message)
    // Nothing written, and the boxes the member ticked are still ticked.
    expect(await snapshot()).toEqual(before)
    const ticked = (html.match(/<input[^>]*name="otherSectors"[^>]*>/g) ?? []).filter((box) => box.includes('checked')).map((box) => box.match(/value="([^"]+)"/)?.[1])
    // The main sector is not offered again among the others.
    expect(ticked).toEqual(SECTORS.filter((s) => s !== sector && others.includes(s)))
  }
  it('otherSectors · an id the catalogue does not have → refused', () => refusedWith('education', ['water_sanitation'], t('profile.choiceInvalid')))
  it(`otherSectors · more than ${OTHER_SECTORS_MAX} → refused`, () =>
    refusedWith('education', ['health', 'environment', 'governance', 'gender_equality'], t('profile.otherSectorsTooMany', { max: OTHER_SECTORS_MAX })))
  it('otherSectors · the main sector again → refused', () => refusedWith('education', ['education', 'health'], t('profile.otherSectorsRepeatMain', { sector: 'Education' })))
  it('otherSectors · others without a main sector → refused', () => refusedWith('', ['health'], t('profile.otherSectorsNeedMain')))
  it('otherSectors · the same sector twice → refused', () => refusedWith('education', ['health', 'health'], t('profile.choiceInvalid')))
  it(`otherSectors · ${OTHER_SECTORS_MAX} others → stored after the main sector`, async () => {
    const response = await sendSectors('education', ['governance', 'health', 'environment'])
    expect(response.status).toBe(302)
    const org = await one(server.services.db.select({ sector: organizations.sector, sectors: organizations.sectors }).from(organizations))
    expect(org).toEqual({ sector: 'education', sectors: ['education', 'health', 'environment', 'governance'] })
  })
})

describe('Application tracking refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    choice('status', 'awarded', t('application.statusInvalid'), t('application.statusInvalid')),
    { name: 'submissionDate', kind: 'date', valid: '2026-01-10', format: t('application.dateInvalid') },
    { name: 'amountAwarded', kind: 'amount', valid: '5000', format: t('application.amountInvalid'), tooLarge: t('validation.amountTooLarge', { field: t('application.amountAwarded') }) },
    lines('notes', t('application.notes'), 'Called the programme officer.', 5000, t('application.notesTooLong')),
  ]
  describeForm(
    form('application', () => `/dashboard/applications/${applicationId}`, {}, fields, {
      snapshot: () => one(server.services.db.select().from(applications).where(eq(applications.id, applicationId))),
      stored: async (field) => ((await one(server.services.db.select().from(applications).where(eq(applications.id, applicationId)))) as Record<string, unknown>)[field],
      get shownAt() {
        return `/dashboard/applications/${applicationId}`
      },
    }),
    fields,
  )
})

describe('The verification wizard refuses bad input field by field', () => {
  const stored = async (field: string) => {
    const row = (await one(server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, wizard.id)))) as Record<string, unknown>
    // The Leadership step's people are stored as a list: officers.{row}.{field} is that person's field.
    const [, index, key] = field.match(/^officers\.(\d+)\.(\w+)$/) ?? []
    return key ? (row.officers as Array<Record<string, unknown>>)[Number(index)]?.[key] : row[field]
  }
  const snapshot = () => one(server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, wizard.id)))
  const steps: Array<[number, FieldSpec[]]> = [
    [
      1,
      [
        line('organizationName', t('wizard.organizationName'), 'Kampala Youth Works', 200, t('wizard.orgNameMax'), t('wizard.orgNameMin')),
        line('registrationNumber', t('wizard.registrationNumber'), 'UG-NGO-2020-0077', 100, t('wizard.registrationMax'), t('wizard.registrationRequired')),
        { name: 'websiteUrl', kind: 'url', valid: 'https://kyw.example.org', max: 2000, maxMessage: t('wizard.invalidUrl'), format: t('wizard.invalidUrl') },
        line('socialMediaLinks', t('wizard.socialMediaLinks'), '@kampalayouth', 1000, t('wizard.socialMax')),
      ],
    ],
    [
      2,
      [
        choice('country', 'UG', t('wizard.countryRequired'), t('wizard.countryRequired')),
        line('city', t('wizard.city'), 'Kampala', 100, t('wizard.cityMax'), t('wizard.cityRequired')),
        line('regionState', t('wizard.regionState'), 'Central', 100, t('wizard.regionMax'), t('wizard.regionRequired')),
        line('streetAddress', t('wizard.streetAddress'), '14 Jinja Road', 200, t('wizard.streetMax'), t('wizard.streetRequired')),
        line('address', t('wizard.address'), '14 Jinja Road, Kampala', 500, t('wizard.addressMax'), t('wizard.addressMin')),
      ],
    ],
    [
      3,
      [
        lines('missionStatement', t('wizard.missionStatement'), 'We train young people in Kampala in trades that lead to work.', 2000, t('wizard.missionMax'), t('wizard.missionMin')),
        lines('programAreas', t('wizard.programAreas'), 'Vocational training, apprenticeships', 2000, t('wizard.programMax'), t('wizard.programMin')),
      ],
    ],
    [
      4,
      [
        lines('boardMembers', t('wizard.boardMembers'), 'Sarah Namuli (chair), Peter Okello', 2000, t('wizard.boardMax'), t('wizard.boardMin')),
        line('officers.0.name', t('wizard.officerName'), 'Sarah Namuli', 120, t('wizard.officerNameMax'), t('wizard.officerNameRequired')),
        line('officers.0.role', t('wizard.officerRole'), 'Chair', 80, t('wizard.officerRoleMax'), t('wizard.officerRoleRequired')),
        choice('officers.0.nationality', 'UG', t('wizard.officerNationalityInvalid')),
      ],
    ],
  ]
  for (const [step, fields] of steps) {
    describe(`step ${step}`, () => {
      describeForm(
        form(`wizard step ${step}`, () => wizard.path, { intent: 'next', step: String(step) }, fields, {
          snapshot,
          stored,
          get shownAt() {
            return `${wizard.path}?step=${step}`
          },
        }),
        fields,
      )
    })
  }

  describe('documents step', () => {
    const fields = (['incorporation', 'address_proof', 'bank_statements', 'financial_statements'] as const).map((g) =>
      lines(`description_${g}`, t('documents.descriptionOf', { group: fieldName(t(`documents.${g}`)) }), `Described ${g}`, 1000, t('documents.descriptionMax')),
    )
    const column: Record<string, string> = {
      description_incorporation: 'incorporationDescription',
      description_address_proof: 'addressProofDescription',
      description_bank_statements: 'bankStatementsDescription',
      description_financial_statements: 'financialStatementsDescription',
    }
    describeForm(
      form('documents', () => wizard.path, { intent: 'documents', step: '5' }, fields, {
        snapshot: async () => ({ row: await snapshot(), docs: await server.services.db.select().from(verificationDocuments) }),
        stored: (field) => stored(column[field]),
      }),
      fields,
    )
  })

  // Issue 9: Next on the Documents step uploads and saves what it carries, so it refuses the same way.
  describe('documents step, Next', () => {
    const fields = (['incorporation', 'address_proof', 'bank_statements', 'financial_statements'] as const).map((g) =>
      lines(`description_${g}`, t('documents.descriptionOf', { group: fieldName(t(`documents.${g}`)) }), `Described ${g}`, 1000, t('documents.descriptionMax')),
    )
    const column: Record<string, string> = {
      description_incorporation: 'incorporationDescription',
      description_address_proof: 'addressProofDescription',
      description_bank_statements: 'bankStatementsDescription',
      description_financial_statements: 'financialStatementsDescription',
    }
    describeForm(
      form('documents-next', () => wizard.path, { intent: 'next', step: '5' }, fields, {
        snapshot: async () => ({ row: await snapshot(), docs: await server.services.db.select().from(verificationDocuments) }),
        stored: (field) => stored(column[field]),
      }),
      fields,
    )
  })
})

describe('Billing (cancel or resume renewal) refuses bad input', () => {
  // A paid plan, so cancelling renewal is something the form could do.
  beforeAll(async () => {
    const [{ id }] = await server.services.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Jamii Literacy Trust'))
    await server.services.db
      .update(organizations)
      .set({ plan: 'pro', planRenewsAt: new Date(Date.now() + 200 * 86_400_000) })
      .where(eq(organizations.id, id))
  })
  const fields: FieldSpec[] = [{ ...choice('intent', 'cancel-renewal', t('billing.badIntent'), t('billing.badIntent')), refusalsOnly: true }]
  describeForm(
    form('billing', () => '/billing', {}, fields, {
      snapshot: async () => (await server.services.db.select({ canceled: organizations.planRenewalCanceledAt }).from(organizations).where(eq(organizations.name, 'Jamii Literacy Trust')))[0],
    }),
    fields,
  )
})
