import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { NEWSLETTER_MAX } from '../../app/catalog/newsletter.ts'
import { newsletterDeliveries, newsletterIssues } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { casesRun, choice, describeForm, formSpec, type FieldSpec, lines, line } from '../support/bad-input.ts'
import { insertExpert } from '../support/directory.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the newsletter's staff forms (ADR 075), generated like the other bad-input suites:
 * a new issue (subject, introduction), a draft's changes, leaving an expert out, and the sending's
 * confirmation. A refusal shows the field's message, keeps what was typed and changes no issue.
 */
let server: TestServer
let admin: TestClient
let draftId: string
let expertId: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'newsletter-bad@example.org')
  expertId = await insertExpert(server.services.db, { name: 'Baraka Expert', tier: 'pro' })
  const [row] = await server.services.db.insert(newsletterIssues).values({ subject: 'Draft issue', intro: 'Draft introduction.' }).returning({ id: newsletterIssues.id })
  draftId = row.id
})
afterAll(async () => {
  console.log(`bad-input (newsletter forms): ${casesRun()} generated cases run`)
  await server?.close()
})

const issues = async () => ({
  issues: await server.services.db.select().from(newsletterIssues).orderBy(newsletterIssues.createdAt),
  deliveries: await server.services.db.select().from(newsletterDeliveries),
})
const words: FieldSpec[] = [
  line(
    'subject',
    t('newsletter.admin.subject'),
    'News from Harambee',
    NEWSLETTER_MAX.subject,
    t('newsletter.admin.subjectTooLong', { max: NEWSLETTER_MAX.subject }),
    t('newsletter.admin.subjectRequired'),
  ),
  lines(
    'intro',
    t('newsletter.admin.introText'),
    'Forty new grants this month.',
    NEWSLETTER_MAX.intro,
    t('newsletter.admin.introTooLong', { max: NEWSLETTER_MAX.intro }),
    t('newsletter.admin.introRequired'),
  ),
]

describe('A new newsletter issue refuses bad input', () => {
  describeForm(
    formSpec(
      () => admin,
      'newsletter issue',
      () => '/admin/newsletter',
      {},
      words,
      {
        snapshot: async () => (await issues()).issues.length,
        stored: async (field) => (await server.services.db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(1))[0]?.[field as 'subject'],
      },
    ),
    words,
  )
})

describe('A draft’s changes refuse bad input', () => {
  describeForm(
    formSpec(
      () => admin,
      'newsletter draft',
      () => `/admin/newsletter/${draftId}`,
      { intent: 'save' },
      words,
      {
        snapshot: issues,
        stored: async (field) => (await server.services.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, draftId)))[0]?.[field as 'subject'],
        // The draft's own page shows both fields (read when the case runs, once the draft exists).
        get shownAt() {
          return `/admin/newsletter/${draftId}`
        },
      },
    ),
    words,
  )
})

describe('Leaving an expert out refuses what is not an expert', () => {
  const fields: FieldSpec[] = [{ ...choice('expertId', 'placeholder', t('newsletter.admin.expertUnknown'), t('newsletter.admin.expertUnknown')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => admin,
      'newsletter leave out',
      () => `/admin/newsletter/${draftId}`,
      () => ({ intent: 'exclude', expertId }),
      [],
      { snapshot: issues },
    ),
    fields,
  )
})

describe('Sending refuses without its confirmation', () => {
  const fields: FieldSpec[] = [{ ...choice('confirm', 'on', t('newsletter.admin.confirmRequired'), t('newsletter.admin.confirmRequired')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => admin,
      'newsletter send',
      () => `/admin/newsletter/${draftId}`,
      { intent: 'send' },
      [],
      { snapshot: issues },
    ),
    fields,
  )
})
