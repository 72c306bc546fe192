import { data, Form, useNavigation } from 'react-router'
import { countriesByName } from '../../catalog/countries.ts'
import { EXPERT_AVAILABILITY, EXPERT_RENEWAL_NOTICE_DAYS, EXPERT_TIERS } from '../../catalog/expert-membership.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { GEOGRAPHIC_FOCUS, GRANT_TYPES, LANGUAGE_NAMES, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { ExpertTierFeatures, MostPopular } from '../../components/experts/expert-tier-features.tsx'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import {
  EXPERT_MAX,
  EXPERTISE_ROWS,
  type ExpertFormValues,
  expertFormInput,
  inFormOrder,
  MAX_HOURLY_RATE,
  MAX_YEARS_EXPERIENCE,
  PORTFOLIO_ROWS,
  rowField,
  typedExpertForm,
} from '../../domain/experts/application-fields.ts'
import { parseExpertForm } from '../../domain/experts/application-form.ts'
import { MAX_PHOTO_BYTES } from '../../domain/experts/expert-photo.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { mayPayMembership, membershipStage } from '../../domain/experts/membership.ts'
import { myExpertApplication } from '../../domain/experts/my-expert-application.server.ts'
import { myProfileEdit } from '../../domain/experts/my-profile-edit.server.ts'
import { changedFields, PUBLIC_TEXT_FIELD_LABEL } from '../../domain/experts/profile-edit.ts'
import type { ProposedPortfolioEntry } from '../../db/schema/expert-edits.ts'
import { checkPhoto, saveExpertApplication } from '../../domain/experts/save-expert-application.server.ts'
import { startMembershipCheckout } from '../../domain/experts/start-membership-checkout.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatList, formatUsd, t } from '../../i18n/index.ts'
import { bodyWasTooLarge } from '../../request-headers.ts'
import type { Route } from './+types/become-grant-expert'
import { SaverImage } from '../../components/ui/saver-image.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertJoin.title'), matches) }]

const HERE = '/become-grant-expert'
const emptyExpertise = () => ({ sector: '', grantType: '', geographicFocus: '' })
const emptyWork = () => ({ title: '', description: '', sector: '', completionDate: '', grantAmount: '', won: 'no' })

/** The stored application as the form shows it. */
function storedValues(found: NonNullable<Awaited<ReturnType<typeof myExpertApplication>>>): ExpertFormValues {
  const { expert, expertise, portfolio } = found
  return {
    professionalTitle: expert.professionalTitle,
    bio: expert.bio,
    yearsExperience: String(expert.yearsExperience),
    hourlyRateMin: expert.hourlyRateMin === null ? '' : String(expert.hourlyRateMin),
    hourlyRateMax: expert.hourlyRateMax === null ? '' : String(expert.hourlyRateMax),
    country: expert.country ?? '',
    membershipTier: expert.membershipTier,
    availabilityStatus: expert.availabilityStatus,
    languages: expert.languages,
    expertise: expertise.length ? expertise.map((e) => ({ sector: e.sector, grantType: e.grantType ?? '', geographicFocus: e.geographicFocus ?? '' })) : [emptyExpertise()],
    portfolio: portfolio.length ? portfolio.map(portfolioValues) : [emptyWork()],
  }
}

/** A portfolio entry (stored or waiting for review) as the form shows it. */
function portfolioValues(p: ProposedPortfolioEntry): ExpertFormValues['portfolio'][number] {
  return {
    title: p.projectTitle,
    description: p.projectDescription ?? '',
    sector: p.sector ?? '',
    completionDate: p.completionDate ?? '',
    grantAmount: p.grantAmount === null ? '' : String(p.grantAmount),
    won: p.wasSuccessful ? 'yes' : 'no',
  }
}

const blankValues = (): ExpertFormValues => ({
  professionalTitle: '',
  bio: '',
  yearsExperience: '',
  hourlyRateMin: '',
  hourlyRateMax: '',
  country: '',
  membershipTier: 'pro',
  availabilityStatus: 'available',
  languages: [],
  expertise: [emptyExpertise()],
  portfolio: [emptyWork()],
})

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request, 'expertJoin.signIn')
  const { db } = context.get(servicesContext)
  const [found, edits] = await Promise.all([myExpertApplication(db, member.id), myProfileEdit(db, member.id)])
  const payment = new URL(request.url).searchParams.get('payment')
  if (!found) return { application: null, values: blankValues(), payment: null, review: null }
  const { expert } = found
  const values = storedValues(found)
  // Changes waiting for review show in the form, so saving again keeps them (the profile shows the approved text).
  const pending = edits.pending
  if (pending?.professionalTitle != null) values.professionalTitle = pending.professionalTitle
  if (pending?.bio != null) values.bio = pending.bio
  if (pending?.portfolio != null) values.portfolio = pending.portfolio.length ? pending.portfolio.map(portfolioValues) : [emptyWork()]
  const review = pending
    ? {
        pending: t('expertEdits.pending', { date: formatDate(pending.createdAt.toISOString()) }),
        fields: t('expertEdits.pendingFields', { fields: formatList(changedFields(pending).map((f) => t(PUBLIC_TEXT_FIELD_LABEL[f]))) }),
        rejected: null,
      }
    : edits.rejected
      ? { pending: null, fields: null, rejected: t('expertEdits.lastRejected', { reason: edits.rejected.rejectionReason ?? '' }) }
      : null
  const renewFrom = expert.membershipExpiresAt ? new Date(expert.membershipExpiresAt.getTime() - EXPERT_RENEWAL_NOTICE_DAYS * 24 * 60 * 60 * 1000) : null
  return {
    application: {
      id: expert.id,
      stage: membershipStage(expert),
      tier: expert.membershipTier,
      expiresAt: expert.membershipExpiresAt?.toISOString() ?? null,
      renewFrom: renewFrom?.toISOString() ?? null,
      rejectionReason: expert.rejectionReason,
      createdAt: expert.createdAt.toISOString(),
      mayPay: mayPayMembership(expert),
      hasPhoto: Boolean(expert.profileImageUrl),
      photoVersion: expert.updatedAt.getTime(),
    },
    values,
    payment: payment === 'success' || payment === 'canceled' ? payment : null,
    review,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request, 'expertJoin.signIn')
  const services = context.get(servicesContext)
  // An upload past the request's limit is never read: the page says so, and nothing was saved.
  if (bodyWasTooLarge(request)) return data({ errors: { photo: t('expertJoin.error.photoSize', { max: MAX_PHOTO_BYTES / 1024 / 1024 }) }, values: null, photoLost: true }, { status: 413 })
  const form = await request.formData()
  // The application form's own button posts no intent.
  const intent = form.get('intent') ?? 'save'
  switch (intent) {
    case 'pay':
      return payMembership(services, member)
    case 'add-expertise':
    case 'add-portfolio':
      return addRow(form, intent)
    case 'save':
      return saveApplication(services, member, form)
    default:
      throw data(null, { status: 400 })
  }
}

/** The membership fee, through the payment provider's checkout, once the application is approved. */
async function payMembership(services: AppServices, member: Member) {
  const found = await myExpertApplication(services.db, member.id)
  if (!found) return redirectWithFlash(HERE, 'expertJoin.nothingToPay')
  try {
    const url = await startMembershipCheckout(services, found.expert, member)
    if (!url) return redirectWithFlash(HERE, 'expertJoin.nothingToPay')
    return new Response(null, { status: 303, headers: { Location: url } })
  } catch (error) {
    console.error('Starting an expert membership payment failed', error)
    return redirectWithFlash(HERE, 'payment.startFailed')
  }
}

const photoSent = (form: FormData) => form.get('photo') instanceof File && (form.get('photo') as File).size > 0

/** "Add another" shows one more empty row, keeping everything typed (no JavaScript needed). */
function addRow(form: FormData, intent: 'add-expertise' | 'add-portfolio') {
  const values = typedExpertForm(expertFormInput(form))
  if (intent === 'add-expertise' && values.expertise.length < EXPERTISE_ROWS.max) values.expertise.push(emptyExpertise())
  if (intent === 'add-portfolio' && values.portfolio.length < PORTFOLIO_ROWS.max) values.portfolio.push(emptyWork())
  return data({ errors: null, values, photoLost: photoSent(form) })
}

async function saveApplication(services: AppServices, member: Member, form: FormData) {
  const input = expertFormInput(form)
  const values = typedExpertForm(input)
  const photoLost = photoSent(form)
  const parsed = parseExpertForm(input)
  const photo = await checkPhoto(form.get('photo'))
  const errors = parsed.ok ? {} : { ...parsed.errors }
  if (photo && 'error' in photo) errors.photo = photo.error
  if (!parsed.ok || Object.keys(errors).length) return data({ errors: inFormOrder(errors), values, photoLost }, { status: 400 })
  try {
    const saved = await saveExpertApplication(services.db, services.storage, member.id, parsed.data, photo && 'bytes' in photo ? photo : null)
    if (!saved.ok) return data({ errors: saved.errors, values, photoLost }, { status: 400 })
    const message = { applied: 'expertJoin.applied', reapplied: 'expertJoin.reapplied', updated: 'expertJoin.updated', forReview: 'expertEdits.savedForReview' } as const
    return redirectWithFlash(HERE, message[saved.kind])
  } catch (error) {
    console.error('Saving an expert application failed', error)
    return data({ errors: { form: t('expertJoin.error.saveFailed') }, values, photoLost }, { status: 500 })
  }
}

type Application = NonNullable<Route.ComponentProps['loaderData']['application']>

function Status({ application, busy }: { application: Application; busy: boolean }) {
  const tier = EXPERT_TIERS.find((x) => x.id === application.tier)!
  const params = { tier: expertTierName(tier.id), price: formatUsd(tier.priceUsd), date: application.expiresAt ? formatDate(application.expiresAt) : '' }
  const pay = (label: string) => (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="pay" />
      <Button type="submit" pending={busy} pendingText={t('expertJoin.paying')}>
        {label}
      </Button>
    </Form>
  )
  const body = {
    pending: <p>{t('expertJoin.status.pendingBody', { date: formatDate(application.createdAt) })}</p>,
    rejected: (
      <>
        <p>{t('expertJoin.status.rejectedBody')}</p>
        {application.rejectionReason ? (
          <p className="mt-2">
            <span className="font-medium">{t('expertJoin.status.reason')}</span> <bdi>{application.rejectionReason}</bdi>
          </p>
        ) : null}
        <p className="mt-2">{t('expertJoin.status.applyAgain')}</p>
      </>
    ),
    'awaiting-payment': (
      <>
        <p>{t('expertJoin.status.approvedBody', params)}</p>
        {pay(t('expertJoin.pay', params))}
      </>
    ),
    active: (
      <>
        <p>{t('expertJoin.status.activeBody', params)}</p>
        {application.mayPay ? (
          pay(t('expertJoin.renew', params))
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{t('expertJoin.status.renewFrom', { date: application.renewFrom ? formatDate(application.renewFrom) : '' })}</p>
        )}
      </>
    ),
    expired: (
      <>
        <p>{t('expertJoin.status.expiredBody', params)}</p>
        {pay(t('expertJoin.renew', params))}
      </>
    ),
  }[application.stage]
  return (
    <section aria-labelledby="status-title" className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id="status-title" className="text-lg font-semibold">
        {t(`expertJoin.status.${application.stage}`)}
      </h2>
      <div className="mt-2 text-sm">{body}</div>
    </section>
  )
}

function Tiers({ chosen, locked, error }: { chosen: string; locked: boolean; error?: string }) {
  return (
    <fieldset id="membershipTier" tabIndex={-1} aria-describedby={error ? 'membershipTier-error' : 'membershipTier-hint'}>
      <legend className="text-sm font-medium">{t('expertJoin.tierLegend')}</legend>
      <p id="membershipTier-hint" className="text-xs text-muted-foreground">
        {locked ? t('expertJoin.tierLocked') : t('expertJoin.tierHint')}
      </p>
      {error ? (
        <p id="membershipTier-error" className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {locked ? <input type="hidden" name="membershipTier" value={chosen} /> : null}
      <div className="mt-2 grid gap-3 md:grid-cols-3">
        {EXPERT_TIERS.map((tier) => (
          <label key={tier.id} className="flex cursor-pointer flex-col rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary">
            <span className="flex items-center gap-2">
              <input type="radio" name={locked ? undefined : 'membershipTier'} value={tier.id} defaultChecked={chosen === tier.id} disabled={locked} />
              <span className="font-semibold">{expertTierName(tier.id)}</span>
              {tier.mostPopular ? <MostPopular /> : null}
            </span>
            <span className="mt-1 text-sm">{t('expertJoin.tierPrice', { price: formatUsd(tier.priceUsd) })}</span>
            <ExpertTierFeatures tier={tier} className="mt-2" />
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export default function BecomeGrantExpert({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { application } = loaderData
  const values = actionData?.values ?? loaderData.values
  const errors = actionData?.errors ?? undefined
  const error = (field: string) => errors?.[field as keyof typeof errors] as string | undefined
  const submitting = (intent: string) => navigation.state === 'submitting' && (navigation.formData?.get('intent') ?? 'save') === intent
  const locked = application?.stage === 'active'
  const heading = !application ? 'expertJoin.formApply' : application.stage === 'rejected' ? 'expertJoin.formReapply' : 'expertJoin.formEdit'
  const submitLabel = !application ? 'expertJoin.submit' : application.stage === 'rejected' ? 'expertJoin.submitAgain' : 'expertJoin.save'
  const countries = countriesByName()
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('expertJoin.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('expertJoin.intro')}</p>
      <OutcomeMessage
        text={loaderData.payment === 'success' ? t('expertJoin.paymentSuccess') : loaderData.payment === 'canceled' ? t('expertJoin.paymentCanceled') : null}
        error={loaderData.payment === 'canceled'}
      />
      {application ? <Status application={application} busy={submitting('pay')} /> : null}
      {loaderData.review ? (
        <section role="status" className="mt-4 rounded-lg border border-border bg-muted p-4 text-sm">
          {loaderData.review.pending ? <p>{loaderData.review.pending}</p> : null}
          {loaderData.review.fields ? <p className="mt-1 font-medium">{loaderData.review.fields}</p> : null}
          {loaderData.review.rejected ? (
            <p>
              <bdi>{loaderData.review.rejected}</bdi>
            </p>
          ) : null}
        </section>
      ) : null}

      <h2 className="mt-8 text-2xl font-semibold">{t(heading)}</h2>
      <ErrorSummary errors={errors} />
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-6 rounded-lg border border-border bg-card p-4 sm:p-6" noValidate>
        {/* Enter in a field saves (the first submit button is the form's default), never adds a row. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="expertiseRows" value={values.expertise.length} />
        <input type="hidden" name="portfolioRows" value={values.portfolio.length} />
        <Field
          label={t('expertJoin.professionalTitle')}
          id="professionalTitle"
          name="professionalTitle"
          defaultValue={values.professionalTitle}
          error={error('professionalTitle')}
          hint={t('expertJoin.professionalTitleHint')}
          maxLength={EXPERT_MAX.professionalTitle}
          required
        />
        <TextAreaField label={t('expertJoin.bio')} id="bio" rows={6} maxLength={EXPERT_MAX.bio} defaultValue={values.bio} error={error('bio')} hint={lengthHint(EXPERT_MAX.bio)} required />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('expertJoin.yearsExperience')}
            id="yearsExperience"
            name="yearsExperience"
            inputMode="numeric"
            defaultValue={values.yearsExperience}
            error={error('yearsExperience')}
            hint={t('expertJoin.yearsHint', { max: MAX_YEARS_EXPERIENCE })}
            required
          />
          <Field label={t('expertJoin.hourlyRateMin')} id="hourlyRateMin" name="hourlyRateMin" inputMode="numeric" defaultValue={values.hourlyRateMin} error={error('hourlyRateMin')} required />
          <Field label={t('expertJoin.hourlyRateMax')} id="hourlyRateMax" name="hourlyRateMax" inputMode="numeric" defaultValue={values.hourlyRateMax} error={error('hourlyRateMax')} required />
        </div>
        <p className="-mt-4 text-xs text-muted-foreground">{t('expertJoin.rateHint', { max: formatUsd(MAX_HOURLY_RATE) })}</p>

        <fieldset id="languages" tabIndex={-1} aria-describedby={error('languages') ? 'languages-error' : undefined}>
          <legend className="text-sm font-medium">{t('expertJoin.languages')}</legend>
          {error('languages') ? (
            <p id="languages-error" className="mt-1 text-sm font-medium text-destructive">
              {error('languages')}
            </p>
          ) : null}
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {LANGUAGES.map((language) => (
              <label key={language} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="languages" value={language} defaultChecked={values.languages.includes(language)} />
                <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('expertJoin.country')} id="country" defaultValue={values.country} error={error('country')} required>
            <option value="">{t('expertJoin.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('expertJoin.availability')} id="availabilityStatus" defaultValue={values.availabilityStatus} error={error('availabilityStatus')}>
            {EXPERT_AVAILABILITY.map((a) => (
              <option key={a} value={a}>
                {t(`expertJoin.availabilityOption.${a}`)}
              </option>
            ))}
          </SelectField>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">{t('expertJoin.expertise')}</legend>
          <p className="text-xs text-muted-foreground">{t('expertJoin.expertiseHint')}</p>
          {values.expertise.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered slots of the form
            <div key={i} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3">
              <SelectField label={t('expertJoin.sector', { n: i + 1 })} id={rowField('expertise', i, 'sector')} defaultValue={row.sector} error={error(rowField('expertise', i, 'sector'))}>
                <option value="">{t('expertJoin.choose')}</option>
                {SECTORS.map((s) => (
                  <option key={s} value={s}>
                    {sectorName(s)}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('expertJoin.grantType')} id={rowField('expertise', i, 'grantType')} defaultValue={row.grantType} error={error(rowField('expertise', i, 'grantType'))}>
                <option value="">{t('expertJoin.any')}</option>
                {GRANT_TYPES.map((g) => (
                  <option key={g} value={g}>
                    {t(`grantType.${g}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('expertJoin.geographicFocus')}
                id={rowField('expertise', i, 'geographicFocus')}
                defaultValue={row.geographicFocus}
                error={error(rowField('expertise', i, 'geographicFocus'))}
              >
                <option value="">{t('expertJoin.any')}</option>
                {GEOGRAPHIC_FOCUS.map((g) => (
                  <option key={g} value={g}>
                    {regionName(g)}
                  </option>
                ))}
              </SelectField>
            </div>
          ))}
          {values.expertise.length < EXPERTISE_ROWS.max ? (
            <Button type="submit" name="intent" value="add-expertise" variant="outline" size="sm" formNoValidate>
              {t('expertJoin.addExpertise')}
            </Button>
          ) : null}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">{t('expertJoin.portfolio')}</legend>
          <p className="text-xs text-muted-foreground">{t('expertJoin.portfolioHint')}</p>
          {values.portfolio.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered slots of the form
            <div key={i} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
              <Field
                label={t('expertJoin.portfolioTitleN', { n: i + 1 })}
                id={rowField('portfolio', i, 'title')}
                name={rowField('portfolio', i, 'title')}
                defaultValue={row.title}
                error={error(rowField('portfolio', i, 'title'))}
                maxLength={EXPERT_MAX.portfolioTitle}
              />
              <SelectField label={t('expertJoin.portfolioSector')} id={rowField('portfolio', i, 'sector')} defaultValue={row.sector} error={error(rowField('portfolio', i, 'sector'))}>
                <option value="">{t('expertJoin.choose')}</option>
                {SECTORS.map((s) => (
                  <option key={s} value={s}>
                    {sectorName(s)}
                  </option>
                ))}
              </SelectField>
              <div className="sm:col-span-2">
                <TextAreaField
                  label={t('expertJoin.portfolioDescription')}
                  id={rowField('portfolio', i, 'description')}
                  rows={3}
                  maxLength={EXPERT_MAX.portfolioDescription}
                  defaultValue={row.description}
                  error={error(rowField('portfolio', i, 'description'))}
                  hint={lengthHint(EXPERT_MAX.portfolioDescription)}
                />
              </div>
              <Field
                label={t('expertJoin.completionDate')}
                id={rowField('portfolio', i, 'completionDate')}
                name={rowField('portfolio', i, 'completionDate')}
                type="date"
                defaultValue={row.completionDate}
                error={error(rowField('portfolio', i, 'completionDate'))}
              />
              <Field
                label={t('expertJoin.grantAmount')}
                id={rowField('portfolio', i, 'grantAmount')}
                name={rowField('portfolio', i, 'grantAmount')}
                inputMode="numeric"
                defaultValue={row.grantAmount}
                error={error(rowField('portfolio', i, 'grantAmount'))}
              />
              <SelectField label={t('expertJoin.won')} id={rowField('portfolio', i, 'won')} defaultValue={row.won || 'no'} error={error(rowField('portfolio', i, 'won'))}>
                <option value="no">{t('expertJoin.wonNo')}</option>
                <option value="yes">{t('expertJoin.wonYes')}</option>
              </SelectField>
            </div>
          ))}
          {values.portfolio.length < PORTFOLIO_ROWS.max ? (
            <Button type="submit" name="intent" value="add-portfolio" variant="outline" size="sm" formNoValidate>
              {t('expertJoin.addPortfolio')}
            </Button>
          ) : null}
        </fieldset>

        <div className="space-y-2">
          {application?.hasPhoto ? (
            <SaverImage src={`${HERE}/photo/${application.id}?v=${application.photoVersion}`} alt={t('expertJoin.currentPhoto')} width={96} height={96} className="size-24 rounded-full object-cover" />
          ) : null}
          <Field
            label={t('expertJoin.photo')}
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            error={error('photo')}
            hint={actionData?.photoLost ? t('expertJoin.photoAgain') : t('expertJoin.photoHint', { max: MAX_PHOTO_BYTES / 1024 / 1024 })}
          />
        </div>

        <Tiers chosen={values.membershipTier} locked={locked} error={error('membershipTier')} />

        <Button type="submit" name="intent" value="save" pending={submitting('save')} pendingText={t('expertJoin.saving')}>
          {t(submitLabel)}
        </Button>
      </Form>
    </div>
  )
}
