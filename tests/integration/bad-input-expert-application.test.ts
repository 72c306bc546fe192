import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { expertExpertise, expertPortfolio, expertProfileEdits, experts, user } from '../../app/db/schema/index.ts'
import { EXPERT_MAX, MAX_HOURLY_RATE, MAX_YEARS_EXPERIENCE } from '../../app/domain/experts/application-fields.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { makeExpert } from '../support/experts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the grant expert application (issue 11, item 4), generated like the other bad-input
 * suites: a refusal shows the field's message, keeps what was typed and writes nothing (not the
 * application, not its expertise or portfolio rows); RTL, emoji and HTML are stored as typed and
 * shown escaped. Accepted posts edit the member's one application.
 */
let server: TestServer
let member: TestClient
let admin: TestClient
let applicantId: string
let editId: string
const EMAIL = 'bad-input-expert@example.org'
beforeAll(async () => {
  server = await startTestServer()
  member = await newMember(server, { email: EMAIL, name: 'Halima Said' })
  admin = await signedInAdmin(server)
  // Another member's pending application, for the admin's rejection reason.
  await newMember(server, { email: 'applicant-bad-input@example.org', name: 'Baraka Mwita' })
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'applicant-bad-input@example.org'))
  const [expert] = await server.services.db
    .insert(experts)
    .values({ userId: row.id, professionalTitle: 'Grant writer', bio: 'Writes proposals for farmer cooperatives around Lake Victoria.' })
    .returning({ id: experts.id })
  applicantId = expert.id
  // A listed expert's change to their bio, waiting for review (issue 23), for the admin's rejection reason.
  const listed = await makeExpert(server, 'listed-bad-input@example.org', { name: 'Zawadi Njeri' })
  const [edit] = await server.services.db
    .insert(expertProfileEdits)
    .values({ expertId: listed.expertId, bio: 'A new bio about water proposals for cooperatives in Kenya.' })
    .returning({ id: expertProfileEdits.id })
  editId = edit.id
})
afterAll(async () => {
  console.log(`bad-input (expert application): ${casesRun()} generated cases run`)
  await server?.close()
})

const amount = (name: string, valid: string, message: string, required?: string): FieldSpec => ({ name, kind: 'amount', valid, format: message, tooLarge: message, required, acceptLarge: false })

describe('The grant expert application refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    line(
      'professionalTitle',
      t('expertJoin.professionalTitle'),
      'Grant writer for health',
      EXPERT_MAX.professionalTitle,
      t('expertJoin.error.professionalTitle', { min: 3, max: EXPERT_MAX.professionalTitle }),
      t('expertJoin.error.professionalTitle', { min: 3, max: EXPERT_MAX.professionalTitle }),
    ),
    lines(
      'bio',
      t('expertJoin.bio'),
      'Ten years of proposals for community health programmes in Tanzania.',
      EXPERT_MAX.bio,
      t('expertJoin.error.bioLong', { max: EXPERT_MAX.bio }),
      t('expertJoin.error.bioShort', { min: 50 }),
    ),
    amount('yearsExperience', '10', t('expertJoin.error.years', { max: MAX_YEARS_EXPERIENCE }), t('expertJoin.error.years', { max: MAX_YEARS_EXPERIENCE })),
    amount('hourlyRateMin', '30', t('expertJoin.error.rate', { max: MAX_HOURLY_RATE }), t('expertJoin.error.rate', { max: MAX_HOURLY_RATE })),
    amount('hourlyRateMax', '9000', t('expertJoin.error.rate', { max: MAX_HOURLY_RATE }), t('expertJoin.error.rate', { max: MAX_HOURLY_RATE })),
    choice('country', 'TZ', t('expertJoin.error.country'), t('expertJoin.error.country')),
    choice('membershipTier', 'basic', t('expertJoin.error.tier'), t('expertJoin.error.tier')),
    choice('availabilityStatus', 'limited', t('expertJoin.error.choice')),
    choice('expertise-0-sector', 'health', t('expertJoin.error.sector'), t('expertJoin.error.sector')),
    choice('expertise-0-grantType', 'research', t('expertJoin.error.choice')),
    choice('expertise-0-geographicFocus', 'east_africa', t('expertJoin.error.choice')),
    line(
      'portfolio-0-title',
      t('expertJoin.portfolioTitle'),
      'Clean water for Dodoma',
      EXPERT_MAX.portfolioTitle,
      t('expertJoin.error.portfolioTitle', { min: 3, max: EXPERT_MAX.portfolioTitle }),
      t('expertJoin.error.portfolioTitle', { min: 3, max: EXPERT_MAX.portfolioTitle }),
    ),
    lines(
      'portfolio-0-description',
      t('expertJoin.portfolioDescription'),
      'Boreholes for six villages.',
      EXPERT_MAX.portfolioDescription,
      t('expertJoin.error.portfolioDescription', { max: EXPERT_MAX.portfolioDescription }),
    ),
    choice('portfolio-0-sector', 'environment', t('expertJoin.error.choice')),
    { name: 'portfolio-0-completionDate', kind: 'date', valid: '2023-11-30', format: t('expertJoin.error.completionDate') },
    { ...amount('portfolio-0-grantAmount', '120000', t('expertJoin.error.grantAmount')), required: undefined },
    choice('portfolio-0-won', 'yes', t('expertJoin.error.choice')),
  ]
  const mine = async () => {
    const { db } = server.services
    const [row] = await db.select({ expert: experts }).from(experts).innerJoin(user, eq(user.id, experts.userId)).where(eq(user.email, EMAIL))
    if (!row) return null
    const { updatedAt: _, ...expert } = row.expert
    const expertise = await db.select().from(expertExpertise).where(eq(expertExpertise.expertId, expert.id)).orderBy(asc(expertExpertise.sector))
    const portfolio = await db.select().from(expertPortfolio).where(eq(expertPortfolio.expertId, expert.id))
    return { expert, expertise: expertise.map(({ id: _, ...e }) => e), portfolio: portfolio.map(({ id: _, ...p }) => p) }
  }
  const STORED: Record<string, (m: NonNullable<Awaited<ReturnType<typeof mine>>>) => unknown> = {
    professionalTitle: (m) => m.expert.professionalTitle,
    bio: (m) => m.expert.bio,
    'portfolio-0-title': (m) => m.portfolio[0]?.projectTitle,
    'portfolio-0-description': (m) => m.portfolio[0]?.projectDescription,
  }
  describeForm(
    formSpec(
      () => member,
      'expert application',
      () => '/become-grant-expert',
      { expertiseRows: '1', portfolioRows: '1', languages: 'sw' },
      fields,
      {
        snapshot: mine,
        stored: async (field) => {
          const m = await mine()
          return m && STORED[field] ? STORED[field](m) : null
        },
        shownAt: '/become-grant-expert',
      },
    ),
    fields,
  )
})

describe('Rejecting a grant expert refuses a bad reason, deciding nothing', () => {
  const fields = [{ ...lines('reason', t('admin.rejectReason'), 'Please add past proposals', 1000, t('admin.rejectReasonRequired'), t('admin.rejectReasonRequired')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => admin,
      'writer-reject',
      () => '/admin?tab=writers',
      () => ({ intent: 'writer-reject', id: applicantId }),
      fields,
      { snapshot: () => server.services.db.select().from(experts).where(eq(experts.id, applicantId)) },
    ),
    fields,
  )
})

describe('Rejecting a listed expert’s profile changes refuses a bad reason, deciding nothing', () => {
  const fields = [
    {
      ...lines('reason', t('expertEdits.admin.reason'), 'Please do not promise results', 1000, t('expertEdits.admin.reasonRequired'), t('expertEdits.admin.reasonRequired')),
      refusalsOnly: true,
    },
  ]
  describeForm(
    formSpec(
      () => admin,
      'expert-edit-reject',
      () => '/admin/expert-edits',
      () => ({ intent: 'reject', id: editId }),
      fields,
      { snapshot: () => server.services.db.select().from(expertProfileEdits).where(eq(expertProfileEdits.id, editId)) },
    ),
    fields,
  )
})
