import {
  API_KEY_REVOCATION_WORDS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_FIELDS,
  AUDIT_PERSON_KEYS,
  AUDIT_STATUSES,
  AUDIT_VALUE_MAX,
  type AuditField,
  type AuditValueKind,
  isAuditAction,
  isAuditEntityType,
  UNKNOWN_AUDIT_ACTION,
  UNKNOWN_AUDIT_ENTITY,
} from '../../catalog/audit.ts'
import { isRevocationReason } from '../../catalog/badge-check.ts'
import { countryName } from '../../catalog/countries.ts'
import { CRAWL_FREQUENCIES, SOURCE_FORMATS, SOURCE_PRIORITIES, SOURCE_TYPES } from '../../catalog/discovery.ts'
import type { FieldChange } from '../../catalog/grant-changes.ts'
import { APPLICANT_TYPES } from '../../catalog/matching.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { PLAN_IDS, planName } from '../../catalog/plans.ts'
import { isOneOf, LANGUAGE_NAMES, LANGUAGES } from '../../catalog/sectors.ts'
import { MEMBER_ROLES } from '../../catalog/team.ts'
import { formatDate, formatDateTime, formatList, formatNumber, formatUsd, t } from '../../i18n/index.ts'
import { changeLine } from '../grant-changes/change-text.ts'
import { checkOutcomeLabels } from '../verification/check-texts.server.ts'

/** The names the entries need, looked up for all of them at once (list-audit-log.server.ts). */
export interface AuditNames {
  /** A record's name by "entityType:entityId": a grant's title, an organization's name, a payment's amount in dollars. */
  records: Map<string, string>
  /** People by user id. */
  people: Map<string, string>
  /** Grant experts by expert id. */
  experts: Map<string, string>
}

export interface AuditEntry {
  id: string
  /** "Amina Njoroge published the grant “Water for Schools”", in the reader's language. */
  text: string
  at: string
  /** When, in the reader's language ("Nov 30, 2026, 16:55 UTC"). */
  when: string
  /** What changed, one line each: "Deadline: Mar 15, 2027 → Apr 30, 2027". */
  changes: string[]
  /** The entry as stored, for staff who need the whole record. */
  raw: { action: string; record: string; before: string | null; after: string | null }
}

type Snapshot = Record<string, unknown>
const snapshotOf = (value: unknown): Snapshot | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : null)
const present = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)

/** Long words are cut, so a description or an error does not take over the page; the whole value stays in Details. */
function cut(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > AUDIT_VALUE_MAX ? `${oneLine.slice(0, AUDIT_VALUE_MAX - 1).trimEnd()}…` : oneLine
}

/** One value of a snapshot in the reader's words: ids through their catalogue, amounts and dates through Intl. */
function valueText(kind: AuditValueKind, value: unknown, names: AuditNames): string {
  if (!present(value)) return t('audit.none')
  if (kind === 'count' && Array.isArray(value)) return formatNumber(value.length)
  if (Array.isArray(value)) return formatList(value.map((v) => valueText(kind, v, names)))
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no')
  if (typeof value === 'number') return kind === 'usd' ? formatUsd(value) : formatNumber(value)
  if (typeof value !== 'string') return cut(JSON.stringify(value))
  switch (kind) {
    case 'date':
      return Number.isNaN(Date.parse(value)) ? cut(value) : formatDate(value)
    case 'moment':
      return Number.isNaN(Date.parse(value)) ? cut(value) : formatDateTime(value)
    case 'yesNo':
      return value === 'yes' ? t('audit.yes') : value === 'no' ? t('audit.no') : cut(value)
    case 'person':
      return names.people.get(value) ?? t('audit.memberGone')
    case 'expert':
      return names.experts.get(value) ?? t('audit.memberGone')
    case 'role':
      return isOneOf(MEMBER_ROLES, value) ? t(`team.role.${value}`) : cut(value)
    case 'plan':
      return isOneOf(PLAN_IDS, value) ? planName(value) : cut(value)
    case 'status':
      return isOneOf(AUDIT_STATUSES, value) ? t(`audit.status.${value}`) : cut(value)
    case 'sector':
      return sectorName(value)
    case 'language':
      return isOneOf(LANGUAGES, value) ? LANGUAGE_NAMES[value] : cut(value)
    case 'applicantType':
      return isOneOf(APPLICANT_TYPES, value) ? t(`applicantTypeOne.${value}`) : cut(value)
    case 'country':
      return countryName(value)
    case 'region':
      return regionName(value)
    case 'sourceType':
      return isOneOf(SOURCE_TYPES, value) ? t(`discovery.sourceType.${value}`) : cut(value)
    case 'format':
      return isOneOf(SOURCE_FORMATS, value) ? t(`discovery.formatName.${value}`) : cut(value)
    case 'frequency':
      return isOneOf(CRAWL_FREQUENCIES, value) ? t(`discovery.frequency.${value}`) : cut(value)
    case 'priority':
      return isOneOf(SOURCE_PRIORITIES, value) ? t(`discovery.priorityName.${value}`) : cut(value)
    case 'resolution':
      return isOneOf(['refund', 'release', 'split'] as const, value) ? t(`audit.resolution.${value}`) : cut(value)
    case 'check':
      return isOneOf(['website', 'registration', 'documents', 'email-domain', 'screening'] as const, value) ? t(`checks.${value}`) : cut(value)
    case 'checkOutcome':
      return isOneOf(['pass', 'warn', 'fail', 'skipped'] as const, value) ? checkOutcomeLabels()[value] : cut(value)
    case 'revocationReason':
      return isRevocationReason(value) ? t(`badgeCheck.reason.${value}`) : cut(value)
    case 'reason':
      return Object.hasOwn(API_KEY_REVOCATION_WORDS, value) ? t(API_KEY_REVOCATION_WORDS[value as keyof typeof API_KEY_REVOCATION_WORDS]) : cut(value)
    default:
      return cut(value)
  }
}

const FIELD_ORDER = Object.keys(AUDIT_FIELDS)

/**
 * What changed, as lines: for an entry with both snapshots, each catalogued field whose value
 * differs ("Field: before → after", or "Field: value" when only one side has it); for an entry with
 * one snapshot (a record added, deleted, a decision's reason), each catalogued field it holds. What
 * the sentence already says (the record's name, a role, a plan) is not repeated. Fields not in the catalogue (ids,
 * links between records) are left to Details.
 */
function changeLines(before: Snapshot | null, after: Snapshot | null, told: { name: string | null; fields: readonly string[] }, names: AuditNames): string[] {
  // In the catalogue's order (a form's order), not the stored one (jsonb keeps its keys by length).
  const keys = FIELD_ORDER.filter((key) => (before !== null && Object.hasOwn(before, key)) || (after !== null && Object.hasOwn(after, key)))
  const lines: string[] = []
  for (const key of keys) {
    if (told.fields.includes(key)) continue
    const { label, kind } = AUDIT_FIELDS[key as AuditField]
    const was = before?.[key]
    const is = after?.[key]
    if (kind === 'grantChanges') {
      if (Array.isArray(is)) lines.push(...(is as FieldChange[]).map(changeLine))
      continue
    }
    const field = t(label)
    const both = before !== null && after !== null && Object.hasOwn(before, key) && Object.hasOwn(after, key)
    if (both) {
      if (JSON.stringify(was) !== JSON.stringify(is)) lines.push(t('audit.change', { field, before: valueText(kind, was, names), after: valueText(kind, is, names) }))
      continue
    }
    const value = after !== null && Object.hasOwn(after, key) ? is : was
    if (!present(value) || (told.name !== null && String(value) === told.name)) continue
    lines.push(t('audit.value', { field, value: valueText(kind, value, names) }))
  }
  return lines
}

/** A record's name when it is gone: what its snapshot called it (a deleted grant's title, a deleted source's name). */
function snapshotName(entityType: string, before: Snapshot | null, after: Snapshot | null): string | null {
  for (const snapshot of [before, after]) {
    if (!snapshot) continue
    if (entityType === 'payment_session' && typeof snapshot.amountUsd === 'number') return String(snapshot.amountUsd)
    for (const key of ['title', 'name', 'sourceName', 'subjectName', 'funderOrganization']) {
      const value = snapshot[key]
      if (typeof value === 'string' && value.trim()) return value
    }
  }
  return null
}

/** The first person a snapshot names (the member an action was about), after the change first, else before. */
function memberOf(before: Snapshot | null, after: Snapshot | null, names: AuditNames): string {
  for (const snapshot of [after, before]) {
    for (const key of AUDIT_PERSON_KEYS) {
      const id = snapshot?.[key]
      if (typeof id !== 'string' || !id) continue
      return (key === 'expertId' ? names.experts.get(id) : names.people.get(id)) ?? t('audit.memberGone')
    }
  }
  return t('audit.memberGone')
}

const roleName = (value: unknown) => (isOneOf(MEMBER_ROLES, value) ? t(`team.role.${value}`) : '')
const planWord = (value: unknown) => (isOneOf(PLAN_IDS, value) ? planName(value) : '')

/**
 * One entry in words: the action's sentence with who did it (their name; "Someone" when their
 * account is gone or no one is recorded) and what it was done to (the record's name today, else the
 * name its snapshot kept, else a phrase for a record that was deleted); the time through Intl; and
 * what changed, field by field. An action the catalogue does not know reads as a plain "changed".
 */
export function describeAuditEntry(
  row: { id: string; action: string; entityType: string; entityId: string; before: unknown; after: unknown; createdAt: Date; actorName: string | null },
  names: AuditNames,
): AuditEntry {
  const before = snapshotOf(row.before)
  const after = snapshotOf(row.after)
  const kind = isAuditEntityType(row.entityType) ? row.entityType : null
  const current = kind ? (names.records.get(`${kind}:${row.entityId}`) ?? null) : null
  const name = current ?? (kind ? snapshotName(kind, before, after) : null)
  let shown = name
  if (kind === 'payment_session' && name !== null) shown = formatUsd(Number(name))
  if (kind === 'badge_statement_key') shown = row.entityId.length > 12 ? `${row.entityId.slice(0, 12)}…` : row.entityId
  const entity = !kind ? t(UNKNOWN_AUDIT_ENTITY) : shown !== null ? t(AUDIT_ENTITIES[kind].named, { name: shown }) : t(AUDIT_ENTITIES[kind].gone)
  const action = isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : null
  const sentence = action?.sentence ?? UNKNOWN_AUDIT_ACTION
  const text = t(sentence, {
    actor: row.actorName ?? t('audit.someone'),
    entity,
    member: memberOf(before, after, names),
    role: roleName(after?.role ?? before?.role),
    fromRole: roleName(before?.role),
    toRole: roleName(after?.role),
    plan: planWord(after?.plan ?? before?.plan),
    fromPlan: planWord(before?.plan),
  })
  return {
    id: row.id,
    text,
    at: row.createdAt.toISOString(),
    when: formatDateTime(row.createdAt),
    changes: changeLines(before, after, { name, fields: action && 'says' in action ? action.says : [] }, names),
    raw: {
      action: row.action,
      record: `${row.entityType} ${row.entityId}`,
      before: row.before == null ? null : JSON.stringify(row.before, null, 2),
      after: row.after == null ? null : JSON.stringify(row.after, null, 2),
    },
  }
}
