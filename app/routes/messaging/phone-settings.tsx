import { eq } from 'drizzle-orm'
import { data, Form, useNavigation } from 'react-router'
import { DAILY_PHONE_MESSAGE_CAP, PHONE_CHANNELS, PHONE_CODE, PHONE_MESSAGE_KINDS, type PhoneChannel, QUIET_HOURS } from '../../catalog/messaging.ts'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field } from '../../components/ui/field.tsx'
import { profileTabs } from '../../components/profile/profile-tabs.ts'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { profiles } from '../../db/schema/index.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { addPhoneNumber } from '../../domain/messaging/add-phone-number.server.ts'
import { confirmPhoneNumber } from '../../domain/messaging/confirm-phone-number.server.ts'
import { getPhoneSettings } from '../../domain/messaging/get-phone-settings.server.ts'
import { requestPhoneServices } from '../../domain/messaging/request-queue.server.ts'
import { removePhoneNumber } from '../../domain/messaging/remove-phone-number.server.ts'
import { type PhoneChoice, parsePhoneChoice, savePhoneChoices } from '../../domain/messaging/save-phone-choices.server.ts'
import { formText, hasControlCharacters } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatHour, t } from '../../i18n/index.ts'
import type { Route } from './+types/phone-settings'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('messaging.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/profile/messaging'

/** Each member's own number and choices: every member may set their own, whatever their role. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  return getPhoneSettings(db, member.id)
}

type Failure = { intent: 'number' | 'confirm' | 'choices'; errors: Record<string, string>; values: Record<string, string>; chosen?: string[] }
const fail = (body: Failure, status = 400) => data(body, { status })

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  switch (form.get('intent')) {
    case 'number':
      return sendCode(services, member, form)
    case 'confirm':
      return confirm(services, member, form)
    case 'choices':
      return saveChoices(services, member, form)
    case 'remove':
      await removePhoneNumber(services.db, member.id)
      return redirectWithFlash(HERE, 'messaging.numberRemoved')
    default:
      throw data(null, { status: 400 })
  }
}

async function sendCode(services: AppServices, member: Member, form: FormData) {
  const raw = form.get('number')
  const values = { number: formText(form, 'number'), channel: formText(form, 'channel') }
  if (raw !== null && (typeof raw !== 'string' || hasControlCharacters(raw))) return fail({ intent: 'number', errors: { number: t('messaging.numberInvalid') }, values })
  if (!(PHONE_CHANNELS as readonly string[]).includes(values.channel)) return fail({ intent: 'number', errors: { channel: t('messaging.badChannel') }, values })
  const [profile] = await services.db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, member.id))
  const added = await addPhoneNumber(
    { ...requestPhoneServices(services), secret: services.secrets.messaging },
    { userId: member.id, language: member.language, country: profile?.country ?? null },
    { number: values.number, channel: values.channel as PhoneChannel },
  )
  if (!added.ok) return fail({ intent: 'number', errors: { number: t(added.error) }, values }, added.error === 'messaging.tooManyCodes' ? 429 : 400)
  return redirectWithFlash(HERE, 'messaging.codeSent')
}

async function confirm(services: AppServices, member: Member, form: FormData) {
  const raw = form.get('code')
  const values = { code: formText(form, 'code') }
  if (raw !== null && (typeof raw !== 'string' || hasControlCharacters(raw))) return fail({ intent: 'confirm', errors: { code: t('messaging.codeWrong') }, values })
  const confirmed = await confirmPhoneNumber(services.db, services.secrets.messaging, member.id, values.code)
  if (!confirmed.ok) return fail({ intent: 'confirm', errors: { code: t(confirmed.error) }, values })
  return redirectWithFlash(HERE, 'messaging.numberConfirmed')
}

async function saveChoices(services: AppServices, member: Member, form: FormData) {
  const given = form.getAll('choice')
  const choices = given.map(parsePhoneChoice)
  const chosen = given.filter((c): c is string => typeof c === 'string')
  if (choices.some((c) => c === null)) return fail({ intent: 'choices', errors: { choice: t('messaging.badChoice') }, values: {}, chosen })
  const saved = await savePhoneChoices(services.db, member.id, choices as PhoneChoice[])
  if (saved === 'unproven') return fail({ intent: 'choices', errors: { choice: t('messaging.unproven') }, values: {}, chosen }, 409)
  return redirectWithFlash(HERE, 'messaging.choicesSaved')
}

export default function PhoneSettings({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const failed = (intent: Failure['intent']) => (actionData?.intent === intent ? actionData : null)
  const numberFailure = failed('number')
  const confirmFailure = failed('confirm')
  const choicesFailure = failed('choices')
  const chosen = new Set(choicesFailure?.chosen ?? d.choices)
  const tabs = profileTabs()
  const channelName = (channel: PhoneChannel) => t(`messaging.channel.${channel}`)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
      <TabNav label={t('profile.title')} tabs={tabs} current="messaging" />

      <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="phone-number">
        <h2 id="phone-number" className="text-xl font-semibold">
          {t('messaging.numberHeading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('messaging.intro')}</p>
        {d.number ? (
          <p className="text-sm font-medium" data-testid="phone-state">
            {t(d.verified ? 'messaging.confirmed' : 'messaging.notConfirmed', { number: d.number })}
          </p>
        ) : null}
        {PHONE_CHANNELS.filter((c) => d.stopped[c]).map((c) => (
          <p key={c} className="rounded-md border border-border bg-muted p-3 text-sm" role="status">
            {t('messaging.stoppedOn', { channel: channelName(c) })}
          </p>
        ))}

        {d.number && !d.verified ? (
          <>
            {d.codeWaiting ? <p className="text-sm">{t('messaging.codeSentTo', { number: d.number, minutes: PHONE_CODE.minutes })}</p> : null}
            <ErrorSummary errors={confirmFailure?.errors} />
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="intent" value="confirm" />
              <Field
                label={t('messaging.code')}
                id="code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                hint={t('messaging.codeHint', { length: PHONE_CODE.length })}
                error={confirmFailure?.errors.code}
                defaultValue={confirmFailure?.values.code ?? ''}
              />
              <Button type="submit" pending={busy('confirm')} pendingText={t('messaging.confirming')}>
                {t('messaging.confirm')}
              </Button>
            </Form>
          </>
        ) : null}

        <ErrorSummary errors={numberFailure?.errors} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="number" />
          <Field
            label={t('messaging.number')}
            id="number"
            name="number"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            hint={t('messaging.numberHint')}
            error={numberFailure?.errors.number}
            defaultValue={numberFailure?.values.number ?? d.number ?? ''}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('messaging.codeBy')}</legend>
            <div className="flex flex-wrap gap-4">
              {PHONE_CHANNELS.map((channel) => (
                <label key={channel} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" name="channel" value={channel} defaultChecked={(numberFailure?.values.channel || 'whatsapp') === channel} className="size-4" />
                  {channelName(channel)}
                </label>
              ))}
            </div>
            {numberFailure?.errors.channel ? (
              <p id="channel-error" className="text-sm text-destructive">
                {numberFailure.errors.channel}
              </p>
            ) : null}
          </fieldset>
          <Button type="submit" variant={d.number && !d.verified ? 'outline' : 'default'} pending={busy('number')} pendingText={t('messaging.sending')}>
            {d.number && !d.verified ? t('messaging.resend') : d.number ? t('messaging.change') : t('messaging.sendCode')}
          </Button>
        </Form>
        {d.number ? (
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="destructive" size="sm" pending={busy('remove')} pendingText={t('messaging.removing')}>
              {t('messaging.remove')}
            </Button>
          </Form>
        ) : null}
      </section>

      <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="phone-choices">
        <h2 id="phone-choices" className="text-xl font-semibold">
          {t('messaging.choicesHeading')}
        </h2>
        {!d.verified ? <p className="text-sm text-muted-foreground">{t('messaging.choicesNeedNumber')}</p> : null}
        <ErrorSummary errors={choicesFailure?.errors} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="choices" />
          <fieldset disabled={!d.verified} className="space-y-3" aria-describedby="phone-limits">
            {PHONE_MESSAGE_KINDS.map((kind) => (
              <fieldset key={kind} className="rounded-md border border-border p-3">
                <legend className="px-1 text-sm font-medium">{t(`messaging.kind.${kind}`)}</legend>
                <div className="flex flex-wrap gap-x-6">
                  {PHONE_CHANNELS.map((channel) => (
                    <label key={channel} className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="choice"
                        value={`${kind}:${channel}`}
                        defaultChecked={chosen.has(`${kind}:${channel}`)}
                        className="size-4"
                        aria-label={t('messaging.choiceLabel', { kind: t(`messaging.kind.${kind}`), channel: channelName(channel) })}
                      />
                      {channelName(channel)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
          <p id="phone-limits" className="text-sm text-muted-foreground">
            {t('messaging.limits', { from: formatHour(QUIET_HOURS.from), until: formatHour(QUIET_HOURS.until), timeZone: d.timeZone ?? '—', cap: DAILY_PHONE_MESSAGE_CAP })}
          </p>
          <Button type="submit" disabled={!d.verified} pending={busy('choices')} pendingText={t('messaging.saving')}>
            {t('messaging.saveChoices')}
          </Button>
        </Form>
      </section>
    </div>
  )
}
