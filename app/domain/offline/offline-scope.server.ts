import { createHash } from 'node:crypto'

/**
 * The name under which a member's pages are kept on their phone for reading offline (ADR 067): one
 * per member, so on a shared phone one member's copies are never another's; derived from the id,
 * not the id itself.
 */
export function offlineScopeOf(memberId: string): string {
  return createHash('sha256').update(`offline:${memberId}`).digest('base64url').slice(0, 22)
}
