/**
 * A grant's text as the model reads it and as quotes are checked against: its title, description
 * and eligibility, as the funder wrote them.
 */
export function grantText(grant: { title: string; description: string; eligibility: string | null }): string {
  return [grant.title, grant.description, grant.eligibility ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n')
}
