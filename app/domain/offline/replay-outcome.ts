/**
 * What became of one change sent from the offline queue, in the member's language (ADR 067);
 * `gone`: the grant or application is unknown (or another organization's), answered as 404.
 */
export type ReplayOutcome = { ok: boolean; message: string; gone?: true }
