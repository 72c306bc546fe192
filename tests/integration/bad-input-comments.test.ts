import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { COMMENT_MAX, MENTION_NAME_MAX } from '../../app/catalog/text-limits.ts'
import { activityEvents, applicationComments, applications, grants, notifications, organizationMembers, organizations, scheduledEmails } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the application page's team forms (issue 14): the comment (its text and the member
 * picked to mention), a comment's edit form and the assignee, generated like the other bad-input suites
 * (tests/support/bad-input.ts). A refusal shows the field's message, keeps what was typed and
 * writes nothing (no comment, notification, email or activity); RTL, emoji and HTML comments are
 * stored as typed and shown escaped.
 */
let server: TestServer
let owner: TestClient
let applicationId: string
let colleagueId: string
let commentId: string
const COLLEAGUE = 'Baraka Mwangi'
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Lake Victoria Fisheries Grant' })] })
  const { db } = server.services
  owner = await newMember(server, { name: 'Amina Odhiambo', email: 'comments-bad@example.org', orgName: 'Lakeside Fishers' })
  const org = await organizationOf(server, 'comments-bad@example.org')
  // A colleague in the same organization, the one to mention and assign.
  await newMember(server, { name: COLLEAGUE, email: 'comments-bad-colleague@example.org' })
  const own = await organizationOf(server, 'comments-bad-colleague@example.org')
  colleagueId = own.userId
  await db.delete(organizations).where(eq(organizations.id, own.id))
  await db.insert(organizationMembers).values({ organizationId: org.id, userId: colleagueId, role: 'editor' })
  const [grantRow] = await db.select({ id: grants.id }).from(grants)
  await owner.post(`/grant/${grantRow.id}/apply`, {})
  ;[{ id: applicationId }] = await db.select({ id: applications.id }).from(applications).where(eq(applications.organizationId, org.id))
  // The owner's own comment, for the edit form.
  await owner.post(`/dashboard/applications/${applicationId}`, { intent: 'comment', body: 'First draft of the budget notes.', mention: '' })
  ;[{ id: commentId }] = await db.select({ id: applicationComments.id }).from(applicationComments)
})
afterAll(async () => {
  console.log(`bad-input (comments and assignee): ${casesRun()} generated cases run`)
  await server?.close()
})

/** Everything a refused comment or assignment might have written. */
async function written() {
  const { db } = server.services
  return Promise.all([
    db.select().from(applicationComments),
    db.select({ id: applications.id, assigneeId: applications.assigneeId }).from(applications),
    db.select().from(notifications),
    db.select().from(scheduledEmails),
    db.select().from(activityEvents),
  ])
}

describe('The comment form refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    lines('body', t('comments.body'), 'The budget table needs the 2025 figures.', COMMENT_MAX, t('comments.bodyTooLong', { max: COMMENT_MAX }), t('comments.bodyRequired')),
    // Only a member of the team may be picked: anything else typed there is refused, never stored.
    { ...line('mention', t('comments.mention'), COLLEAGUE, MENTION_NAME_MAX, t('comments.mentionTooLong', { max: MENTION_NAME_MAX })), refusalsOnly: true },
  ]
  const spec = formSpec(
    () => owner,
    'comment',
    () => `/dashboard/applications/${applicationId}`,
    { intent: 'comment' },
    fields,
    {
      snapshot: written,
      async stored(field) {
        if (field !== 'body') return null
        const [latest] = await server.services.db.select({ body: applicationComments.body }).from(applicationComments).orderBy(desc(applicationComments.createdAt)).limit(1)
        return latest?.body ?? null
      },
    },
  )
  // The page that shows the comment is known only once the fixture exists.
  describeForm(() => ({ ...spec(), shownAt: `/dashboard/applications/${applicationId}` }), fields)
})

describe('The comment edit form refuses bad input, keeping the text under the comment', () => {
  const fields: FieldSpec[] = [lines('body', t('comments.editLabel'), 'The budget notes, second draft.', COMMENT_MAX, t('comments.bodyTooLong', { max: COMMENT_MAX }), t('comments.bodyRequired'))]
  const spec = formSpec(
    () => owner,
    'comment edit',
    () => `/dashboard/applications/${applicationId}`,
    // The comment's id is known only once the fixture exists.
    () => ({ intent: 'edit-comment', id: commentId }),
    fields,
    {
      snapshot: written,
      async stored() {
        const [row] = await server.services.db.select({ body: applicationComments.body }).from(applicationComments).where(eq(applicationComments.id, commentId))
        return row?.body ?? null
      },
    },
  )
  describeForm(() => ({ ...spec(), shownAt: `/dashboard/applications/${applicationId}` }), fields)
})

describe('The assignee form refuses anyone who is not a member of the team', () => {
  const fields: FieldSpec[] = [choice('assigneeId', 'placeholder', t('comments.assigneeInvalid'))]
  describeForm(
    formSpec(
      () => owner,
      'assignee',
      () => `/dashboard/applications/${applicationId}`,
      // The colleague's id is known only once the fixture exists; left out, the application goes to no one.
      () => ({ intent: 'assign', assigneeId: colleagueId }),
      [],
      { snapshot: written },
    ),
    fields,
  )
})
