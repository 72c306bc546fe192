import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { applications, auditLog, experts, grants, user, whiteGloveRequests } from '../../app/db/schema/index.ts'
import { CORRECTION_REASON_MAX } from '../../app/catalog/text-limits.ts'
import { MAX_FEE_USD } from '../../app/domain/white-glove/white-glove-state.ts'
import { formatUsd, t } from '../../app/i18n/index.ts'
import { signedInAdmin, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, formSpec, lines, type FieldSpec } from '../support/bad-input.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the white-glove forms (issue 11, item 8), generated like the other bad-input suites:
 * the member's request (the terms box), the admin's assignment (request, expert and the expert's fixed fee) and the admin's
 * correction of an invoiced award (issue 23: request, amount, reason). A refusal shows the field's
 * message and leaves every request (and the audit log) as it was.
 */
let server: TestServer
let member: TestClient
let admin: TestClient
let applicationId: string
let requestId: string
let expertId: string
/** A request invoiced on an award of $20,000, which staff may correct. */
let invoicedId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Mombasa Coastal Schools Grant' }), grant({ title: 'Second Grant' }), grant({ title: 'Awarded Grant' })] })
  const db = server.services.db
  const grantRows = await db.select({ id: grants.id, title: grants.title }).from(grants)
  member = await newMember(server, { email: 'wg-bad@example.org' })
  for (const g of grantRows) await member.post(`/grant/${g.id}/apply`, {})
  const rows = await db.select({ id: applications.id, grantId: applications.grantId }).from(applications)
  applicationId = rows.find((r) => r.grantId === grantRows.find((g) => g.title === 'Mombasa Coastal Schools Grant')!.id)!.id
  // The other application has a request waiting for an expert: the admin's form assigns it.
  const waiting = rows.find((r) => r.grantId === grantRows.find((g) => g.title === 'Second Grant')!.id)!.id
  const awarded = rows.find((r) => r.grantId === grantRows.find((g) => g.title === 'Awarded Grant')!.id)!.id
  await member.post(`/dashboard/applications/${waiting}`, { intent: 'white-glove-request', acceptTerms: 'on' })
  ;[{ id: requestId }] = await db.select({ id: whiteGloveRequests.id }).from(whiteGloveRequests).where(eq(whiteGloveRequests.applicationId, waiting))
  await newMember(server, { email: 'wg-bad-expert@example.org', name: 'Baraka Expert' })
  const [{ id: userId }] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'wg-bad-expert@example.org'))
  ;[{ id: expertId }] = await db
    .insert(experts)
    .values({ userId, professionalTitle: 'Education grant writer', bio: 'Ten years of school grants.', applicationStatus: 'approved', membershipStatus: 'active' })
    .returning({ id: experts.id })
  admin = await signedInAdmin(server, 'wg-bad-admin@example.org')
  // The third application: an expert helped, the grant was awarded, the fee confirmed and invoiced.
  const path = `/dashboard/applications/${awarded}`
  await member.post(path, { intent: 'white-glove-request', acceptTerms: 'on' })
  ;[{ id: invoicedId }] = await db.select({ id: whiteGloveRequests.id }).from(whiteGloveRequests).where(eq(whiteGloveRequests.applicationId, awarded))
  await admin.post('/admin/white-glove', { requestId: invoicedId, expertId, expertFeeUsd: '300' })
  await member.post(path, { status: 'submitted', submissionDate: '', amountAwarded: '', notes: '' })
  await member.post(path, { status: 'awarded', submissionDate: '', amountAwarded: '20000', notes: '', confirmFee: '600' })
  const [invoiced] = await db.select({ status: whiteGloveRequests.status }).from(whiteGloveRequests).where(eq(whiteGloveRequests.id, invoicedId))
  if (invoiced.status !== 'invoiced') throw new Error('The fixture needs an invoiced request')
})
afterAll(async () => {
  console.log(`bad-input (white-glove forms): ${casesRun()} generated cases run`)
  await server?.close()
})

const requests = () => server.services.db.select().from(whiteGloveRequests)
const feeInvalid = t('whiteGlove.admin.expertFeeInvalid', { max: formatUsd(MAX_FEE_USD) })
/** The fixed fee agreed with the expert (ADR 079): whole dollars from 1. */
const EXPERT_FEE_FIELD: FieldSpec = { name: 'expertFeeUsd', kind: 'amount', valid: '300', format: feeInvalid, tooLarge: feeInvalid, acceptLarge: false, required: feeInvalid, refusalsOnly: true }

describe('The white-glove request refuses bad input', () => {
  const fields: FieldSpec[] = [{ ...choice('acceptTerms', 'on', t('whiteGlove.acceptRequired'), t('whiteGlove.acceptRequired')), refusalsOnly: true }]
  describeForm(
    formSpec(
      () => member,
      'white-glove request',
      () => `/dashboard/applications/${applicationId}`,
      { intent: 'white-glove-request' },
      fields,
      { snapshot: requests },
    ),
    fields,
  )
})

describe('The white-glove assignment refuses bad input', () => {
  const fields: FieldSpec[] = [
    { ...choice('requestId', 'placeholder', t('whiteGlove.admin.notAssignable'), t('whiteGlove.admin.notAssignable')), refusalsOnly: true },
    { ...choice('expertId', 'placeholder', t('whiteGlove.admin.expertNotListed'), t('whiteGlove.admin.expertNotListed')), refusalsOnly: true },
    EXPERT_FEE_FIELD,
  ]
  describeForm(
    formSpec(
      () => admin,
      'white-glove assignment',
      () => '/admin/white-glove',
      // The valid values are known only once the fixture exists.
      () => ({ requestId, expertId, expertFeeUsd: '300' }),
      [],
      { snapshot: requests },
    ),
    fields,
  )
})

describe('The correction of an invoiced award refuses bad input', () => {
  const awardInvalid = t('whiteGlove.admin.awardInvalid', { max: formatUsd(MAX_FEE_USD) })
  const fields: FieldSpec[] = [
    { ...choice('requestId', 'placeholder', t('whiteGlove.admin.notCorrectable'), t('whiteGlove.admin.notCorrectable')), refusalsOnly: true },
    // The fixture's own award: an accepted post changes nothing ("already that amount").
    { name: 'awardUsd', kind: 'amount', valid: '20000', format: awardInvalid, tooLarge: awardInvalid, acceptLarge: false, required: awardInvalid },
    lines(
      'reason',
      t('whiteGlove.admin.reason'),
      'The award letter says so',
      CORRECTION_REASON_MAX,
      t('whiteGlove.admin.reasonTooLong', { max: CORRECTION_REASON_MAX }),
      t('whiteGlove.admin.reasonRequired'),
    ),
  ]
  describeForm(
    formSpec(
      () => admin,
      'white-glove award correction',
      () => '/admin/white-glove',
      () => ({ intent: 'correct', requestId: invoicedId }),
      fields.filter((f) => f.name !== 'requestId'),
      { snapshot: async () => ({ requests: await requests(), audit: await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'white_glove.correct_award')) }) },
    ),
    fields,
  )
})
