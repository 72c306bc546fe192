import { describe, expect, it } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import type { Language } from '../../i18n/languages.ts'
import { type AuditNames, describeAuditEntry } from './describe-audit-entry.server.ts'

const GRANT = '2b0f1c9e-8d6a-4a43-9a51-0c1f4a7f3b21'
const ORG = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const at = new Date('2026-11-30T16:55:00Z')
const names: AuditNames = {
  records: new Map([
    [`grant:${GRANT}`, 'Water for Schools'],
    [`organization:${ORG}`, 'Baobab Youth Trust'],
    ['organization_verification:12', 'Baobab Youth Trust'],
  ]),
  people: new Map([
    ['u-paul', 'Paul Otieno'],
    ['u-grace', 'Grace Wanjiku'],
  ]),
  experts: new Map(),
}
const entry = (fields: { action: string; entityType: string; entityId: string; before?: unknown; after?: unknown; actorName?: string | null }, language: Language = 'en') =>
  withLanguage(language, () => describeAuditEntry({ id: 'a1', createdAt: at, before: null, after: null, actorName: 'Amina Njoroge', ...fields }, names))

/* Each audit entry reads as a sentence with names, in the reader's language, never as ids and JSON. */
describe('An audit entry in words', () => {
  it('names who did it and the record by its name', () => {
    expect(entry({ action: 'submission.publish', entityType: 'grant', entityId: GRANT }).text).toBe('Amina Njoroge published the grant “Water for Schools”')
    expect(entry({ action: 'verification.revoke', entityType: 'organization_verification', entityId: '12', actorName: 'Paul Otieno' }).text).toBe(
      'Paul Otieno revoked the verification of Baobab Youth Trust',
    )
  })

  it('is in the reader’s language, with the time through Intl', () => {
    const french = entry({ action: 'grant.delete', entityType: 'grant', entityId: GRANT }, 'fr')
    expect(french.text).toBe('Amina Njoroge a supprimé la subvention « Water for Schools »')
    expect(french.when).toMatch(/^30 nov\. 2026.*16:55 UTC$/)
    expect(entry({ action: 'grant.delete', entityType: 'grant', entityId: GRANT }).when).toBe('Nov 30, 2026, 4:55 PM UTC')
  })

  it('names a deleted record as its snapshot did, else as a record that was deleted', () => {
    const gone = '11111111-2222-4333-8444-555555555555'
    expect(entry({ action: 'grant.delete', entityType: 'grant', entityId: gone, before: { id: gone, title: 'Clean Energy Fund' } }).text).toBe('Amina Njoroge deleted the grant “Clean Energy Fund”')
    expect(entry({ action: 'grant.change.confirm', entityType: 'grant', entityId: gone, before: { changeId: 'c1' } }).text).toBe(
      'Amina Njoroge confirmed the changes found at the source of a grant that was deleted',
    )
  })

  it('names the member an action was about, and their roles through the catalogue', () => {
    const role = entry({ action: 'team.role', entityType: 'organization', entityId: ORG, before: { userId: 'u-grace', role: 'editor' }, after: { userId: 'u-grace', role: 'admin' } })
    expect(role.text).toBe('Amina Njoroge changed the role of Grace Wanjiku in Baobab Youth Trust: Editor → Admin')
    // The sentence says the roles: no line repeats them.
    expect(role.changes).toEqual([])
    expect(entry({ action: 'team.remove', entityType: 'organization', entityId: ORG, before: { userId: 'u-gone', role: 'viewer' } }).text).toBe(
      'Amina Njoroge removed someone whose account was deleted from Baobab Youth Trust',
    )
  })

  it('lists what changed, field by field in the form’s order, with labels, formatted values and long values cut', () => {
    const long = 'Books and reading rooms for rural schools, with librarians trained for two years in every district that applies.'
    const update = entry({
      action: 'grant.update',
      entityType: 'grant',
      entityId: GRANT,
      before: { id: GRANT, title: 'Water for Schools', deadline: '2027-03-15', sector: 'education', description: 'Short.', foreignApplicants: null, url: 'https://a.example.org' },
      after: { id: GRANT, title: 'Water for Schools', deadline: '2027-04-30', sector: 'gender_equality', description: long, foreignApplicants: true, url: 'https://a.example.org' },
    })
    expect(update.text).toBe('Amina Njoroge edited the grant “Water for Schools”')
    expect(update.changes).toEqual([
      `Description: Short. → ${long.slice(0, 79).trimEnd()}…`,
      'Sector: Education → Gender Equality',
      'Deadline: Mar 15, 2027 → Apr 30, 2027',
      'Organizations from other countries may apply: none → yes',
    ])
    expect(update.changes.join(' ')).not.toMatch(/[{}"]|gender_equality|2027-04-30/)
  })

  it('shows a decision’s reason, and an amount in dollars', () => {
    expect(entry({ action: 'submission.reject', entityType: 'submission', entityId: 'x', before: { status: 'pending' }, after: { status: 'rejected', reason: 'Already listed' } }).changes).toEqual([
      'Status: Pending → Rejected',
      'Reason: Already listed',
    ])
    const refunded = entry({
      action: 'payment.duplicate_refunded',
      entityType: 'payment_session',
      entityId: 'ps_1',
      actorName: null,
      after: { provider: 'sandbox', purpose: 'verification', amountUsd: 150 },
    })
    expect(refunded.text).toBe('A second payment of $150 was refunded')
  })

  it('falls back to plain words for an action or a record it does not know, never to raw data', () => {
    const unknown = entry({ action: 'legacy.thing', entityType: 'widget', entityId: '9', actorName: null, after: { foo: 'bar' } })
    expect(unknown.text).toBe('Someone changed a record')
    expect(unknown.changes).toEqual([])
    // The stored entry stays available to staff, in Details.
    expect(unknown.raw).toMatchObject({ action: 'legacy.thing', record: 'widget 9' })
    expect(unknown.raw.after).toContain('"foo": "bar"')
  })
})
