import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { engagements, experts, milestoneDisputes, milestoneProposals, milestones, reviews } from '../../app/db/schema/index.ts'
import { ENGAGEMENT_LIMITS } from '../../app/catalog/text-limits.ts'
import { formatUsd, t } from '../../app/i18n/index.ts'
import { GOOD_PASSWORD, signedInAdmin, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, type FormSpec, line, lines, sendForm } from '../support/bad-input.ts'
import { makeEngagement, makeExpert } from '../support/engagements.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the engagement forms (issue 11, escrow): a milestone, a dispute's reason, a review,
 * the grant's outcome, an expert's payout account (with their password) and an admin's split; and
 * (issue 23) a milestone the expert proposes, and the removal and proposal buttons' ids. A refusal shows the field's
 * message, keeps what was typed and writes nothing; RTL, emoji and HTML are stored as typed and
 * shown escaped.
 */
let server: TestServer
let member: TestClient
let expert: TestClient
let admin: TestClient
let expertId: string
let engagementId: string
const MEMBER = 'wanjiru.bad@example.org'
const EXPERT = 'otieno.bad@example.org'
const L = ENGAGEMENT_LIMITS

beforeAll(async () => {
  server = await startTestServer()
  member = await newMember(server, { name: 'Wanjiru Kamau', email: MEMBER, orgName: 'Kisumu Fisherfolk Union' })
  expert = await newMember(server, { name: 'Otieno Were', email: EXPERT })
  admin = await signedInAdmin(server, 'bad-escrow-admin@example.org')
  expertId = (await makeExpert(server, EXPERT)).expertId
  engagementId = (await makeEngagement(server, MEMBER, expertId, 'Fish cold-chain grant')).engagementId
})
afterAll(async () => {
  console.log(`bad-input (engagements): ${casesRun()} generated cases run`)
  await server?.close()
})

const db = () => server.services.db
const valid = (fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, f.valid]))
const count = async (rows: Promise<unknown[]>) => (await rows).length

/** A milestone written as a verified payment leaves it: funded. */
async function fundedMilestone() {
  const [row] = await db().insert(milestones).values({ engagementId, title: 'Funded for a dispute', amountUsd: 500, status: 'funded', fundedAt: new Date() }).returning({ id: milestones.id })
  return row.id
}

/** A completed engagement of the member's, as its last release leaves it. */
async function completedEngagement() {
  const { engagementId: id } = await makeEngagement(server, MEMBER, expertId, 'Completed cold-chain grant')
  await db().update(engagements).set({ status: 'completed', completedAt: new Date() }).where(eq(engagements.id, id))
  return id
}

describe('Adding a milestone refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    line('title', t('engagements.milestoneTitle'), 'Literature review', L.titleMax, t('engagements.titleMax', { max: L.titleMax }), t('engagements.titleMin', { min: L.titleMin })),
    {
      name: 'amountUsd',
      kind: 'amount',
      valid: '500',
      format: t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) }),
      tooLarge: t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) }),
      required: t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) }),
      acceptLarge: false,
    },
    { name: 'dueDate', kind: 'date', valid: '2027-05-01', format: t('engagements.dueDateInvalid') },
  ]
  describeForm(
    (): FormSpec => ({
      name: 'add milestone',
      fields,
      client: member,
      send: (changes) => sendForm(member, `/engagements/${engagementId}`, { intent: 'add-milestone', ...valid(fields), ...changes }),
      snapshot: () => count(db().select({ id: milestones.id }).from(milestones)),
      stored: async (field) => {
        const [row] = await db().select().from(milestones).where(eq(milestones.engagementId, engagementId)).orderBy(desc(milestones.createdAt)).limit(1)
        return (row as Record<string, unknown> | undefined)?.[field]
      },
      shownAt: `/engagements/${engagementId}`,
    }),
    fields,
  )
})

describe('Opening a dispute refuses bad input', () => {
  const fields: FieldSpec[] = [
    lines('reason', t('engagements.disputeReason'), 'The draft misses the budget.', L.reasonMax, t('engagements.reasonMax', { max: L.reasonMax }), t('engagements.reasonMin', { min: L.reasonMin })),
  ]
  describeForm(
    (): FormSpec => ({
      name: 'dispute',
      fields,
      client: expert,
      // Each post disputes a milestone of its own, funded a moment before.
      send: async (changes) => sendForm(expert, `/engagements/${engagementId}`, { intent: 'dispute', milestoneId: await fundedMilestone(), ...valid(fields), ...changes }),
      snapshot: () => count(db().select({ id: milestoneDisputes.id }).from(milestoneDisputes)),
      stored: async (field) => {
        const [row] = await db().select().from(milestoneDisputes).orderBy(desc(milestoneDisputes.createdAt)).limit(1)
        return (row as Record<string, unknown> | undefined)?.[field]
      },
      shownAt: `/engagements/${engagementId}`,
    }),
    fields,
  )
})

describe('Writing a review refuses bad input', () => {
  const fields: FieldSpec[] = [
    choice('rating', '4', t('engagements.ratingInvalid'), t('engagements.ratingInvalid')),
    lines('body', t('engagements.reviewBody'), 'Clear, quick and careful work.', L.reviewMax, t('engagements.reviewMax', { max: L.reviewMax }), t('engagements.reviewMin', { min: L.reviewMin })),
  ]
  let last = ''
  describeForm(
    (): FormSpec => ({
      name: 'review',
      fields,
      client: member,
      // One review per side: each post reviews an engagement of its own, completed a moment before.
      send: async (changes) => {
        last = await completedEngagement()
        return sendForm(member, `/engagements/${last}`, { intent: 'review', ...valid(fields), ...changes })
      },
      snapshot: () => count(db().select({ id: reviews.id }).from(reviews)),
      stored: async (field) => {
        const [row] = await db().select().from(reviews).where(eq(reviews.engagementId, last))
        return (row as Record<string, unknown> | undefined)?.[field]
      },
    }),
    fields,
  )
})

describe('Recording the grant outcome refuses bad input', () => {
  const fields: FieldSpec[] = [
    choice('grantOutcome', 'won', t('engagements.outcomeInvalid'), t('engagements.outcomeInvalid')),
    {
      name: 'fundingSecured',
      kind: 'amount',
      valid: '25,000',
      format: t('engagements.fundingInvalid', { max: formatUsd(L.fundingMaxUsd) }),
      tooLarge: t('engagements.fundingInvalid', { max: formatUsd(L.fundingMaxUsd) }),
      required: t('engagements.fundingRequired'),
      acceptLarge: false,
    },
  ]
  let completed = ''
  describeForm(
    (): FormSpec => ({
      name: 'grant outcome',
      fields,
      send: async (changes) => {
        completed ||= await completedEngagement()
        return sendForm(member, `/engagements/${completed}`, { intent: 'outcome', ...valid(fields), ...changes })
      },
      snapshot: async () => {
        completed ||= await completedEngagement()
        return (await db().select({ won: engagements.grantWon, funding: engagements.fundingSecured }).from(engagements).where(eq(engagements.id, completed)))[0]
      },
    }),
    fields,
  )
})

describe('Setting a payout account refuses bad input', () => {
  const fields: FieldSpec[] = [
    choice('payoutAccount', 'acct_1OtienoWere77', t('engagements.payoutAccountInvalid'), t('engagements.payoutAccountInvalid')),
    // Asked again on every change: anything but the member's own password changes nothing.
    choice('password', GOOD_PASSWORD, t('engagements.passwordWrong'), t('engagements.passwordRequired')),
  ]
  describeForm(
    (): FormSpec => ({
      name: 'payout account',
      fields,
      send: (changes) => sendForm(expert, '/engagements', { ...valid(fields), ...changes }),
      snapshot: async () => (await db().select({ account: experts.payoutAccount }).from(experts).where(eq(experts.id, expertId)))[0],
    }),
    fields,
  )
})

describe('Proposing a milestone (the expert) refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    line('title', t('engagements.milestoneTitle'), 'Budget annex', L.titleMax, t('engagements.titleMax', { max: L.titleMax }), t('engagements.titleMin', { min: L.titleMin })),
    {
      name: 'amountUsd',
      kind: 'amount',
      valid: '300',
      format: t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) }),
      tooLarge: t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) }),
      required: t('engagements.amountInvalid', { max: formatUsd(L.milestoneMaxUsd) }),
      acceptLarge: false,
    },
    { name: 'dueDate', kind: 'date', valid: '2027-06-01', format: t('engagements.dueDateInvalid') },
  ]
  let proposedOn = ''
  const engagement = async () => {
    proposedOn ||= (await makeEngagement(server, MEMBER, expertId, 'Fish market proposals')).engagementId
    return proposedOn
  }
  describeForm(
    (): FormSpec => ({
      name: 'propose milestone',
      fields,
      client: expert,
      send: async (changes) => sendForm(expert, `/engagements/${await engagement()}`, { intent: 'propose-milestone', ...valid(fields), ...changes }),
      snapshot: () => count(db().select({ id: milestoneProposals.id }).from(milestoneProposals)),
      stored: async (field) => {
        const [row] = await db()
          .select()
          .from(milestoneProposals)
          .where(eq(milestoneProposals.engagementId, await engagement()))
          .orderBy(desc(milestoneProposals.createdAt))
          .limit(1)
        return (row as Record<string, unknown> | undefined)?.[field]
      },
      get shownAt() {
        return `/engagements/${proposedOn}`
      },
    }),
    fields,
  )
})

describe('Removing a milestone, proposing its removal, and deciding a proposal refuse an id that is not one', () => {
  /** An unfunded milestone, and an open proposal of the expert's, made on first use. */
  let unfunded = ''
  let proposal = ''
  const ids = async () => {
    unfunded ||= (await db().insert(milestones).values({ engagementId, title: 'Unfunded for removal', amountUsd: 120 }).returning({ id: milestones.id }))[0].id
    proposal ||= (await db().insert(milestoneProposals).values({ engagementId, kind: 'add', title: 'Proposed annex', amountUsd: 80 }).returning({ id: milestoneProposals.id }))[0].id
    return { unfunded, proposal }
  }
  const state = async () => {
    await ids()
    return {
      milestones: await db().select({ id: milestones.id, status: milestones.status }).from(milestones).where(eq(milestones.engagementId, engagementId)).orderBy(milestones.id),
      proposals: await db().select({ id: milestoneProposals.id, status: milestoneProposals.status }).from(milestoneProposals).orderBy(milestoneProposals.id),
    }
  }
  const unknownMilestone = t('engagements.milestoneUnknown')
  const unknownProposal = t('engagements.proposalUnknown')
  const cases = [
    { intent: 'remove-milestone', client: () => member, field: 'milestoneId', message: unknownMilestone },
    { intent: 'propose-removal', client: () => expert, field: 'milestoneId', message: unknownMilestone },
    { intent: 'accept-proposal', client: () => member, field: 'proposalId', message: unknownProposal },
    { intent: 'decline-proposal', client: () => member, field: 'proposalId', message: unknownProposal },
  ] as const
  for (const c of cases) {
    describe(c.intent, () => {
      // Only refusals: every generated value stands for the valid id with something wrong in it.
      const fields: FieldSpec[] = [choice(c.field, '00000000-0000-4000-8000-000000000000', c.message, c.message)]
      describeForm(
        (): FormSpec => ({
          name: c.intent,
          fields,
          send: async (changes) => {
            const { unfunded: m, proposal: p } = await ids()
            return sendForm(c.client(), `/engagements/${engagementId}`, { intent: c.intent, [c.field]: c.field === 'milestoneId' ? m : p, ...changes })
          },
          snapshot: state,
        }),
        fields,
      )
    })
  }
})

describe("An admin's split refuses bad input", () => {
  const fields: FieldSpec[] = [
    {
      name: 'expertShareUsd',
      kind: 'amount',
      valid: '200',
      format: t('engagements.shareInvalid'),
      tooLarge: t('engagements.shareInvalid'),
      required: t('engagements.shareInvalid'),
      acceptLarge: false,
      // An accepted share settles the dispute: only the refusals are sent.
      refusalsOnly: true,
    },
  ]
  let disputeId = ''
  /** One disputed milestone, made on first use. */
  const dispute = async () => {
    if (!disputeId) {
      const milestoneId = await fundedMilestone()
      await db().update(milestones).set({ status: 'disputed' }).where(eq(milestones.id, milestoneId))
      disputeId = (await db().insert(milestoneDisputes).values({ milestoneId, reason: 'Half of the work was delivered.' }).returning({ id: milestoneDisputes.id }))[0].id
    }
    return disputeId
  }
  describeForm(
    (): FormSpec => ({
      name: 'split',
      fields,
      send: async (changes) => sendForm(admin, `/admin/disputes/${await dispute()}`, { intent: 'split', ...valid(fields), ...changes }),
      snapshot: async () =>
        (
          await db()
            .select({ status: milestoneDisputes.status })
            .from(milestoneDisputes)
            .where(eq(milestoneDisputes.id, await dispute()))
        )[0],
    }),
    fields,
  )
})
