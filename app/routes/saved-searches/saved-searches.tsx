import { useEffect } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { countryName } from '../../catalog/countries.ts'
import { LANGUAGE_NAMES } from '../../catalog/languages.ts'
import { ALERT_TERMS, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '../../catalog/matching.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { planName } from '../../catalog/plans.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, ButtonLink } from '../../components/ui/button.tsx'
import { lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { toast } from '../../components/ui/toast.tsx'
import { servicesContext } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { createSavedSearch } from '../../domain/saved-searches/create-saved-search.server.ts'
import { deleteSavedSearch } from '../../domain/saved-searches/delete-saved-search.server.ts'
import { listSavedSearches } from '../../domain/saved-searches/list-saved-searches.server.ts'
import { setSavedSearchPaused } from '../../domain/saved-searches/pause-saved-search.server.ts'
import { renameSavedSearch } from '../../domain/saved-searches/rename-saved-search.server.ts'
import { SAVED_SEARCH_NAME_MAX } from '../../catalog/text-limits.ts'
import type { SavedSearchField, SavedSearchOutcome } from '../../domain/saved-searches/saved-search.schema.ts'
import { savedSearchState } from '../../domain/saved-searches/saved-search-query.ts'
import { setSavedSearchEmail } from '../../domain/saved-searches/set-saved-search-email.server.ts'
import { setSavedSearchFrequency } from '../../domain/saved-searches/set-saved-search-frequency.server.ts'
import { formInput, formText } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, type MessageId, t } from '../../i18n/index.ts'
import type { Route } from './+types/saved-searches'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('savedSearches.title'), matches) }, { name: 'robots', content: 'noindex' }]

type Intent = 'create' | 'rename' | 'pause' | 'resume' | 'delete' | 'frequency' | 'email'
const HERE = '/saved-searches'

/** What a search looks for, in words: its text, then its filters by name. */
function summary(queryKey: string): string {
  const s = savedSearchState(queryKey)
  const parts = [
    s.q ? t('savedSearches.words', { q: s.q }) : '',
    s.sector ? sectorName(s.sector) : '',
    s.region ? regionName(s.region) : '',
    s.country ? countryName(s.country) : '',
    s.funder ?? '',
    s.language ? LANGUAGE_NAMES[s.language] : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : t('savedSearches.allGrants')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const plan = member.organization.plan
  const terms = ALERT_TERMS[plan]
  const rows = await listSavedSearches(db, member.id)
  return {
    plan: { id: plan, name: planName(plan), limit: terms.savedSearches, daily: terms.frequencies.includes('daily') },
    searches: rows.map((r) => ({
      id: r.id,
      name: r.name,
      href: r.queryKey,
      summary: summary(r.queryKey),
      frequency: r.frequency,
      status: r.pausedAt ? ('paused' as const) : r.emailEnabled ? ('active' as const) : ('emailOff' as const),
      lastAlert: r.lastAlertAt ? formatDate(new Date(r.lastAlertAt)) : null,
    })),
  }
}

type ActionData = { intent: Intent | null; id: string | null; errors: Partial<Record<SavedSearchField, string>>; values: Record<string, string>; upgrade?: boolean }
const refused = (body: ActionData, status = 400) => data<ActionData>(body, { status })
const NOT_FOUND = Symbol('not found')

type Saving = { db: Db; member: Member; form: FormData; values: Record<string, string>; intent: Intent }
type Change = (saving: Saving, id: string) => Promise<Response | ReturnType<typeof refused> | typeof NOT_FOUND>

/** Every outcome is a flash message after a redirect, or the page again with the message and what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const values = { name: formText(form, 'name'), frequency: formText(form, 'frequency'), query: formText(form, 'query') }
  const saving = { db, member, form, values }
  switch (intent) {
    case 'create':
      return change({ ...saving, intent }, createSearch)
    case 'rename':
      return change({ ...saving, intent }, onSearch(renameSearch))
    case 'frequency':
      return change({ ...saving, intent }, onSearch(changeFrequency))
    case 'email':
      return change({ ...saving, intent }, onSearch(turnEmail))
    case 'pause':
    case 'resume':
      return change({ ...saving, intent }, onSearch(pauseOrResume))
    case 'delete':
      return change({ ...saving, intent }, onSearch(deleteSearch))
    default:
      return refused({ intent: null, id: null, errors: { form: t('savedSearches.badIntent') }, values })
  }
}

/** Runs one change: a search that is not the member's is a 404, a failure says so above the form. */
async function change(saving: Saving, run: (saving: Saving) => ReturnType<Change>) {
  let outcome: Awaited<ReturnType<Change>>
  try {
    outcome = await run(saving)
  } catch (error) {
    console.error('Changing a saved search failed', error)
    return refused({ intent: saving.intent, id: null, errors: { form: t('savedSearches.failed') }, values: saving.values }, 500)
  }
  if (outcome === NOT_FOUND) throw data(null, { status: 404 })
  return outcome
}

/** A change to the search the form names: someone else's search, or no search at all, is as unknown as a missing page. */
const onSearch = (run: Change) => async (saving: Saving) => {
  const id = parseUuid(saving.form.get('id'))
  return id ? run(saving, id) : NOT_FOUND
}

const done = (message: MessageId) => redirectWithFlash(HERE, message, new Headers(), 303)
const owner = (member: Member) => ({ userId: member.id, plan: member.organization.plan })
const answer = ({ intent, values }: Saving, outcome: SavedSearchOutcome, id: string | null, message: MessageId) => {
  if (outcome === null) return NOT_FOUND
  if (outcome.ok) return done(message)
  return refused({ intent, id, errors: outcome.errors, values, upgrade: outcome.upgrade })
}

const createSearch = async (saving: Saving) =>
  answer(saving, await createSavedSearch(saving.db, owner(saving.member), formInput(saving.form, ['name', 'frequency', 'query'])), null, 'savedSearches.created')

const renameSearch: Change = async (saving, id) => answer(saving, await renameSavedSearch(saving.db, saving.member.id, id, formInput(saving.form, ['name'])), id, 'savedSearches.renamed')

const changeFrequency: Change = async (saving, id) =>
  answer(saving, await setSavedSearchFrequency(saving.db, owner(saving.member), id, formInput(saving.form, ['frequency'])), id, 'savedSearches.frequencyChanged')

const turnEmail: Change = async ({ db, member, form, values, intent }, id) => {
  const on = formText(form, 'email')
  if (on !== 'on' && on !== 'off') return refused({ intent, id, errors: { form: t('savedSearches.badIntent') }, values })
  if (!(await setSavedSearchEmail(db, member.id, id, on === 'on'))) return NOT_FOUND
  return done(on === 'on' ? 'savedSearches.emailTurnedOn' : 'savedSearches.emailTurnedOff')
}

const pauseOrResume: Change = async ({ db, member, intent }, id) => {
  if (!(await setSavedSearchPaused(db, member.id, id, intent === 'pause'))) return NOT_FOUND
  return done(intent === 'pause' ? 'savedSearches.paused' : 'savedSearches.resumed')
}

const deleteSearch: Change = async ({ db, member }, id) => ((await deleteSavedSearch(db, member.id, id)) ? done('savedSearches.deleted') : NOT_FOUND)

function FrequencyOptions({ daily }: { daily: boolean }) {
  return SAVED_SEARCH_FREQUENCIES.map((f) =>
    f === 'daily' && !daily ? (
      <option key={f} value={f} disabled>
        {t('savedSearches.dailyOnPaidPlans')}
      </option>
    ) : (
      <option key={f} value={f}>
        {t(`savedSearches.frequency.${f}`)}
      </option>
    ),
  )
}

const STATUS_TONE = { active: 'strong', paused: 'warning', emailOff: 'neutral' } as const

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, searches } = loaderData
  const navigation = useNavigation()
  const busy = (intent: Intent, id?: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === id)
  const formError = actionData?.errors.form ?? null
  useEffect(() => {
    if (formError) toast.error(formError)
  }, [formError])
  const mine = (id: string | null) => (actionData && actionData.id === id ? actionData : null)
  const creating = actionData?.intent === 'create' ? actionData : null
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('savedSearches.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('savedSearches.intro')}</p>
      <p className="mt-3 text-sm" data-testid="saved-search-terms">
        {t('savedSearches.planTerms', { plan: plan.name, limit: plan.limit, daily: plan.daily ? 'yes' : 'no' })} {t('savedSearches.used', { count: searches.length, limit: plan.limit })}
        {plan.id === 'free' ? (
          <>
            {' '}
            <Link to="/#pricing" className="text-primary underline underline-offset-4">
              {t('savedSearches.upgrade')}
            </Link>
          </>
        ) : null}
      </p>

      {formError ? (
        <div role="alert" className="mt-4 rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          <p>{formError}</p>
          {actionData?.upgrade ? (
            <Link to="/#pricing" className="mt-1 inline-flex min-h-11 items-center font-medium underline underline-offset-4">
              {t('savedSearches.seePlans')}
            </Link>
          ) : null}
        </div>
      ) : null}

      {creating ? (
        <section aria-labelledby="create-heading" className="mt-6 rounded-lg border border-border bg-card p-5">
          <h2 id="create-heading" className="text-xl font-semibold">
            {t('savedSearches.createHeading')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <bdi>{creating.values.query}</bdi>
          </p>
          <Form method="post" action={HERE} className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="query" value={creating.values.query} />
            <Field
              label={t('savedSearches.name')}
              id="create-name"
              name="name"
              defaultValue={creating.values.name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              hint={lengthHint(SAVED_SEARCH_NAME_MAX)}
              error={creating.errors.name}
              required
            />
            <SelectField
              label={t('savedSearches.frequency')}
              id="create-frequency"
              name="frequency"
              defaultValue={plan.daily ? creating.values.frequency || 'weekly' : 'weekly'}
              error={creating.errors.frequency}
            >
              <FrequencyOptions daily={plan.daily} />
            </SelectField>
            <Button type="submit" pending={busy('create')} pendingText={t('savedSearches.saving')}>
              {t('savedSearches.create')}
            </Button>
          </Form>
          {creating.upgrade && creating.errors.frequency ? (
            <Link to="/#pricing" className="mt-2 inline-flex min-h-11 items-center text-sm text-primary underline underline-offset-4">
              {t('savedSearches.seePlans')}
            </Link>
          ) : null}
        </section>
      ) : null}

      {searches.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-border p-8 text-center">
          <p>{t('savedSearches.empty')}</p>
          <ButtonLink to="/discover" className="mt-4">
            {t('savedSearches.toDiscover')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-8 space-y-4" data-testid="saved-searches">
          {searches.map((s) => {
            const own = mine(s.id)
            return (
              <li key={s.id} id={`search-${s.id}`} className="rounded-lg border border-border bg-card p-4" data-testid="saved-search">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold">
                      <bdi>{s.name}</bdi>
                    </h2>
                    <p className="text-sm text-muted-foreground">
                      <bdi>{s.summary}</bdi>
                    </p>
                  </div>
                  <span className={badgeClass(STATUS_TONE[s.status])}>{t(`savedSearches.status.${s.status}`)}</span>
                </div>
                <p className="mt-2 text-sm">
                  {t(`savedSearches.frequency.${s.frequency as SavedSearchFrequency}`)} · {s.lastAlert ? t('savedSearches.lastAlert', { date: s.lastAlert }) : t('savedSearches.noAlertYet')}
                </p>
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <ButtonLink to={s.href} size="sm">
                    {t('savedSearches.run')}
                  </ButtonLink>
                  <Form method="post" action={HERE}>
                    <input type="hidden" name="intent" value={s.status === 'paused' ? 'resume' : 'pause'} />
                    <input type="hidden" name="id" value={s.id} />
                    <Button type="submit" size="sm" variant="outline" pending={busy('pause', s.id) || busy('resume', s.id)} pendingText={t('savedSearches.saving')}>
                      {s.status === 'paused' ? t('savedSearches.resume') : t('savedSearches.pause')}
                    </Button>
                  </Form>
                  <Form method="post" action={HERE}>
                    <input type="hidden" name="intent" value="email" />
                    <input type="hidden" name="id" value={s.id} />
                    <input type="hidden" name="email" value={s.status === 'emailOff' ? 'on' : 'off'} />
                    <Button type="submit" size="sm" variant="ghost" pending={busy('email', s.id)} pendingText={t('savedSearches.saving')}>
                      {s.status === 'emailOff' ? t('savedSearches.emailOn') : t('savedSearches.emailOff')}
                    </Button>
                  </Form>
                  <Form method="post" action={HERE}>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={s.id} />
                    <Button type="submit" size="sm" variant="destructive" pending={busy('delete', s.id)} pendingText={t('savedSearches.saving')}>
                      {t('savedSearches.delete')}
                    </Button>
                  </Form>
                </div>
                <div className="mt-4 grid gap-4 sm:grid-cols-2">
                  <Form method="post" action={HERE} className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="id" value={s.id} />
                    <div className="min-w-0 flex-1">
                      <Field
                        key={own?.intent === 'rename' ? `typed-${own.values.name}` : s.name}
                        label={t('savedSearches.name')}
                        id={`name-${s.id}`}
                        name="name"
                        defaultValue={own?.intent === 'rename' ? own.values.name : s.name}
                        maxLength={SAVED_SEARCH_NAME_MAX}
                        error={own?.intent === 'rename' ? own.errors.name : undefined}
                        required
                      />
                    </div>
                    <Button type="submit" variant="outline" pending={busy('rename', s.id)} pendingText={t('savedSearches.saving')}>
                      {t('savedSearches.rename')}
                    </Button>
                  </Form>
                  <Form method="post" action={HERE} className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="frequency" />
                    <input type="hidden" name="id" value={s.id} />
                    <div className="min-w-0 flex-1">
                      <SelectField
                        key={`${s.frequency}-${own?.intent ?? ''}`}
                        label={t('savedSearches.frequency')}
                        id={`frequency-${s.id}`}
                        name="frequency"
                        defaultValue={s.frequency}
                        error={own?.intent === 'frequency' ? own.errors.frequency : undefined}
                      >
                        <FrequencyOptions daily={plan.daily} />
                      </SelectField>
                    </div>
                    <Button type="submit" variant="outline" pending={busy('frequency', s.id)} pendingText={t('savedSearches.saving')}>
                      {t('savedSearches.changeFrequency')}
                    </Button>
                  </Form>
                </div>
                {own?.upgrade && own.errors.frequency ? (
                  <Link to="/#pricing" className="mt-2 inline-flex min-h-11 items-center text-sm text-primary underline underline-offset-4">
                    {t('savedSearches.seePlans')}
                  </Link>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
