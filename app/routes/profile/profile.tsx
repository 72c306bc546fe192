import { useState } from 'react'
import { data, Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router'
import { countriesByName } from '../../catalog/countries.ts'
import { LANGUAGE_NAMES, LANGUAGES } from '../../catalog/languages.ts'
import { OTHER_COUNTRY, OTHER_SECTORS_MAX, PROFILE_COUNTRIES, SECTORS } from '../../catalog/sectors.ts'
import { sectorName } from '../../catalog/names.ts'
import { orgTypeName } from '../../catalog/org-type-names.server.ts'
import { ALERT_TERMS, MATCH_ALERT_FREQUENCIES, ORG_TYPES } from '../../catalog/matching.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { PROFILE_PAGE_TABS, type ProfilePageTab, profileTabs } from '../../components/profile/profile-tabs.ts'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { CheckboxGroup, Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { PROFILE_MAX } from '../../catalog/text-limits.ts'
import { type AppServices, servicesContext } from '../../context.ts'
import { changePasswordSchema } from '../../domain/accounts/accounts.schema.ts'
import { changePassword } from '../../domain/accounts/change-password.server.ts'
import { ACCOUNT_RATE_LIMITS, PASSWORD_SYMBOLS } from '../../catalog/limits.ts'
import { ACCOUNT_SIGN_IN_FAILURES, checkRateLimit, isRateLimited } from '../../domain/accounts/check-rate-limit.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { can } from '../../catalog/team.ts'
import { getProfile } from '../../domain/profile/get-profile.server.ts'
import { myProfileEdit } from '../../domain/experts/my-profile-edit.server.ts'
import { alertFrequencyAllowed, organizationSchema, preferencesSchema, profileSchema } from '../../domain/profile/profile.schema.ts'
import { updateOrganization, updatePreferences, updateProfile } from '../../domain/profile/update-profile.server.ts'
import { formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { getNewsletterSubscription } from '../../domain/newsletter/get-newsletter-subscription.server.ts'
import { newsletterChoice } from '../../domain/newsletter/newsletter.schema.ts'
import { setNewsletterSubscription } from '../../domain/newsletter/set-newsletter-subscription.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { themeCookie } from '../../theme.server.ts'
import { dataSaverCookie } from '../../data-saver.server.ts'
import { VerifiedBadge } from '../../components/verification/verified-badge.tsx'
import { parseSubmission, firstError } from '../+shared/submission.server.ts'
import type { Route } from './+types/profile'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('profile.title'), matches) }, { name: 'robots', content: 'noindex' }]

type Tab = ProfilePageTab

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const [profile, edits, newsletter] = await Promise.all([getProfile(db, member.id), myProfileEdit(db, member.id), getNewsletterSubscription(db, member.id)])
  if (!profile) throw new Response(t('profile.loadFailed'), { status: 500 })
  const newName = edits.pending?.name ?? null
  return {
    // An approved expert's new name waits for review: the page says so under the field.
    namePending: newName === null ? null : { name: newName, note: t('expertEdits.namePending', { name: newName, current: profile.name }) },
    profile: { ...profile, organization: { ...profile.organization, annualBudgetUsd: profile.organization.annualBudgetUsd === null ? null : Number(profile.organization.annualBudgetUsd) } },
    verified: member.organization.verified,
    countries: countryChoices(),
    orgTypes: ORG_TYPES.map((id) => ({ id, label: orgTypeName(id) })),
    alertChoices: ALERT_TERMS[member.organization.plan].matchAlerts,
    newsletter: { subscribed: newsletter.subscribed, since: newsletter.since?.toISOString() ?? null },
  }
}

/** The country list in the member's language: the common ones first, then all, each alphabetically (built on the server). */
function countryChoices() {
  const common: readonly string[] = PROFILE_COUNTRIES
  const all = countriesByName()
  return { common: all.filter((c) => common.includes(c.code)), rest: all.filter((c) => !common.includes(c.code)) }
}

type TabArgs = { member: Member; db: AppServices['db']; form: FormData }

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const { db, auth, clientAddress } = context.get(servicesContext)
  const form = await request.formData()
  // Each tab's form posts its tab as the intent; a form without one is the first tab's.
  const intent = form.get('intent') ?? 'profile'
  switch (intent) {
    case 'profile':
    case 'organization':
    case 'preferences':
      return saveTab({ member, db, form }, intent)
    case 'password':
      return passwordAction({ db, auth, clientAddress, email: member.email.toLowerCase() }, request, form)
    default:
      throw data(null, { status: 400 })
  }
}

/** The profile, organization and preferences tabs: a refusal keeps what was typed, with the first message on top. */
async function saveTab({ member, db, form }: TabArgs, tab: 'profile' | 'organization' | 'preferences') {
  if (tab === 'organization' && !can(member.organization.role, 'organization.edit')) return redirectWithFlash('/profile?tab=organization', 'team.notAllowed')
  const input = formInput(
    form,
    Object.keys(tab === 'profile' ? profileSchema.shape : tab === 'organization' ? organizationSchema.shape : {}).filter((k) => k !== 'languages' && k !== 'otherSectors'),
  )
  const values = typedValues(input)
  const ticked = (name: string) => form.getAll(name).filter((x): x is string => typeof x === 'string')
  const languages = ticked('languages')
  const otherSectors = ticked('otherSectors')
  const fail = (error: string, status = 400, errors?: Record<string, string>) => data({ tab: tab as Tab, error, errors, values, languages, otherSectors }, { status })
  const refuse = (errors: Record<string, string>) => fail(firstError(errors), 400, errors)
  const done = (headers?: Headers) => redirectWithFlash(`/profile?tab=${tab}`, 'profile.updated', headers)
  try {
    if (tab === 'profile') {
      const submission = parseSubmission(input, profileSchema)
      if (!submission.ok) return refuse(submission.errors)
      const saved = await updateProfile(db, member.id, submission.value)
      if (saved.nameForReview) return redirectWithFlash('/profile?tab=profile', 'expertEdits.savedForReview')
      return done()
    }
    if (tab === 'organization') {
      const submission = parseSubmission({ ...input, languages: form.getAll('languages'), otherSectors: form.getAll('otherSectors') }, organizationSchema)
      if (!submission.ok) return refuse(submission.errors)
      if (!(await updateOrganization(db, member.id, member.organization.id, submission.value))) return fail(t('profile.updateFailed'), 403)
      return done()
    }
    const submission = parseSubmission(
      { theme: input.theme, dataSaver: input.dataSaver, emailDeadlineReminders: form.has('emailDeadlineReminders'), matchAlertFrequency: input.matchAlertFrequency },
      preferencesSchema,
    )
    if (!submission.ok) return refuse(submission.errors)
    const preferences = submission.value
    // The newsletter's tick box (ADR 075): its consent is recorded with its date, in the same transaction.
    const newsletter = newsletterChoice(form.get('newsletter'))
    if (newsletter === null) return refuse({ newsletter: t('profile.choiceInvalid') })
    if (!alertFrequencyAllowed(member.organization.plan, preferences.matchAlertFrequency)) {
      return fail(t('profile.alertsPlanOnly'), 403, { matchAlertFrequency: t('profile.alertsPlanOnly') })
    }
    await db.transaction(async (tx) => {
      await updatePreferences(tx, member.id, preferences)
      await setNewsletterSubscription(tx, member.id, newsletter, 'profile')
    })
    const headers = new Headers()
    headers.append('Set-Cookie', themeCookie(preferences.theme))
    if (preferences.dataSaver) headers.append('Set-Cookie', dataSaverCookie(preferences.dataSaver))
    return done(headers)
  } catch (error) {
    console.error('Profile update failed', error)
    return fail(t('profile.updateFailed'), 500)
  }
}

/** Passwords are never sent back into the form: a refusal shows its message over empty fields. */
async function passwordAction(services: Pick<AppServices, 'db' | 'auth' | 'clientAddress'> & { email: string }, request: Request, form: FormData) {
  const fail = (error: string, status = 400, errors?: Record<string, string>) =>
    data({ tab: 'password' as Tab, error, errors, values: {} as Record<string, string>, languages: [] as string[], otherSectors: [] as string[] }, { status })
  if (!(await checkRateLimit(services.db, 'change-password', services.clientAddress))) return fail(t('error.rateLimited'), 429)
  // A left-open session must not become a way to guess the password: the account's count applies.
  if (await isRateLimited(services.db, ACCOUNT_SIGN_IN_FAILURES, services.email, ACCOUNT_RATE_LIMITS.signIn)) return fail(t('auth.accountRateLimited'), 429)
  const submission = parseSubmission(form, changePasswordSchema, { fields: ['currentPassword', 'newPassword'] })
  if (!submission.ok) return fail(firstError(submission.errors), 400, submission.errors)
  const outcome = await changePassword(services.auth, request.headers, submission.value)
  if (!outcome.ok) {
    if (outcome.reason === 'wrong-password') await checkRateLimit(services.db, ACCOUNT_SIGN_IN_FAILURES, services.email, ACCOUNT_RATE_LIMITS.signIn)
    const message = { 'wrong-password': 'profile.currentPasswordWrong', 'no-password': 'profile.noPassword', failed: 'profile.updateFailed' } as const
    return fail(t(message[outcome.reason]), outcome.reason === 'failed' ? 500 : 400)
  }
  const headers = new Headers()
  for (const cookie of outcome.cookies) headers.append('Set-Cookie', cookie)
  return redirectWithFlash('/profile?tab=password', 'profile.passwordChanged', headers)
}

type CountryChoice = { code: string; name: string }
function CountryOptions({ countries }: { countries: { common: CountryChoice[]; rest: CountryChoice[] } }) {
  return (
    <>
      <option value="">{t('profile.countryChoose')}</option>
      <optgroup label={t('profile.countryCommon')}>
        {countries.common.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('profile.countryAll')}>
        {countries.rest.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </optgroup>
      <option value={OTHER_COUNTRY}>{t('profile.countryOther')}</option>
    </>
  )
}

/**
 * The main sector and the others (ADR 056). The main one is not offered again among the others: the
 * page leaves out the chosen one, and with JavaScript the list follows the select as it changes.
 */
function SectorFields({ main, others, mainError, othersError }: { main: string; others: readonly string[]; mainError?: string; othersError?: string }) {
  const [chosen, setChosen] = useState(main)
  return (
    <>
      <SelectField label={t('profile.sector')} id="sector" defaultValue={main} error={mainError} onChange={(event) => setChosen(event.currentTarget.value)}>
        <option value="">{t('profile.sectorChoose')}</option>
        {SECTORS.map((s) => (
          <option key={s} value={s}>
            {sectorName(s)}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup
        legend={t('profile.otherSectors')}
        name="otherSectors"
        options={SECTORS.filter((s) => s !== chosen)}
        label={sectorName}
        checked={others}
        error={othersError}
        hint={t('profile.otherSectorsHint', { max: OTHER_SECTORS_MAX })}
      />
    </>
  )
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, verified } = loaderData
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const location = useLocation()
  const tab: Tab = actionData?.tab ?? PROFILE_PAGE_TABS.find((x) => x.id === params.get('tab'))?.id ?? 'profile'
  const v = actionData?.values ?? {}
  const org = profile.organization
  const busy = navigation.state === 'submitting'
  // Every wrong field's message beside it and in the summary; other refusals in the summary alone.
  const errors: Record<string, string> | null = actionData?.errors ?? (actionData?.error ? { form: actionData.error } : null)
  const e = (field: string) => actionData?.errors?.[field]
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-muted-foreground">
        <bdi>{profile.organization.name}</bdi>
        {verified ? (
          <VerifiedBadge badge={verified.badge} verifiedAt={verified.at} />
        ) : (
          <Link to="/get-verified" className="text-sm text-primary underline">
            {t('nav.getVerified')}
          </Link>
        )}
      </p>
      <TabNav label={t('profile.title')} tabs={profileTabs()} current={tab} />

      <ErrorSummary errors={errors} />

      <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" noValidate key={tab === 'password' ? `password-${location.key}` : tab}>
        <input type="hidden" name="intent" value={tab} />
        {tab === 'profile' ? (
          <>
            <Field
              label={t('profile.name')}
              id="name"
              name="name"
              autoComplete="name"
              defaultValue={v.name ?? loaderData.namePending?.name ?? profile.name}
              error={e('name')}
              hint={lengthHint(PROFILE_MAX.name)}
              required
            />
            {loaderData.namePending ? (
              <p role="status" className="text-sm text-muted-foreground">
                {loaderData.namePending.note}
              </p>
            ) : null}
            <Field label={t('profile.email')} id="email" value={profile.email} readOnly hint={t('profile.emailHint')} />
            <SelectField label={t('profile.country')} id="country" defaultValue={v.country ?? profile.country ?? ''} error={e('country')}>
              <CountryOptions countries={loaderData.countries} />
            </SelectField>
            <SelectField label={t('profile.language')} id="language" defaultValue={v.language ?? profile.language} error={e('language')}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
        {tab === 'organization' ? (
          <>
            <p className="text-sm text-muted-foreground">{t('profile.orgHint')}</p>
            <Field
              label={t('profile.orgName')}
              id="orgName"
              name="orgName"
              autoComplete="organization"
              defaultValue={v.orgName ?? org.name}
              error={e('orgName')}
              hint={lengthHint(PROFILE_MAX.orgName)}
              required
            />
            <SectorFields
              main={v.sector ?? org.sector ?? ''}
              others={actionData?.tab === 'organization' ? actionData.otherSectors : org.sectors.slice(1)}
              mainError={e('sector')}
              othersError={e('otherSectors')}
            />
            <SelectField label={t('profile.orgCountry')} id="country" defaultValue={v.country ?? org.country ?? ''} error={e('country')}>
              <CountryOptions countries={loaderData.countries} />
            </SelectField>
            <TextAreaField
              label={t('profile.mission')}
              id="mission"
              defaultValue={v.mission ?? org.mission ?? ''}
              maxLength={PROFILE_MAX.mission}
              error={e('mission')}
              hint={lengthHint(PROFILE_MAX.mission)}
            />
            <TextAreaField
              label={t('profile.programAreas')}
              id="programAreas"
              defaultValue={v.programAreas ?? org.programAreas ?? ''}
              maxLength={PROFILE_MAX.programAreas}
              error={e('programAreas')}
              hint={lengthHint(PROFILE_MAX.programAreas)}
            />
            <SelectField label={t('profile.orgType')} id="orgType" defaultValue={v.orgType ?? org.orgType ?? ''} error={e('orgType')}>
              <option value="">{t('profile.orgTypeChoose')}</option>
              {loaderData.orgTypes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('profile.annualBudget')}
              id="annualBudgetUsd"
              name="annualBudgetUsd"
              inputMode="numeric"
              defaultValue={v.annualBudgetUsd ?? (org.annualBudgetUsd === null ? '' : String(org.annualBudgetUsd))}
              error={e('annualBudgetUsd')}
              hint={t('profile.annualBudgetHint')}
            />
            <CheckboxGroup
              legend={t('profile.languages')}
              name="languages"
              options={LANGUAGES}
              label={(code) => LANGUAGE_NAMES[code as (typeof LANGUAGES)[number]]}
              checked={actionData?.tab === 'organization' ? actionData.languages : org.languages}
              error={e('languages')}
              hint={t('profile.languagesHint')}
            />
            <Field label={t('profile.website')} id="website" name="website" type="url" placeholder="https://" defaultValue={v.website ?? org.website ?? ''} error={e('website')} />
            <Field
              label={t('profile.registrationNumber')}
              id="registrationNumber"
              name="registrationNumber"
              defaultValue={v.registrationNumber ?? org.registrationNumber ?? ''}
              error={e('registrationNumber')}
              hint={lengthHint(PROFILE_MAX.registrationNumber)}
            />
            <Field
              label={t('organizationDirectory.yearFoundedOptional')}
              id="yearFounded"
              name="yearFounded"
              inputMode="numeric"
              maxLength={4}
              defaultValue={v.yearFounded ?? (org.yearFounded === null ? '' : String(org.yearFounded))}
              error={e('yearFounded')}
            />
          </>
        ) : null}
        {tab === 'preferences' ? (
          <>
            <SelectField label={t('profile.theme')} id="theme" defaultValue={v.theme ?? profile.theme} error={e('theme')}>
              <option value="light">{t('theme.light')}</option>
              <option value="dark">{t('theme.dark')}</option>
              <option value="system">{t('theme.system')}</option>
            </SelectField>
            <SelectField label={t('dataSaver.label')} id="dataSaver" defaultValue={v.dataSaver ?? profile.dataSaver} error={e('dataSaver')} hint={t('profile.dataSaverHint')}>
              <option value="auto">{t('dataSaver.auto')}</option>
              <option value="on">{t('dataSaver.on')}</option>
              <option value="off">{t('dataSaver.off')}</option>
            </SelectField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('profile.emailNotifications')}</legend>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="emailDeadlineReminders" defaultChecked={actionData ? 'emailDeadlineReminders' in v : profile.emailDeadlineReminders} className="mt-1" />
                {t('profile.notifyReminders')}
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="newsletter"
                  defaultChecked={actionData ? 'newsletter' in v : loaderData.newsletter.subscribed}
                  aria-invalid={e('newsletter') ? true : undefined}
                  aria-describedby={loaderData.newsletter.since ? 'newsletter-since' : undefined}
                  className="mt-1"
                />
                {t('newsletter.optIn')}
              </label>
              {loaderData.newsletter.since ? (
                <p id="newsletter-since" className="ms-6 text-xs text-muted-foreground">
                  {t('newsletter.optInSince', { date: formatDate(loaderData.newsletter.since) })}
                </p>
              ) : null}
              {e('newsletter') ? <p className="ms-6 text-sm font-medium text-destructive">{e('newsletter')}</p> : null}
            </fieldset>
            <SelectField label={t('profile.matchAlerts')} id="matchAlertFrequency" defaultValue={v.matchAlertFrequency ?? profile.matchAlertFrequency} error={e('matchAlertFrequency')}>
              {MATCH_ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f} disabled={!loaderData.alertChoices.includes(f)}>
                  {t(`profile.matchAlerts.${f}`)}
                  {loaderData.alertChoices.includes(f) ? '' : ` (${t('profile.alertsProOnly')})`}
                </option>
              ))}
            </SelectField>
            <p className="text-sm text-muted-foreground">{t('profile.matchAlertsHint')}</p>
          </>
        ) : null}
        {tab === 'password' ? (
          <>
            <p className="text-sm text-muted-foreground">{t('profile.passwordIntro')}</p>
            <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
            <Field label={t('profile.currentPassword')} id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" error={e('currentPassword')} required />
            <Field
              label={t('profile.newPassword')}
              id="newPassword"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint={t('profile.newPasswordHint', { symbols: PASSWORD_SYMBOLS })}
              error={e('newPassword')}
              required
            />
          </>
        ) : null}
        <Button type="submit" pending={busy} pendingText={tab === 'password' ? t('profile.changingPassword') : t('application.saving')}>
          {tab === 'password' ? t('profile.changePassword') : t('profile.save')}
        </Button>
      </Form>
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-lg">{t('profile.loadFailed')}</p>
      <Link to="/profile" className={buttonClass('outline', 'default', 'mt-4')}>
        {t('profile.title')}
      </Link>
    </div>
  )
}
