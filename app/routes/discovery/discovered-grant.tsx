import { type ReactNode, useRef } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { countryName } from '../../catalog/countries.ts'
import type { FieldOrigin, QueueStatus } from '../../catalog/discovery.ts'
import { USD_RATES } from '../../catalog/exchange-rates.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { GRANT_REGIONS, LANGUAGE_NAMES, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { ADMIN_GRANT_MAX } from '../../catalog/text-limits.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { ApplicantTypesField, applicantTypeName, CountriesSelect, EligibleCountriesField, ForeignApplicantsField } from '../../components/grants/eligibility-fields.tsx'
import { CheckboxGroup, Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { announceGrantPublished } from '../../domain/saved-searches/announce-grant-published.server.ts'
import { type DISCOVERED_FIELDS, type DiscoveredTyped, discoveredFromForm, foreignChoice, FUNDER_MAX, REJECT_REASON, typedDiscovered } from '../../domain/discovery/discovered-grant-fields.ts'
import { discoveredGrantSchema, rejectSchema } from '../../domain/discovery/discovered-grant.schema.ts'
import type { DiscoveredGrantInput } from '../../domain/discovery/types.ts'
import { grantConfidence } from '../../domain/discovery/field-confidence.ts'
import { nextPendingGrant } from '../../domain/discovery/next-pending-grant.server.ts'
import { getDiscoveredGrant, publishDiscoveredGrant, rejectDiscoveredGrant, requireDiscoveryAdmin, restoreDuplicate, saveDiscoveredGrant } from '../../domain/discovery/review.server.ts'
import { grantTextProps } from '../../domain/grants/grant-text.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatList, formatNumber, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/discovered-grant'
import { isWebAddress } from './+shared/format.ts'
import { isMailtoRoute } from '../../domain/shared/application-route.ts'
import { useHydrated } from '../../components/ui/use-hydrated.ts'
import { FieldEvidence, ReviewRow } from './+shared/field-evidence.tsx'
import { ShortcutLegend, submitOnEnter, useReviewShortcuts } from './+shared/review-shortcuts.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('discovery.grant.title'), matches) }, { name: 'robots', content: 'noindex' }]

/**
 * Spec §2: one discovered grant, every field as found, and (while it waits) the form to edit, publish
 * or reject it, each field beside the text it was read from and a confidence worked out today; and the
 * next grant waiting in the queue (issue 25 §2). Admins only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireDiscoveryAdmin(context, request)
  const { db } = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  const found = await getDiscoveredGrant(db, id)
  if (!found) throw data(null, { status: 404 })
  const today = new Date().toISOString().slice(0, 10)
  return { ...found, confidence: grantConfidence(found.grant, today), next: await nextPendingGrant(db, id) }
}

/** Where a reviewer goes once a grant is published or rejected: the next grant waiting, else the queue. */
async function afterReview(db: AppServices['db'], id: string) {
  const next = await nextPendingGrant(db, id)
  return next ? `/taf-admin/discovered/${next}` : '/taf-admin?tab=discovered'
}

type ActionResult = { intent: 'save' | 'publish' | 'reject' | 'not-duplicate'; errors: Record<string, string>; values?: DiscoveredTyped; reason?: string }
const refused = (result: ActionResult, status: number) => data(result, { status })
type Review = { db: AppServices['db']; adminId: string; id: string; form: FormData; here: string }

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireDiscoveryAdmin(context, request)
  const services = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  if (!(await getDiscoveredGrant(services.db, id))) throw data(null, { status: 404 })
  const form = await request.formData()
  const review: Review = { db: services.db, adminId: admin.id, id, form, here: `/taf-admin/discovered/${id}` }
  const intent = form.get('intent')
  switch (intent) {
    case 'save':
    case 'publish':
      return saveOrPublish(review, intent, services)
    case 'reject':
      return reject(review)
    case 'not-duplicate':
      return restore(review)
    default:
      return refused({ intent: 'save', errors: { form: t('discovery.grant.saveFailed') } }, 400)
  }
}

/** A grant marked as a duplicate goes back to the queue. */
async function restore({ db, adminId, id, here }: Review) {
  const intent = 'not-duplicate'
  try {
    if (!(await restoreDuplicate(db, adminId, id))) return refused({ intent, errors: { form: t('discovery.grant.alreadyReviewed') } }, 409)
  } catch (error) {
    console.error('Restoring a duplicate failed', error)
    return refused({ intent, errors: { form: t('discovery.grant.restoreFailed') } }, 500)
  }
  return redirectWithFlash(here, 'discovery.grant.restored')
}

async function reject({ db, adminId, id, form }: Review) {
  const intent = 'reject'
  const submission = parseSubmission({ reason: form.get('reason') ?? '' }, rejectSchema)
  const { reason } = submission.values
  if (!submission.ok) return refused({ intent, errors: submission.errors, reason }, 400)
  try {
    if (!(await rejectDiscoveredGrant(db, adminId, id, submission.value.reason))) return refused({ intent, errors: { form: t('discovery.grant.alreadyReviewed') }, reason }, 409)
  } catch (error) {
    console.error('Rejecting a discovered grant failed', error)
    return refused({ intent, errors: { form: t('discovery.grant.rejectFailed') }, reason }, 500)
  }
  return redirectWithFlash(await afterReview(db, id), 'discovery.grant.rejected')
}

/** The edited fields, saved for later or published as a grant. */
async function saveOrPublish({ db, adminId, id, form, here }: Review, intent: 'save' | 'publish', services: AppServices) {
  const submission = parseSubmission(discoveredFromForm(form), discoveredGrantSchema, { typed: typedDiscovered })
  const { values } = submission
  // Every wrong field at once, beside each field and in the summary; nothing is written.
  if (!submission.ok) return refused({ intent, errors: submission.errors, values }, 400)
  try {
    const done = intent === 'publish' ? (await publishDiscoveredGrant(db, adminId, id, submission.value)) !== null : await saveDiscoveredGrant(db, adminId, id, submission.value)
    if (!done) return refused({ intent, errors: { form: t('discovery.grant.alreadyReviewed') }, values }, 409)
  } catch (error) {
    console.error(`A discovered grant's ${intent} failed`, error)
    return refused({ intent, errors: { form: t(intent === 'publish' ? 'discovery.grant.publishFailed' : 'discovery.grant.saveFailed') }, values }, 500)
  }
  if (intent === 'save') return redirectWithFlash(here, 'discovery.grant.saved')
  await announceGrantPublished(services.jobs, services.config.priorityAlertDelaySeconds)
  return redirectWithFlash(await afterReview(db, id), 'discovery.grant.published')
}

const STATUS_TONE: Record<QueueStatus, Parameters<typeof badgeClass>[0]> = { pending_verification: 'warning', verified: 'strong', rejected: 'danger', duplicate: 'neutral' }
const CURRENCIES = Object.keys(USD_RATES).sort()

/** One line of the "as discovered" list: a term and its value, or "Not given". */
function Item({ term, children, lang }: { term: string; children: ReactNode; lang?: ReturnType<typeof grantTextProps> }) {
  const empty = children === null || children === undefined || children === '' || (Array.isArray(children) && children.length === 0)
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words text-sm sm:col-span-2" {...(empty ? {} : lang)}>
        {empty ? <span className="text-muted-foreground">{t('discovery.grant.notGiven')}</span> : children}
      </dd>
    </div>
  )
}

/** The name each extracted field goes by on this page, for the list of where each came from: every field has one (no raw field names). */
const FIELD_LABELS: Record<Exclude<keyof DiscoveredGrantInput, 'fieldOrigins' | 'fieldSnippets' | 'snippet' | 'externalId'>, MessageId> & Partial<Record<string, MessageId>> = {
  pageUrl: 'discovery.grant.pageUrl',
  canonicalUrl: 'discovery.grant.pageUrl',
  isAwardedRecord: 'discovery.grant.awardedRecord',
  amountUsd: 'discovery.grant.amountUsd',
  fxRate: 'discovery.grant.amountUsd',
  fxDate: 'discovery.grant.amountUsd',
  deadlineText: 'discovery.grant.deadlineText',
  title: 'admin.grantTitle',
  funderName: 'discovery.grant.funder',
  description: 'admin.grantDescription',
  fundingAmount: 'admin.grantAmount',
  amountMin: 'discovery.grant.amountMin',
  amountMax: 'discovery.grant.amountMax',
  currency: 'discovery.grant.currency',
  deadline: 'admin.grantDeadline',
  isRolling: 'discovery.grant.rolling',
  countryScope: 'admin.grantCountryScope',
  countryCodes: 'discovery.grant.countries',
  geographicFocus: 'discovery.grant.geographicFocus',
  sectors: 'discovery.grant.sectors',
  applicantTypes: 'discovery.grant.applicantTypes',
  foreignApplicants: 'discovery.grant.foreignApplicants',
  eligibleCountries: 'discovery.grant.eligibleCountries',
  applicationUrl: 'discovery.grant.applicationUrl',
  language: 'admin.grantLanguage',
}

/** Addresses read from other sites: only http(s) ones become links, anything else is shown as text. */
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  if (!isWebAddress(href))
    return (
      <span dir="ltr" className="break-all">
        {children ?? href}
      </span>
    )
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" dir="ltr" className="break-all font-medium text-primary underline">
      {children ?? href}
    </a>
  )
}

export default function DiscoveredGrantPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { grant: g, source } = loaderData
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
  const pending = g.status === 'pending_verification'
  const result = actionData as ActionResult | undefined
  const v = result?.values
  const errors = result?.errors
  const error = (key: string) => errors?.[key]
  const value = (key: (typeof DISCOVERED_FIELDS)[number]): string => {
    if (v) return v[key]
    if (key === 'isRolling') return g.isRolling ? 'on' : ''
    if (key === 'foreignApplicants') return foreignChoice(g.foreignApplicants)
    const stored = g[key]
    return stored === null || stored === undefined ? '' : String(stored)
  }
  const list = (key: 'countryCodes' | 'geographicFocus' | 'sectors' | 'applicantTypes' | 'eligibleCountries') => v?.[key] ?? g[key]
  const text = grantTextProps(g.language)
  const origins = Object.entries(g.fieldOrigins).filter((e): e is [string, FieldOrigin] => Boolean(e[1]))
  const { confidence, next } = loaderData
  // Beside each field of the form: how far to trust it and the text it was read from.
  const evidence = (field: keyof typeof confidence) => <FieldEvidence field={field} confidence={confidence[field]} snippet={g.fieldSnippets[field]} language={g.language} />
  const hydrated = useHydrated()
  const publishButton = useRef<HTMLButtonElement>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const nextLink = useRef<HTMLAnchorElement>(null)
  useReviewShortcuts({ publish: publishButton, reason: reasonField, next: nextLink })
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8 lg:max-w-5xl">
      <Link to="/taf-admin?tab=discovered" className="text-sm font-medium text-primary underline">
        {t('discovery.grant.back')}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold">{t('discovery.grant.title')}</h1>
        <span className={badgeClass(STATUS_TONE[g.status])} data-testid="discovered-status">
          {t(`discovery.grant.status.${g.status}` as MessageId)}
        </span>
      </div>
      <nav aria-label={t('discovery.grant.reviewTools')} className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        {next ? (
          <Link ref={nextLink} to={`/taf-admin/discovered/${next}`} className={buttonClass('outline', 'sm')} aria-keyshortcuts="n" data-testid="next-grant">
            {t('discovery.grant.next')}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{t('discovery.grant.lastPending')}</p>
        )}
        {hydrated ? <ShortcutLegend canReview={pending} hasNext={Boolean(next)} /> : null}
      </nav>
      <ErrorSummary errors={errors} />

      {/* While it waits, the form comes first: each field beside the text it was read from. */}
      {pending ? (
        <>
          <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6" noValidate>
            <h2 className="text-lg font-semibold">{t('discovery.grant.edit')}</h2>
            <ReviewRow evidence={evidence('title')}>
              <Field
                label={t('admin.grantTitle')}
                id="title"
                name="title"
                defaultValue={value('title')}
                error={error('title')}
                hint={lengthHint(ADMIN_GRANT_MAX.title)}
                maxLength={ADMIN_GRANT_MAX.title}
                required
              />
            </ReviewRow>
            <ReviewRow evidence={evidence('funderName')}>
              <Field
                label={t('discovery.grant.funder')}
                id="funderName"
                name="funderName"
                defaultValue={value('funderName')}
                error={error('funderName')}
                hint={`${t('discovery.grant.funderHint')} ${lengthHint(FUNDER_MAX)}`}
                maxLength={FUNDER_MAX}
              />
            </ReviewRow>
            <ReviewRow evidence={evidence('description')}>
              <TextAreaField
                label={t('admin.grantDescription')}
                id="description"
                rows={8}
                maxLength={ADMIN_GRANT_MAX.description}
                defaultValue={value('description')}
                error={error('description')}
                hint={lengthHint(ADMIN_GRANT_MAX.description)}
                required
              />
            </ReviewRow>
            <ReviewRow evidence={evidence('language')}>
              <SelectField label={t('admin.grantLanguage')} id="language" defaultValue={value('language') || 'en'} error={error('language')} hint={t('admin.grantLanguageHint')}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </SelectField>
            </ReviewRow>
            <ReviewRow evidence={evidence('fundingAmount')}>
              <Field
                label={t('admin.grantAmount')}
                id="fundingAmount"
                name="fundingAmount"
                defaultValue={value('fundingAmount')}
                error={error('fundingAmount')}
                hint={lengthHint(ADMIN_GRANT_MAX.fundingAmount)}
                maxLength={ADMIN_GRANT_MAX.fundingAmount}
              />
              <div className="grid gap-4 sm:grid-cols-3">
                <Field label={t('discovery.grant.amountMin')} id="amountMin" name="amountMin" inputMode="numeric" defaultValue={value('amountMin')} error={error('amountMin')} />
                <Field label={t('discovery.grant.amountMax')} id="amountMax" name="amountMax" inputMode="numeric" defaultValue={value('amountMax')} error={error('amountMax')} />
                <SelectField label={t('discovery.grant.currency')} id="currency" defaultValue={value('currency')} error={error('currency')}>
                  <option value="">{t('discovery.grant.currencyNone')}</option>
                  {CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </SelectField>
              </div>
              <p className="text-xs text-muted-foreground">{t('discovery.grant.usdHint')}</p>
            </ReviewRow>
            <ReviewRow evidence={evidence('deadline')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={t('admin.grantDeadline')} id="deadline" name="deadline" type="date" defaultValue={value('deadline')} error={error('deadline')} />
                <div className="space-y-1 sm:pt-7">
                  <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                    <input type="checkbox" id="isRolling" name="isRolling" defaultChecked={value('isRolling') === 'on'} className="size-4" />
                    {t('discovery.grant.rolling')}
                  </label>
                  {error('isRolling') ? <p className="text-sm font-medium text-destructive">{error('isRolling')}</p> : null}
                </div>
              </div>
            </ReviewRow>
            <ReviewRow evidence={evidence('countryScope')}>
              <Field
                label={t('admin.grantCountryScope')}
                id="countryScope"
                name="countryScope"
                defaultValue={value('countryScope')}
                error={error('countryScope')}
                hint={lengthHint(ADMIN_GRANT_MAX.countryScope)}
                maxLength={ADMIN_GRANT_MAX.countryScope}
              />
            </ReviewRow>
            <ReviewRow evidence={evidence('countryCodes')}>
              <CountriesSelect id="countryCodes" label={t('discovery.grant.countries')} hint={t('discovery.grant.countriesHint')} chosen={list('countryCodes')} error={error('countryCodes')} />
            </ReviewRow>
            <ReviewRow evidence={evidence('geographicFocus')}>
              <CheckboxGroup
                legend={t('discovery.grant.geographicFocus')}
                name="geographicFocus"
                options={GRANT_REGIONS}
                label={regionName}
                checked={list('geographicFocus')}
                error={error('geographicFocus')}
              />
            </ReviewRow>
            <ReviewRow evidence={evidence('sectors')}>
              <CheckboxGroup
                legend={t('discovery.grant.sectors')}
                name="sectors"
                options={SECTORS}
                label={sectorName}
                checked={list('sectors')}
                error={error('sectors')}
                hint={t('discovery.grant.sectorsHint')}
              />
            </ReviewRow>
            <ReviewRow evidence={evidence('applicantTypes')}>
              <ApplicantTypesField chosen={list('applicantTypes')} error={error('applicantTypes')} />
            </ReviewRow>
            <ReviewRow evidence={evidence('foreignApplicants')}>
              <ForeignApplicantsField chosen={value('foreignApplicants')} error={error('foreignApplicants')} />
            </ReviewRow>
            <ReviewRow evidence={evidence('eligibleCountries')}>
              <EligibleCountriesField chosen={list('eligibleCountries')} error={error('eligibleCountries')} />
            </ReviewRow>
            <ReviewRow evidence={evidence('applicationUrl')}>
              <Field
                label={t('discovery.grant.applicationUrl')}
                id="applicationUrl"
                name="applicationUrl"
                type="url"
                placeholder="https://"
                defaultValue={value('applicationUrl')}
                error={error('applicationUrl')}
              />
            </ReviewRow>
            <p className="text-xs text-muted-foreground">{t('discovery.grant.publishHint')}</p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="save" variant="outline" disabled={Boolean(busy)} pending={busy === 'save'} pendingText={t('discovery.grant.saving')}>
                {t('discovery.grant.save')}
              </Button>
              <Button
                ref={publishButton}
                type="submit"
                name="intent"
                value="publish"
                disabled={Boolean(busy)}
                pending={busy === 'publish'}
                pendingText={t('discovery.grant.publishing')}
                aria-keyshortcuts="p"
              >
                {t('discovery.grant.publish')}
              </Button>
            </div>
          </Form>

          <Form method="post" className="mt-6 space-y-3 rounded-lg border border-border bg-card p-4 sm:p-6" noValidate>
            <input type="hidden" name="intent" value="reject" />
            <TextAreaField
              label={t('discovery.grant.rejectReason')}
              id="reason"
              rows={3}
              maxLength={REJECT_REASON.max}
              defaultValue={result?.intent === 'reject' ? result.reason : ''}
              error={error('reason')}
              hint={t('discovery.grant.rejectReasonHint')}
              required
              ref={reasonField}
              onKeyDown={submitOnEnter}
              aria-keyshortcuts="r"
            />
            <Button type="submit" variant="destructive" disabled={Boolean(busy)} pending={busy === 'reject'} pendingText={t('discovery.grant.rejecting')}>
              {t('discovery.grant.reject')}
            </Button>
          </Form>
        </>
      ) : null}

      <section aria-labelledby="details" className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6">
        <h2 id="details" className="text-lg font-semibold">
          {t('discovery.grant.details')}
        </h2>
        <dl className="mt-2 divide-y divide-border">
          <Item term={t('admin.grantTitle')} lang={text}>
            {g.title}
          </Item>
          <Item term={t('discovery.grant.funder')} lang={text}>
            {g.funderName}
          </Item>
          <Item term={t('admin.grantDescription')} lang={text}>
            {g.description ? <span className="whitespace-pre-line">{g.description}</span> : null}
          </Item>
          <Item term={t('admin.grantAmount')} lang={text}>
            {g.fundingAmount}
          </Item>
          <Item term={t('discovery.grant.amountRange')}>
            {g.amountMin !== null || g.amountMax !== null ? `${g.amountMin !== null ? formatNumber(g.amountMin) : '…'} – ${g.amountMax !== null ? formatNumber(g.amountMax) : '…'}` : null}
          </Item>
          <Item term={t('discovery.grant.currency')}>{g.currency}</Item>
          <Item term={t('discovery.grant.amountUsd')}>
            {g.amountUsd !== null
              ? g.fxRate !== null && g.fxDate
                ? t('discovery.grant.usdRate', { usd: formatUsd(g.amountUsd), rate: formatNumber(g.fxRate), date: formatDate(g.fxDate) })
                : formatUsd(g.amountUsd)
              : null}
          </Item>
          <Item term={t('admin.grantDeadline')}>{g.deadline ? formatDate(g.deadline) : null}</Item>
          <Item term={t('discovery.grant.deadlineText')} lang={text}>
            {g.deadlineText}
          </Item>
          <Item term={t('discovery.grant.rolling')}>{g.isRolling ? t('discovery.grant.yes') : t('discovery.grant.no')}</Item>
          <Item term={t('admin.grantCountryScope')} lang={text}>
            {g.countryScope}
          </Item>
          <Item term={t('discovery.grant.countries')}>{g.countryCodes.length ? formatList(g.countryCodes.map(countryName)) : null}</Item>
          <Item term={t('discovery.grant.geographicFocus')}>{g.geographicFocus.length ? formatList(g.geographicFocus.map(regionName)) : null}</Item>
          <Item term={t('discovery.grant.sectors')}>{g.sectors.length ? formatList(g.sectors.map(sectorName)) : null}</Item>
          <Item term={t('discovery.grant.applicantTypes')}>{g.applicantTypes.length ? formatList(g.applicantTypes.map(applicantTypeName)) : null}</Item>
          <Item term={t('discovery.grant.foreignApplicants')}>{g.foreignApplicants === null ? null : g.foreignApplicants ? t('discovery.grant.foreignYes') : t('discovery.grant.foreignNo')}</Item>
          <Item term={t('discovery.grant.eligibleCountries')}>{g.eligibleCountries.length ? formatList(g.eligibleCountries.map(countryName)) : null}</Item>
          <Item term={t('discovery.grant.applicationUrl')}>
            {isMailtoRoute(g.applicationUrl) ? (
              <a href={g.applicationUrl} dir="ltr" className="break-all font-medium text-primary underline">
                {g.applicationUrl}
              </a>
            ) : g.applicationUrl ? (
              <ExternalLink href={g.applicationUrl} />
            ) : null}
          </Item>
          <Item term={t('admin.grantLanguage')}>{LANGUAGE_NAMES[g.language]}</Item>
          <Item term={t('discovery.grant.awardedRecord')}>{g.isAwardedRecord ? `${t('discovery.grant.yes')}: ${t('discovery.grant.awardedRecordHint')}` : t('discovery.grant.no')}</Item>
          <Item term={t('discovery.grant.fieldOrigins')}>
            {origins.length ? (
              <ul className="space-y-0.5">
                {origins.map(([field, origin]) => (
                  <li key={field}>
                    {FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : <code dir="ltr">{field}</code>}: {t(`discovery.grant.origin.${origin}` as MessageId)}
                  </li>
                ))}
              </ul>
            ) : null}
          </Item>
          <Item term={t('discovery.grant.source')}>
            <span className="block font-medium">{source.name}</span>
            <ExternalLink href={source.url} />
          </Item>
          <Item term={t('discovery.grant.pageUrl')}>
            <ExternalLink href={g.rawData.url}>{t('discovery.grant.viewSource')}</ExternalLink>
            <span className="mt-1 block text-xs text-muted-foreground">
              <span dir="ltr" className="break-all">
                {g.pageUrl}
              </span>
            </span>
          </Item>
          <Item term={t('discovery.grant.snippet')} lang={text}>
            {g.rawData.snippet}
          </Item>
          <Item term={t('discovery.grant.status')}>
            <span className="block">{t(`discovery.grant.status.${g.status}` as MessageId)}</span>
            <span className="block text-xs text-muted-foreground">{t('discovery.grant.discoveredAt', { date: formatDate(g.discoveredAt) })}</span>
            {g.reviewedAt ? <span className="block text-xs text-muted-foreground">{t('discovery.grant.reviewedAt', { date: formatDate(g.reviewedAt) })}</span> : null}
          </Item>
          {g.duplicateOfId ? (
            <Item term={t('discovery.grant.duplicateOf')}>
              <Link to={`/taf-admin/discovered/${g.duplicateOfId}`} className="font-medium text-primary underline">
                {loaderData.duplicateOfTitle ?? g.duplicateOfId}
              </Link>
            </Item>
          ) : null}
          {g.duplicateOfGrantId ? (
            <Item term={t('discovery.grant.duplicateOfGrant')}>
              <Link to={`/grant/${g.duplicateOfGrantId}`} className="font-medium text-primary underline">
                {loaderData.duplicateOfGrantTitle ?? g.duplicateOfGrantId}
              </Link>
            </Item>
          ) : null}
          {g.status === 'duplicate' ? (
            <div className="py-2">
              <Form method="post">
                <Button type="submit" name="intent" value="not-duplicate" variant="outline" disabled={Boolean(busy)} pending={busy === 'not-duplicate'}>
                  {t('discovery.grant.notDuplicate')}
                </Button>
                {result?.intent === 'not-duplicate' && errors?.form ? (
                  <p role="alert" className="mt-2 text-sm text-destructive">
                    {errors.form}
                  </p>
                ) : null}
              </Form>
            </div>
          ) : null}
          {g.publishedGrantId ? (
            <Item term={t('discovery.grant.publishedGrant')}>
              <Link to={`/grant/${g.publishedGrantId}`} className="font-medium text-primary underline" data-testid="published-grant">
                {loaderData.publishedGrantTitle ?? g.publishedGrantId}
              </Link>
            </Item>
          ) : null}
          {g.rejectionReason ? (
            <Item term={t('discovery.grant.rejectReason')}>
              <span className="whitespace-pre-line">{g.rejectionReason}</span>
            </Item>
          ) : null}
        </dl>
      </section>

      {pending ? null : (
        <p className="mt-6 rounded-md border border-border bg-muted p-4 text-sm" role="status">
          {t('discovery.grant.notPending')}
        </p>
      )}
    </div>
  )
}
