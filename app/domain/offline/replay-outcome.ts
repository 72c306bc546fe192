/** What became of one change sent from the offline queue, in the member's language (ADR 067). */
export type ReplayOutcome = { ok: boolean; message: string }
