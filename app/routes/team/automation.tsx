import type { ReactNode } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import {
  AUTOMATION_DEADLINE_DAYS,
  AUTOMATION_MIN_SCORE,
  AUTOMATION_RUNS_SHOWN,
  ASSIGNEE_TARGET,
  type AutomationAction,
  type AutomationTrigger,
  MAX_AUTOMATION_RULES,
} from '../../catalog/automation.ts'
import { sectorName } from '../../catalog/names.ts'
import { planById } from '../../catalog/plans.ts'
import { SECTORS } from '../../catalog/sectors.ts'
import { can } from '../../catalog/team.ts'
import { AUTOMATION_RULE_NAME_MAX } from '../../catalog/text-limits.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { servicesContext } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { automationRuleFromForm, type AutomationRuleField, type TypedAutomationRule, typedAutomationRule } from '../../domain/automation/automation-rule.schema.server.ts'
import { createAutomationRule } from '../../domain/automation/create-automation-rule.server.ts'
import { deleteAutomationRule } from '../../domain/automation/delete-automation-rule.server.ts'
import { listAutomationRules } from '../../domain/automation/list-automation-rules.server.ts'
import { listTeamMembers } from '../../domain/automation/list-team-members.server.ts'
import { listUserNames } from '../../domain/automation/list-user-names.server.ts'
import type { AutomationRunDetail } from '../../domain/automation/run-automation-rule.server.ts'
import { setAutomationRuleEnabled } from '../../domain/automation/set-automation-rule-enabled.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatIsolatedList, formatList, formatNumber, type MessageId, t } from '../../i18n/index.ts'
import type { Route } from './+types/automation'
import { TeamNav } from '../../components/team/team-nav.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('automation.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/team/automation'
type Intent = 'create' | 'enable' | 'disable' | 'delete'

/** The rule's trigger in words. */
function whenText(trigger: AutomationTrigger | null): string {
  if (!trigger) return t('automation.when.unknown')
  if (trigger.type === 'deadline.approaching') return t('automation.when.deadline', { days: trigger.days })
  return trigger.sector
    ? t('automation.when.matchInSector', { score: formatNumber(trigger.minScore), sector: sectorName(trigger.sector) })
    : t('automation.when.match', { score: formatNumber(trigger.minScore) })
}

/** The rule's actions in words, naming the team members (or saying one has left). */
function thenTexts(actions: AutomationAction[], names: Map<string, string>): string[] {
  const who = (id: string) => names.get(id) ?? t('automation.formerMember')
  return actions.map((a) => {
    if (a.type === 'assign') return t('automation.then.assign', { name: who(a.userId) })
    if (a.type === 'notify') return a.userId === ASSIGNEE_TARGET ? t('automation.then.notifyAssignee') : t('automation.then.notify', { name: who(a.userId) })
    return t(a.type === 'save' ? 'automation.then.save' : 'automation.then.createApplication')
  })
}

const RUN_STATUS: Record<string, { label: MessageId; tone: 'strong' | 'warning' | 'danger' }> = {
  done: { label: 'automation.run.done', tone: 'strong' },
  skipped: { label: 'automation.run.skipped', tone: 'warning' },
  failed: { label: 'automation.run.failed', tone: 'danger' },
}
const DONE_WORDS: Record<string, MessageId> = {
  save: 'automation.run.didSave',
  createApplication: 'automation.run.didCreateApplication',
  assign: 'automation.run.didAssign',
  notify: 'automation.run.didNotify',
}

/** What one run did, or why it did nothing, in words. */
function runText(status: string, detail: AutomationRunDetail, names: Map<string, string>): string {
  const title = t('automation.run.grant', { title: detail.title ?? '' })
  if (status === 'skipped') {
    const reason =
      detail.reason === 'no_assignee' ? t('automation.run.noAssignee') : t('automation.run.memberLeft', { name: (detail.userId && names.get(detail.userId)) || t('automation.formerMember') })
    return `${title} ${reason}`
  }
  if (status === 'failed') return `${title} ${t('automation.run.failedBody')}`
  const done = (detail.done ?? []).map((a) => t(DONE_WORDS[a] ?? 'automation.run.didNotify'))
  return `${title} ${done.length ? formatList(done) : t('automation.run.nothingToChange')}`
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The whole team may read the rules and their runs; admins and the owner change them.
  const member = requireOrgPermission(context, request, 'pipeline.read')
  const { db } = context.get(servicesContext)
  const [rules, team] = await Promise.all([listAutomationRules(db, member.organization.id), listTeamMembers(db, member.organization.id)])
  const onTeam = new Set(team.map((m) => m.id))
  // People a rule or a run names who have left the team since are still named (their account, if it still exists).
  const named = rules.flatMap((r) => [
    ...r.actions.flatMap((a) => (a.type === 'assign' || a.type === 'notify' ? [a.userId] : [])),
    ...r.runs.flatMap((run) => (typeof run.detail.userId === 'string' ? [run.detail.userId] : [])),
  ])
  const former = await listUserNames(
    db,
    named.filter((id) => id !== ASSIGNEE_TARGET && !onTeam.has(id)),
  )
  const names = new Map([...former, ...team.map((m) => [m.id, m.name] as const)])
  return {
    included: planById(member.organization.plan).entitlements.automation,
    canManage: can(member.organization.role, 'automation.manage'),
    team: team.map((m) => ({ id: m.id, name: m.name })),
    rules: rules.map((r) => ({
      id: r.id,
      name: r.name,
      enabled: r.enabled,
      when: whenText(r.trigger),
      does: thenTexts(r.actions, names),
      // A rule naming someone no longer on the team skips every run until it is replaced.
      namesFormerMember: r.actions.some((a) => (a.type === 'assign' || a.type === 'notify') && a.userId !== ASSIGNEE_TARGET && !onTeam.has(a.userId)),
      runs: r.runs.map((run) => ({
        key: run.subjectKey,
        status: RUN_STATUS[run.status] ?? RUN_STATUS.failed,
        text: runText(run.status, run.detail as unknown as AutomationRunDetail, names),
        at: run.createdAt.toISOString(),
      })),
    })),
  }
}

type ActionData = { intent: Intent | null; errors: Partial<Record<AutomationRuleField, string>>; typed: TypedAutomationRule | null; upgrade?: boolean }

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'automation.manage')
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  switch (intent) {
    case 'create':
      return createRule(db, member, form)
    case 'enable':
    case 'disable':
      return onRule(form, (id) => enableOrDisable(db, member, id, intent))
    case 'delete':
      return onRule(form, (id) => deleteRule(db, member, id))
    default:
      return data<ActionData>({ intent: null, errors: { form: t('automation.badIntent') }, typed: null }, { status: 400 })
  }
}

async function createRule(db: Db, member: Member, form: FormData) {
  const input = automationRuleFromForm(form)
  const outcome = await createAutomationRule(db, { id: member.id, organizationId: member.organization.id, plan: member.organization.plan }, input)
  if (outcome.ok) return redirectWithFlash(HERE, 'automation.created', new Headers(), 303)
  return data<ActionData>({ intent: 'create', errors: outcome.errors, typed: typedAutomationRule(input), upgrade: outcome.upgrade }, { status: outcome.upgrade ? 403 : 400 })
}

/** A change to the rule the form names: someone else's rule, or none at all, is as unknown as a missing page. */
function onRule<R>(form: FormData, run: (id: string) => Promise<R>) {
  const id = parseUuid(form.get('id'))
  if (!id) throw data(null, { status: 404 })
  return run(id)
}

/** Turning a rule on needs a plan with automation; turning it off never does. */
async function enableOrDisable(db: Db, member: Member, id: string, intent: 'enable' | 'disable') {
  const included = planById(member.organization.plan).entitlements.automation
  if (intent === 'enable' && !included) return data<ActionData>({ intent, errors: { form: t('automation.upgrade') }, typed: null, upgrade: true }, { status: 403 })
  if (!(await setAutomationRuleEnabled(db, member.organization.id, id, intent === 'enable'))) throw data(null, { status: 404 })
  return redirectWithFlash(HERE, intent === 'enable' ? 'automation.enabled' : 'automation.disabled', new Headers(), 303)
}

async function deleteRule(db: Db, member: Member, id: string) {
  if (!(await deleteAutomationRule(db, member.organization.id, id))) throw data(null, { status: 404 })
  return redirectWithFlash(HERE, 'automation.deleted', new Headers(), 303)
}

const DEFAULTS: TypedAutomationRule = {
  name: '',
  trigger: 'match.new',
  minScore: String(AUTOMATION_MIN_SCORE.default),
  sector: '',
  days: String(AUTOMATION_DEADLINE_DAYS.default),
  actions: [],
  assignTo: '',
  notifyTo: '',
}

/** One trigger to choose in the form: its radio, then the fields that set it up. */
function TriggerOption({ id, value, label, checked, className, children }: { id: string; value: AutomationTrigger['type']; label: string; checked: boolean; className: string; children: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input type="radio" id={id} name="trigger" value={value} defaultChecked={checked} className="size-4" />
        {label}
      </label>
      <div className={className}>{children}</div>
    </div>
  )
}

export default function Automation({ loaderData, actionData }: Route.ComponentProps) {
  const { included, canManage, team, rules } = loaderData
  const navigation = useNavigation()
  const busy = (intent: Intent, id?: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === id)
  const creating = actionData?.intent === 'create' ? actionData : null
  const v = creating?.typed ?? DEFAULTS
  const errors = creating?.errors ?? {}
  const full = rules.length >= MAX_AUTOMATION_RULES
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('automation.title')}</h1>
      <TeamNav current="automation" admin={canManage} />
      <p className="mt-2 text-muted-foreground">{t('automation.intro')}</p>
      {included ? (
        <p className="mt-3 text-sm">{t('automation.used', { count: rules.length, max: MAX_AUTOMATION_RULES })}</p>
      ) : (
        <div role="status" className="mt-4 rounded-md border border-border bg-card px-4 py-3 text-sm" data-testid="automation-upgrade">
          <p>{t('automation.upgrade')}</p>
          <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
            {t('automation.seePlans')}
          </Link>
        </div>
      )}
      {!canManage ? <p className="mt-3 text-sm text-muted-foreground">{t('automation.readOnly')}</p> : null}

      {actionData && actionData.intent !== 'create' ? <ErrorSummary errors={actionData.errors} /> : null}

      {canManage && included ? (
        <section aria-labelledby="create-heading" className="mt-6 rounded-lg border border-border bg-card p-5">
          <h2 id="create-heading" className="text-xl font-semibold">
            {t('automation.createHeading')}
          </h2>
          <ErrorSummary errors={errors} fields={{ trigger: 'trigger-match', actions: 'action-save' }} />
          {creating?.upgrade ? (
            <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
              {t('automation.seePlans')}
            </Link>
          ) : null}
          {full ? (
            <p className="mt-3 text-sm">{t('automation.limitReached', { max: MAX_AUTOMATION_RULES })}</p>
          ) : (
            <Form method="post" action={HERE} className="mt-4 space-y-5" key={rules.length}>
              <input type="hidden" name="intent" value="create" />
              <Field
                label={t('automation.form.name')}
                id="name"
                name="name"
                defaultValue={v.name}
                maxLength={AUTOMATION_RULE_NAME_MAX}
                hint={lengthHint(AUTOMATION_RULE_NAME_MAX)}
                error={errors.name}
                required
              />
              <fieldset className="space-y-3">
                <legend className="text-base font-semibold">{t('automation.form.when')}</legend>
                {errors.trigger ? <p className="text-sm font-medium text-destructive">{errors.trigger}</p> : null}
                <TriggerOption id="trigger-match" value="match.new" label={t('automation.trigger.match.new')} checked={v.trigger !== 'deadline.approaching'} className="mt-2 grid gap-3 sm:grid-cols-2">
                  <Field
                    label={t('automation.form.minScore')}
                    id="minScore"
                    name="minScore"
                    type="number"
                    inputMode="numeric"
                    min={AUTOMATION_MIN_SCORE.min}
                    max={AUTOMATION_MIN_SCORE.max}
                    defaultValue={v.minScore}
                    hint={t('automation.form.minScoreHint', AUTOMATION_MIN_SCORE)}
                    error={errors.minScore}
                  />
                  <SelectField label={t('automation.form.sector')} id="sector" defaultValue={v.sector} error={errors.sector}>
                    <option value="">{t('automation.form.anySector')}</option>
                    {SECTORS.map((s) => (
                      <option key={s} value={s}>
                        {sectorName(s)}
                      </option>
                    ))}
                  </SelectField>
                </TriggerOption>
                <TriggerOption
                  id="trigger-deadline"
                  value="deadline.approaching"
                  label={t('automation.trigger.deadline.approaching')}
                  checked={v.trigger === 'deadline.approaching'}
                  className="mt-2 sm:max-w-xs"
                >
                  <Field
                    label={t('automation.form.days')}
                    id="days"
                    name="days"
                    type="number"
                    inputMode="numeric"
                    min={AUTOMATION_DEADLINE_DAYS.min}
                    max={AUTOMATION_DEADLINE_DAYS.max}
                    defaultValue={v.days}
                    hint={t('automation.form.daysHint', AUTOMATION_DEADLINE_DAYS)}
                    error={errors.days}
                  />
                </TriggerOption>
              </fieldset>
              <fieldset className="space-y-2">
                <legend className="text-base font-semibold">{t('automation.form.then')}</legend>
                {errors.actions ? <p className="text-sm font-medium text-destructive">{errors.actions}</p> : null}
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" id="action-save" name="actions" value="save" defaultChecked={v.actions.includes('save')} className="size-4" />
                  {t('automation.action.save')}
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="actions" value="createApplication" defaultChecked={v.actions.includes('createApplication')} className="size-4" />
                  {t('automation.action.createApplication')}
                </label>
                <div className="grid gap-2 sm:grid-cols-[11rem_1fr] sm:items-end">
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="actions" value="assign" defaultChecked={v.actions.includes('assign')} className="size-4" />
                    {t('automation.action.assign')}
                  </label>
                  <SelectField label={t('automation.form.assignTo')} id="assignTo" defaultValue={v.assignTo} error={errors.assignTo}>
                    <option value="">{t('automation.form.chooseMember')}</option>
                    {team.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <div className="grid gap-2 sm:grid-cols-[11rem_1fr] sm:items-end">
                  <label className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" name="actions" value="notify" defaultChecked={v.actions.includes('notify')} className="size-4" />
                    {t('automation.action.notify')}
                  </label>
                  <SelectField label={t('automation.form.notifyTo')} id="notifyTo" defaultValue={v.notifyTo} error={errors.notifyTo}>
                    <option value="">{t('automation.form.chooseMember')}</option>
                    <option value={ASSIGNEE_TARGET}>{t('automation.form.theAssignee')}</option>
                    {team.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <p className="text-xs text-muted-foreground">{t('automation.form.actionsHint')}</p>
              </fieldset>
              <Button type="submit" pending={busy('create')} pendingText={t('automation.saving')}>
                {t('automation.create')}
              </Button>
            </Form>
          )}
        </section>
      ) : null}

      {rules.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-border p-8 text-center">{t('automation.empty')}</p>
      ) : (
        <ul className="mt-8 space-y-4" data-testid="automation-rules">
          {rules.map((r) => (
            <li key={r.id} className="rounded-lg border border-border bg-card p-4" data-testid="automation-rule">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="min-w-0 text-lg font-semibold">
                  <bdi>{r.name}</bdi>
                </h2>
                <span className={badgeClass(r.enabled ? 'strong' : 'neutral')}>{r.enabled ? t('automation.on') : t('automation.off')}</span>
              </div>
              <p className="mt-1 text-sm">
                <span className="font-medium">{t('automation.form.when')}</span> <bdi>{r.when}</bdi>
              </p>
              <p className="text-sm">
                <span className="font-medium">{t('automation.form.then')}</span> {formatIsolatedList(r.does)}
              </p>
              {r.namesFormerMember ? (
                <p role="alert" className="mt-2 text-sm text-destructive">
                  {t('automation.namesFormerMember')}
                </p>
              ) : null}
              {canManage ? (
                <div className="mt-3 flex flex-wrap gap-3">
                  <RowActionForm
                    action={HERE}
                    intent={r.enabled ? 'disable' : 'enable'}
                    id={r.id}
                    variant="outline"
                    pending={busy('enable', r.id) || busy('disable', r.id)}
                    pendingText={t('automation.saving')}
                  >
                    {r.enabled ? t('automation.disable') : t('automation.enable')}
                  </RowActionForm>
                  <RowActionForm action={HERE} intent="delete" id={r.id} variant="destructive" pending={busy('delete', r.id)} pendingText={t('automation.saving')}>
                    {t('automation.delete')}
                  </RowActionForm>
                </div>
              ) : null}
              <h3 className="mt-4 text-sm font-semibold">{t('automation.lastRuns', { count: AUTOMATION_RUNS_SHOWN })}</h3>
              {r.runs.length === 0 ? (
                <p className="mt-1 text-sm text-muted-foreground">{t('automation.noRuns')}</p>
              ) : (
                <ul className="mt-2 divide-y divide-border text-sm" data-testid="automation-runs">
                  {r.runs.map((run) => (
                    // On a phone: the status and time on one line, what happened below; side by side from sm.
                    <li key={run.key} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                      <span className={badgeClass(run.status.tone)}>{t(run.status.label)}</span>
                      <time dateTime={run.at} className="text-xs text-muted-foreground sm:order-last">
                        {formatDate(run.at)} {run.at.slice(11, 16)} UTC
                      </time>
                      <span className="min-w-0 basis-full break-words sm:flex-1 sm:basis-0">
                        <bdi>{run.text}</bdi>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
