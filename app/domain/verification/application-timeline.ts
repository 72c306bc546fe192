import type { VerificationApplication } from './get-verification-application.server.ts'

export type TimelineStepId = 'paid' | 'submitted' | 'review' | 'decision' | 'refunded'
export type TimelineState = 'done' | 'current' | 'upcoming'

/** One step of where a submitted application stands; `at` only when a date was recorded, never guessed. */
export type TimelineStep = {
  id: TimelineStepId
  state: TimelineState
  at: string | null
  /** The decision's outcome, once there is one. */
  outcome?: 'approved' | 'rejected'
  /** Within the review: when the automated checks ran and when the on-the-ground check was recorded. */
  checksAt?: string | null
  groundCheckAt?: string | null
}

type Facts = Pick<VerificationApplication, 'verificationStatus' | 'paymentStatus' | 'submittedAt' | 'decidedAt' | 'digitalChecksAt' | 'groundCheckAt' | 'refundRequestedAt'>

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

/**
 * The steps a submitted application goes through, in order: the fee paid (the wizard takes it
 * before Submit), submitted, in review, the decision, and the refund when one was asked for. The
 * last step reached is the current one; the steps after it are upcoming. Dates come from the
 * application's own timestamps and the payment's receipt (`paidAt`); a step without one shows none.
 */
export function applicationTimeline(application: Facts, paidAt: Date | null): TimelineStep[] {
  const status = application.verificationStatus
  const outcome = status === 'approved' || status === 'rejected' ? status : null
  const decided = outcome !== null
  const refunded = application.paymentStatus === 'refunded'
  const steps: TimelineStep[] = [
    { id: 'paid', state: application.paymentStatus === 'pending' ? 'upcoming' : 'done', at: iso(paidAt) },
    { id: 'submitted', state: status === 'draft' ? 'upcoming' : 'done', at: iso(application.submittedAt) },
    {
      id: 'review',
      state: status === 'in_progress' ? 'current' : decided ? 'done' : 'upcoming',
      at: null,
      checksAt: iso(application.digitalChecksAt),
      groundCheckAt: iso(application.groundCheckAt),
    },
    { id: 'decision', state: decided ? (refunded ? 'done' : 'current') : 'upcoming', at: decided ? iso(application.decidedAt) : null, ...(outcome ? { outcome } : {}) },
  ]
  if (refunded) steps.push({ id: 'refunded', state: 'current', at: iso(application.refundRequestedAt) })
  return steps
}
