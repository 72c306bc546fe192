/**
 * An address shown to someone who may not own it: its first character, an ellipsis and its domain
 * ("j…@ngo.org"), enough to recognise one's own address without revealing someone else's.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '…'
  return `${email.slice(0, 1)}…${email.slice(at)}`
}
