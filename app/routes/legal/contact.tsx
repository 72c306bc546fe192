import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { CONTACT_TOPIC_IDS, CONTACT_TOPICS } from '../../catalog/contact.ts'
import { CONTACT_LIMITS, CONTACT_RATE_LIMIT } from '../../catalog/limits.ts'
import { Button } from '../../components/ui/button.tsx'
import { Field, inputClass, SelectField, typedTextClass } from '../../components/ui/field.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { checkRateLimit } from '../../domain/accounts/check-rate-limit.server.ts'
import { contactFromForm, contactSchema, type ContactField, typedContact } from '../../domain/contact/contact.schema.ts'
import { sendContactMessage } from '../../domain/contact/send-contact-message.server.ts'
import { t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/contact'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(t('contact.title'), matches) },
  { name: 'description', content: t('contact.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ request, context }: Route.LoaderArgs) {
  const member = context.get(memberContext)
  // A page that sends here about one thing (/contact?topic=verification) has that topic chosen.
  const topic = new URL(request.url).searchParams.get('topic') ?? ''
  return {
    topic: (CONTACT_TOPIC_IDS as readonly string[]).includes(topic) ? topic : '',
    appName: context.get(servicesContext).config.appName,
    sent: new URL(request.url).searchParams.has('sent'),
    // Signed-in members need not type who they are.
    prefill: { name: member?.name ?? '', email: member?.email ?? '' },
  }
}

type ActionData = { errors: Partial<Record<ContactField | 'form', string>>; values: Record<ContactField, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const submission = parseSubmission(contactFromForm(await request.formData()), contactSchema, { typed: typedContact })
  const { values } = submission
  if (!submission.ok) return data<ActionData>({ errors: submission.errors, values }, { status: 400 })
  // Only messages that would reach the admins are counted: a typo corrected costs nothing.
  if (!(await checkRateLimit(services.db, 'contact', services.clientAddress, CONTACT_RATE_LIMIT))) {
    return data<ActionData>({ errors: { form: t('contact.rateLimited') }, values }, { status: 429 })
  }
  try {
    await sendContactMessage(services.db, submission.value, context.get(memberContext)?.id ?? null)
  } catch (error) {
    console.error('Contact message failed', error)
    return data<ActionData>({ errors: { form: t('contact.failed') }, values }, { status: 500 })
  }
  // Post, redirect, get: reloading the confirmation does not send the message again.
  return redirect('/contact?sent=1', 303)
}

const FIELDS: Array<{ id: ContactField; label: Parameters<typeof t>[0] }> = [
  { id: 'name', label: 'contact.name' },
  { id: 'email', label: 'contact.email' },
  { id: 'topic', label: 'contact.topic' },
  { id: 'message', label: 'contact.message' },
]

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const L = CONTACT_LIMITS
  if (loaderData.sent && !actionData) {
    return (
      <article className="mx-auto max-w-[65ch] px-4 py-16">
        <div role="status" className="rounded-lg border border-border bg-card p-6">
          <h1 className="text-2xl font-bold">{t('contact.sentTitle')}</h1>
          <p className="mt-3">{t('contact.sentBody')}</p>
          <p className="mt-6">
            <Link to="/contact" className="text-primary underline underline-offset-4">
              {t('contact.sendAnother')}
            </Link>
          </p>
        </div>
      </article>
    )
  }
  const errors = actionData?.errors ?? {}
  const v = actionData?.values ?? { ...loaderData.prefill, topic: loaderData.topic, message: '' }
  const fieldErrors = FIELDS.filter((f) => errors[f.id])
  return (
    <article className="mx-auto max-w-[65ch] px-4 py-10">
      <h1 className="text-3xl font-bold">{t('contact.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('contact.intro')}</p>
      {errors.form || fieldErrors.length > 0 ? (
        <div role="alert" aria-labelledby="contact-errors" className="mt-6 rounded-md border-2 border-destructive p-4">
          <h2 id="contact-errors" className="font-semibold">
            {t('contact.errorSummary')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {errors.form ? <li className="text-destructive">{errors.form}</li> : null}
            {fieldErrors.map((f) => (
              <li key={f.id}>
                <a href={`#${f.id}`} className="text-destructive underline underline-offset-4">
                  {errors[f.id]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-5 rounded-lg border border-border bg-card p-4 sm:p-6" noValidate>
        <Field
          label={t('contact.name')}
          id="name"
          name="name"
          autoComplete="name"
          defaultValue={v.name}
          error={errors.name}
          hint={t('contact.nameHint', { min: L.nameMin, max: L.nameMax })}
          required
          minLength={L.nameMin}
          maxLength={L.nameMax}
        />
        <Field label={t('contact.email')} id="email" name="email" type="email" autoComplete="email" defaultValue={v.email} error={errors.email} required maxLength={L.emailMax} />
        <SelectField label={t('contact.topic')} id="topic" defaultValue={v.topic || CONTACT_TOPICS[0].id} error={errors.topic}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {t(topic.label)}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1">
          <label htmlFor="message" className="block text-sm font-medium">
            {t('contact.message')}
          </label>
          <p id="message-hint" className="text-xs text-muted-foreground">
            {t('contact.messageHint', { min: L.messageMin, max: L.messageMax })}
          </p>
          <textarea
            id="message"
            name="message"
            rows={8}
            required
            minLength={L.messageMin}
            maxLength={L.messageMax}
            defaultValue={v.message}
            className={`${inputClass} ${typedTextClass}`}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'message-hint message-error' : 'message-hint'}
          />
          {errors.message ? (
            <p id="message-error" className="text-sm text-destructive">
              {errors.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('contact.sending')}>
          {t('contact.send')}
        </Button>
      </Form>
    </article>
  )
}
