import { PROFILE_FIELDS_SENT, type ProfileFieldSent } from '../../catalog/assistant-apply.ts'

/**
 * Each claim a draft makes about the organization names the profile field it came from, as a mark
 * `[from: mission]` after it (ADR 080). The server keeps a mark only when it names a field that was
 * sent with the request; any other mark becomes `[from: ?]`, shown as "not from your profile: check
 * it". A member's own edits are checked the same way when saved.
 */
const MARK = /\[from:\s*([A-Za-z?]+)\s*\]/g

export const UNSOURCED_MARK = '[from: ?]'

export function checkSourceMarks(body: string, fieldsSent: readonly string[]): { body: string; unsourced: number } {
  let unsourced = 0
  const checked = body.replace(MARK, (_whole, field: string) => {
    if ((PROFILE_FIELDS_SENT as readonly string[]).includes(field) && fieldsSent.includes(field)) return `[from: ${field}]`
    unsourced++
    return UNSOURCED_MARK
  })
  return { body: checked, unsourced }
}

/** A draft cut into its text and its marks, for the page to show each mark as a small label. */
export type DraftPiece = { kind: 'text'; text: string } | { kind: 'mark'; field: ProfileFieldSent | null }

export function draftPieces(body: string): DraftPiece[] {
  const pieces: DraftPiece[] = []
  let last = 0
  for (const match of body.matchAll(MARK)) {
    if (match.index > last) pieces.push({ kind: 'text', text: body.slice(last, match.index) })
    const field = PROFILE_FIELDS_SENT.find((f) => f === match[1]) ?? null
    pieces.push({ kind: 'mark', field })
    last = match.index + match[0].length
  }
  if (last < body.length) pieces.push({ kind: 'text', text: body.slice(last) })
  return pieces
}
