import { data, Form, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { answerUssd, type UssdScreen } from '../../domain/messaging/answer-ussd.server.ts'
import { parseMobileNumber } from '../../domain/messaging/phone-number.ts'
import { formText, hasControlCharacters } from '../../domain/shared/form-fields.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/ussd-simulator'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('messaging.ussd.title'), matches) }, { name: 'robots', content: 'noindex' }]

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return null
}

type Result = { screen?: UssdScreen; errors?: Record<string, string>; values: { phoneNumber: string; text: string; choice: string } }

/**
 * Staff's stand-in for a feature phone (ADR 068): the same menu the USSD callback answers, one
 * choice at a time, without JavaScript. The choices so far travel in the form, as the carrier
 * sends them ("2*1").
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const values = { phoneNumber: formText(form, 'phoneNumber'), text: formText(form, 'text'), choice: formText(form, 'choice') }
  const errors: Record<string, string> = {}
  const rawPhone = form.get('phoneNumber')
  const number = parseMobileNumber(values.phoneNumber)
  if (!number.ok || typeof rawPhone !== 'string' || hasControlCharacters(rawPhone)) errors.phoneNumber = t('messaging.numberInvalid')
  const rawChoice = form.get('choice')
  if (rawChoice !== null && (typeof rawChoice !== 'string' || !/^\d{1,2}$/.test(rawChoice.trim()))) errors.choice = t('messaging.ussd.choiceInvalid')
  if (!/^(\d{1,2}(\*\d{1,2})*)?$/.test(values.text)) errors.choice = t('messaging.ussd.choiceInvalid')
  if (Object.keys(errors).length > 0 || !number.ok) return data<Result>({ errors, values }, { status: 400 })
  const text = rawChoice === null ? '' : [values.text, values.choice.trim()].filter(Boolean).join('*')
  const screen = await answerUssd(services.db, { phoneNumber: number.number, text }, services.config.appName)
  return data<Result>({ screen, values: { phoneNumber: number.number, text, choice: '' } })
}

export default function UssdSimulator({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const screen = actionData?.screen
  const values = actionData?.values
  const waiting = screen && !screen.end
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-3xl font-bold">{t('messaging.ussd.title')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('messaging.ussd.intro')}</p>
      <ErrorSummary errors={actionData?.errors} />
      {screen ? (
        <section aria-label={t('messaging.ussd.screen')} className="mt-6 rounded-lg border-4 border-foreground bg-card p-4 font-mono text-sm" data-testid="ussd-screen">
          <p className="whitespace-pre-line">{screen.text}</p>
          {screen.end ? <p className="mt-3 text-muted-foreground">{t('messaging.ussd.ended')}</p> : null}
        </section>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        {waiting ? (
          <>
            <input type="hidden" name="phoneNumber" value={values?.phoneNumber} />
            <input type="hidden" name="text" value={values?.text} />
            <Field label={t('messaging.ussd.choice')} id="choice" name="choice" inputMode="numeric" maxLength={2} autoFocus error={actionData?.errors?.choice} defaultValue="" />
            <Button type="submit" pending={busy} pendingText={t('messaging.sending')}>
              {t('messaging.ussd.send')}
            </Button>
          </>
        ) : (
          <>
            <Field label={t('messaging.ussd.phone')} id="phoneNumber" name="phoneNumber" type="tel" maxLength={30} defaultValue={values?.phoneNumber ?? ''} error={actionData?.errors?.phoneNumber} />
            <Button type="submit" pending={busy} pendingText={t('messaging.sending')}>
              {t('messaging.ussd.dial')}
            </Button>
          </>
        )}
      </Form>
    </div>
  )
}
