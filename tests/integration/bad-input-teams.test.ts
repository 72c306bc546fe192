import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_LIMITS } from '../../app/catalog/limits.ts'
import { REPORT_LIMITS } from '../../app/catalog/text-limits.ts'
import { API_KEY_NAME_MAX, AUTOMATION_RULE_NAME_MAX, INVITE_EMAIL_MAX } from '../../app/catalog/text-limits.ts'
import { AUTOMATION_DEADLINE_DAYS, AUTOMATION_MIN_SCORE } from '../../app/catalog/automation.ts'
import { apiKeys, automationRules, contactMessages, organizationInvitations, organizationMembers, organizations, savedReports, user } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { joinTeam, onPlan } from '../support/team.ts'

/**
 * Bad input on the team's forms (issue 14), generated like the other bad-input suites
 * (tests/support/bad-input.ts): the invitation and a member's role on /team, an automation rule,
 * a custom report with its filters, an API key, the note to the account manager, and the admin's
 * choice of account manager. A refusal names the field's problem, keeps what was typed and writes
 * nothing; RTL, emoji and HTML names are accepted as typed. Each form belongs to an organization of
 * its own (on Premium), so one form's accepted cases never reach another's limits.
 */
let server: TestServer
let admin: TestClient
const owners: Record<string, { client: TestClient; orgId: string; userId: string }> = {}
let colleagueId: string
let staffId: string

async function premiumOwner(key: string) {
  const email = `${key}-owner@teams-bad.example`
  const client = await newMember(server, { email, name: `${key} Owner`, orgName: `${key} Collective` })
  await onPlan(server, email, 'premium')
  const org = await organizationOf(server, email)
  owners[key] = { client, orgId: org.id, userId: org.userId }
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'ada@teams-bad.example', 'Ada Admin')
  for (const key of ['team', 'automation', 'reports', 'filters', 'api', 'manager']) await premiumOwner(key)
  // A colleague on the first team, whose role the owner changes.
  await joinTeam(server, owners.team.client, { email: 'colleague@teams-bad.example', name: 'Baraka Colleague', role: 'editor' })
  colleagueId = (await organizationOf(server, 'colleague@teams-bad.example')).userId
  const [ada] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'ada@teams-bad.example'))
  staffId = ada.id
  // The account manager's organization has one assigned, so its members may write to them.
  await server.services.db.update(organizations).set({ accountManagerId: staffId }).where(eq(organizations.id, owners.manager.orgId))
})
afterAll(async () => {
  console.log(`bad-input (teams, automation, reports, API keys, account manager): ${casesRun()} generated cases run`)
  await server?.close()
})

const db = () => server.services.db

describe('The invitation form refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    {
      name: 'email',
      kind: 'email',
      valid: 'new-colleague@teams-bad.example',
      max: INVITE_EMAIL_MAX,
      maxMessage: t('validation.emailTooLong'),
      format: t('validation.invalidEmail'),
      required: t('team.emailRequired'),
    },
    choice('role', 'viewer', t('team.roleInvalid'), t('team.roleInvalid')),
  ]
  describeForm(
    formSpec(
      () => owners.team.client,
      'team invitation',
      () => '/team',
      { intent: 'invite' },
      fields,
      {
        snapshot: () => db().select().from(organizationInvitations).where(eq(organizationInvitations.organizationId, owners.team.orgId)),
        accepted: [303],
      },
    ),
    fields,
  )
})

describe('A member’s role refuses anything but admin, editor or viewer', () => {
  const fields: FieldSpec[] = [choice('role', 'viewer', t('team.roleInvalid'), t('team.roleInvalid'))]
  describeForm(
    formSpec(
      () => owners.team.client,
      'team role',
      () => '/team',
      () => ({ intent: 'role', id: colleagueId }),
      fields,
      {
        snapshot: () => db().select().from(organizationMembers).where(eq(organizationMembers.organizationId, owners.team.orgId)),
        accepted: [303],
      },
    ),
    fields,
  )
})

const rules = () => db().select().from(automationRules).where(eq(automationRules.organizationId, owners.automation.orgId))

describe('The automation rule form refuses bad input field by field (a new match, assigned)', () => {
  const fields: FieldSpec[] = [
    line('name', t('automation.form.name'), 'Strong education matches', AUTOMATION_RULE_NAME_MAX, t('automation.form.nameMax', { max: AUTOMATION_RULE_NAME_MAX }), t('automation.form.nameRequired')),
    choice('trigger', 'match.new', t('automation.form.triggerInvalid'), t('automation.form.triggerInvalid')),
    choice('minScore', '85', t('automation.form.minScoreInvalid', AUTOMATION_MIN_SCORE), t('automation.form.minScoreInvalid', AUTOMATION_MIN_SCORE)),
    choice('sector', 'education', t('automation.form.sectorInvalid')),
    choice('actions', 'assign', t('automation.form.actionInvalid'), t('automation.form.actionsRequired')),
    choice('assignTo', 'owner', t('automation.form.memberInvalid'), t('automation.form.assignToRequired')),
  ]
  describeForm(
    formSpec(
      () => owners.automation.client,
      'automation rule',
      () => '/team/automation',
      () => ({ intent: 'create', assignTo: owners.automation.userId }),
      // The assignee's valid value is the owner's id, known only once the server runs.
      fields.filter((f) => f.name !== 'assignTo'),
      { snapshot: rules, accepted: [303] },
    ),
    fields,
  )
})

describe('The automation rule form refuses bad input field by field (a deadline, someone told)', () => {
  const fields: FieldSpec[] = [
    choice('days', '14', t('automation.form.daysInvalid', AUTOMATION_DEADLINE_DAYS), t('automation.form.daysInvalid', AUTOMATION_DEADLINE_DAYS)),
    choice('notifyTo', 'assignee', t('automation.form.memberInvalid'), t('automation.form.notifyToRequired')),
  ]
  describeForm(
    formSpec(
      () => owners.automation.client,
      'automation rule (deadline)',
      () => '/team/automation',
      { intent: 'create', name: 'Two weeks before a deadline', trigger: 'deadline.approaching', actions: 'notify' },
      fields,
      { snapshot: rules, accepted: [303] },
    ),
    fields,
  )
})

const reports = (key: string) => () => db().select().from(savedReports).where(eq(savedReports.organizationId, owners[key].orgId))

describe('The custom report form refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    line('name', t('reports.custom.name'), 'Board pack', REPORT_LIMITS.nameMax, t('reports.custom.nameMax', { max: REPORT_LIMITS.nameMax }), t('reports.custom.nameRequired')),
    choice('blocks', 'pipeline', t('reports.custom.blocksInvalid'), t('reports.custom.blocksRequired')),
    choice('groupBy', 'funder', t('reports.custom.groupByInvalid'), t('reports.custom.groupByInvalid')),
  ]
  describeForm(
    formSpec(
      () => owners.reports.client,
      'custom report',
      () => '/reports',
      { intent: 'create' },
      fields,
      { snapshot: reports('reports'), accepted: [303] },
    ),
    fields,
  )
})

describe('Renaming a saved report refuses bad input', () => {
  let reportId = ''
  beforeAll(async () => {
    const saved = await owners.reports.client.post('/reports', { intent: 'create', name: 'To be renamed', blocks: 'pipeline', groupBy: 'funder' })
    reportId = new URL(saved.headers.get('location')!, 'http://x').pathname.split('/').pop()!
  })
  let n = 0
  const fields: FieldSpec[] = [
    line('name', t('reports.custom.name'), 'Renamed pack', REPORT_LIMITS.nameMax, t('reports.custom.nameMax', { max: REPORT_LIMITS.nameMax }), t('reports.custom.nameRequired')),
  ]
  describeForm(
    formSpec(
      () => owners.reports.client,
      'report rename',
      () => `/reports/${reportId}`,
      { intent: 'rename' },
      fields,
      { snapshot: reports('reports'), accepted: [303], vary: () => ({ name: `Renamed pack ${++n}` }) },
    ),
    fields,
  )
})

describe('A custom report’s filters refuse bad input field by field', () => {
  let n = 0
  const fields: FieldSpec[] = [
    { name: 'from', kind: 'date', valid: '2026-01-01', format: t('reports.filter.fromInvalid') },
    { name: 'to', kind: 'date', valid: '2026-12-31', format: t('reports.filter.toInvalid') },
    line('funder', t('reports.filter.funder'), 'Acacia Foundation', REPORT_LIMITS.funderMax, t('reports.filter.funderMax', { max: REPORT_LIMITS.funderMax })),
    choice('sector', 'agriculture', t('reports.filter.sectorInvalid')),
    choice('status', 'submitted', t('reports.filter.statusInvalid')),
    choice('unit', 'quarter', t('reports.filter.unitInvalid')),
  ]
  describeForm(
    formSpec(
      () => owners.filters.client,
      'custom report filters',
      () => '/reports',
      { intent: 'create', blocks: 'amounts', groupBy: 'sector' },
      fields,
      // Each accepted report needs a name of its own: a team's report names are unique.
      { snapshot: reports('filters'), accepted: [303], vary: () => ({ name: `Filtered pack ${++n}` }) },
    ),
    fields,
  )

  it('the report page’s own filters (a plain GET form) name each bad one and keep the page', async () => {
    const page = await owners.filters.client.page('/reports?from=2026-02-31&to=2025-01-01&sector=xfarming&unit=decade&assignee=%00')
    expect(page.status).toBe(400)
    for (const message of [t('reports.filter.fromInvalid'), t('reports.filter.sectorInvalid'), t('reports.filter.unitInvalid'), t('reports.filter.assigneeInvalid')])
      expect(text(page.html)).toContain(message)
  })
})

describe('The API key form refuses bad input field by field', () => {
  const fields: FieldSpec[] = [
    line('name', t('apiKeys.name'), 'Reporting server', API_KEY_NAME_MAX, t('apiKeys.nameMax', { max: API_KEY_NAME_MAX }), t('apiKeys.nameRequired')),
    choice('scopes', 'grants:read', t('apiKeys.scopesInvalid'), t('apiKeys.scopesRequired')),
  ]
  describeForm(
    formSpec(
      () => owners.api.client,
      'API key',
      () => '/team/api',
      { intent: 'create' },
      fields,
      {
        snapshot: () => db().select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.organizationId, owners.api.orgId)),
        // A new key is shown once, on the page that made it.
        accepted: [200],
      },
    ),
    fields,
  )
})

describe('The note to the account manager refuses bad input', () => {
  const L = CONTACT_LIMITS
  const fields: FieldSpec[] = [
    lines(
      'message',
      t('accountManager.message'),
      'Could we talk about the Elite documents?',
      L.messageMax,
      t('contact.messageMax', { max: L.messageMax }),
      t('contact.messageMin', { min: L.messageMin }),
    ),
  ]
  describeForm(
    formSpec(
      () => owners.manager.client,
      'account manager message',
      () => '/dashboard/account-manager',
      {},
      fields,
      {
        snapshot: () => db().select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.organizationId, owners.manager.orgId)),
        accepted: [303],
      },
    ),
    fields,
  )
})

describe('The admin’s choice of account manager refuses anyone but staff', () => {
  // Left out, the choice is "nobody": the organization's manager is removed.
  const fields: FieldSpec[] = [choice('managerId', 'staff', t('accountManager.admin.notStaff'))]
  describeForm(
    formSpec(
      () => admin,
      'account manager assignment',
      () => `/admin/organizations/${owners.manager.orgId}`,
      () => ({ managerId: staffId }),
      fields.filter((f) => f.name !== 'managerId'),
      {
        snapshot: () =>
          db()
            .select({ manager: organizations.accountManagerId })
            .from(organizations)
            .where(and(eq(organizations.id, owners.manager.orgId))),
        accepted: [303],
      },
    ),
    fields,
  )
})
