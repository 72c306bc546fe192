import { randomUUID } from 'node:crypto'
import { data, Form, Link, useNavigation } from 'react-router'
import { PHONE_CHANNELS, type PhoneChannel } from '../../catalog/messaging.ts'
import { Button } from '../../components/ui/button.tsx'
import { cardTable } from '../../components/ui/card-table.ts'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { listPhoneMessages } from '../../domain/messaging/list-phone-messages.server.ts'
import { OUTBOX_SIGNATURE_HEADER, signOutboxPayload } from '../../domain/messaging/outbox-provider.server.ts'
import { parseMobileNumber } from '../../domain/messaging/phone-number.ts'
import { requestPhoneServices } from '../../domain/messaging/request-queue.server.ts'
import { receivePhoneEvents } from '../../domain/messaging/receive-phone-events.server.ts'
import { formText, hasControlCharacters, textProblem } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDateTime, formatMoney, t } from '../../i18n/index.ts'
import type { Route } from './+types/admin-messaging'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('messaging.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/admin/messaging'
const REPLY_MAX = 500

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { db, messaging } = context.get(servicesContext)
  const listed = await listPhoneMessages(db)
  return {
    ...listed,
    providers: { whatsapp: messaging.whatsapp.id, sms: messaging.sms.id },
    outboxChannels: PHONE_CHANNELS.filter((c) => messaging[c].id === 'outbox'),
  }
}

type Failure = { errors: Record<string, string>; values: Record<string, string> }

/**
 * The local outbox stands in for a phone: a reply typed here is signed as the outbox signs and read
 * by the same verification and handling as a provider's webhook request.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  if (form.get('intent') !== 'reply') throw data(null, { status: 400 })
  const values = { from: formText(form, 'from'), channel: formText(form, 'channel'), text: formText(form, 'text') }
  const errors: Record<string, string> = {}
  const number = parseMobileNumber(values.from)
  if (!number.ok) errors.from = t(number.error)
  if (!(PHONE_CHANNELS as readonly string[]).includes(values.channel)) errors.channel = t('messaging.badChannel')
  else if (services.messaging[values.channel as PhoneChannel].id !== 'outbox') errors.channel = t('messaging.admin.outboxOnly')
  const problem = textProblem(form.get('text') ?? '', t('messaging.admin.replyText'))
  const rawFrom = form.get('from')
  if (rawFrom !== null && (typeof rawFrom !== 'string' || hasControlCharacters(rawFrom))) errors.from = t('messaging.numberInvalid')
  if (problem) errors.text = problem
  else if (!values.text.trim()) errors.text = t('messaging.admin.replyRequired')
  else if (values.text.length > REPLY_MAX) errors.text = t('form.maxChars', { max: REPLY_MAX })
  if (Object.keys(errors).length > 0 || !number.ok) return data<Failure>({ errors, values }, { status: 400 })
  const provider = services.messaging[values.channel as PhoneChannel]
  const rawBody = JSON.stringify({ replies: [{ id: `outbox-reply-${randomUUID()}`, channel: values.channel, from: number.number, text: values.text.trim() }] })
  const headers = new Headers({ [OUTBOX_SIGNATURE_HEADER]: signOutboxPayload(services.secrets.messaging, rawBody) })
  const check = provider.verifyWebhook({ rawBody, headers, url: `${services.config.appUrl}/api/messaging/webhook/outbox` })
  if (!check.verified) throw new Error('The outbox did not accept its own signature')
  await receivePhoneEvents(requestPhoneServices(services), provider, check.events)
  return redirectWithFlash(HERE, 'messaging.admin.replyReceived')
}

export default function AdminMessaging({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply'
  const channelName = (channel: string) => t(`messaging.channel.${channel as PhoneChannel}`)
  const providerName = (id: string) => t(`messaging.provider.${id as 'outbox' | 'meta' | 'africastalking' | 'twilio'}`)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('messaging.admin.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('messaging.admin.intro')}</p>
      <p className="mt-2 text-sm">{t('messaging.admin.providers', { whatsapp: providerName(d.providers.whatsapp), sms: providerName(d.providers.sms) })}</p>
      <p className="mt-2 text-sm">
        <Link to="/admin/messaging/ussd" className="text-primary underline">
          {t('messaging.ussd.title')}
        </Link>
      </p>

      <h2 className="mt-8 text-xl font-semibold">{t('messaging.admin.costs')}</h2>
      {d.costs.length === 0 ? (
        <p className="mt-2 text-sm">{t('messaging.admin.noCosts')}</p>
      ) : (
        <table className={`mt-3 ${cardTable.table}`} data-testid="phone-costs">
          <thead className={cardTable.head}>
            <tr>
              <th className="p-3">{t('messaging.admin.provider')}</th>
              <th className="p-3">{t('messaging.admin.channel')}</th>
              <th className="p-3">{t('messaging.admin.count')}</th>
              <th className="p-3">{t('messaging.admin.cost')}</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {d.costs.map((c) => (
              <tr key={`${c.provider}-${c.channel}-${c.currency}`} className={cardTable.row}>
                <td className={cardTable.cell} data-label={t('messaging.admin.provider')}>
                  {providerName(c.provider)}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.channel')}>
                  {channelName(c.channel)}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.count')}>
                  {c.messages}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.cost')}>
                  {c.currency && c.total ? formatMoney(Number(c.total), c.currency) : t('messaging.admin.noCost')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {d.outboxChannels.length > 0 ? (
        <section className="mt-8 space-y-3 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="reply">
          <h2 id="reply" className="text-xl font-semibold">
            {t('messaging.admin.replyHeading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('messaging.admin.replyIntro')}</p>
          <ErrorSummary errors={actionData?.errors} />
          <Form method="post" className="grid gap-4 sm:grid-cols-3" noValidate>
            <input type="hidden" name="intent" value="reply" />
            <Field label={t('messaging.admin.replyFrom')} id="from" name="from" type="tel" maxLength={30} defaultValue={actionData?.values.from ?? ''} error={actionData?.errors.from} />
            <SelectField label={t('messaging.admin.channel')} id="channel" name="channel" defaultValue={actionData?.values.channel ?? d.outboxChannels[0]} error={actionData?.errors.channel}>
              {d.outboxChannels.map((c) => (
                <option key={c} value={c}>
                  {channelName(c)}
                </option>
              ))}
            </SelectField>
            <Field label={t('messaging.admin.replyText')} id="text" name="text" maxLength={REPLY_MAX} defaultValue={actionData?.values.text ?? ''} error={actionData?.errors.text} />
            <div className="sm:col-span-3">
              <Button type="submit" pending={busy} pendingText={t('messaging.sending')}>
                {t('messaging.admin.sendReply')}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      <h2 className="mt-8 text-xl font-semibold">{t('messaging.admin.messages')}</h2>
      {d.messages.length === 0 ? (
        <p className="mt-2 text-sm">{t('messaging.admin.none')}</p>
      ) : (
        <table className={`mt-3 ${cardTable.table}`} data-testid="phone-messages">
          <thead className={cardTable.head}>
            <tr>
              <th className="p-3">{t('messaging.admin.when')}</th>
              <th className="p-3">{t('messaging.admin.to')}</th>
              <th className="p-3">{t('messaging.admin.channel')}</th>
              <th className="p-3">{t('messaging.admin.text')}</th>
              <th className="p-3">{t('messaging.admin.status')}</th>
              <th className="p-3">{t('messaging.admin.cost')}</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {d.messages.map((m) => (
              <tr key={m.id} className={cardTable.row}>
                <td className={`${cardTable.cell} whitespace-nowrap`} data-label={t('messaging.admin.when')}>
                  {formatDateTime(m.createdAt)}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.to')}>
                  <bdi dir="ltr">{m.to}</bdi>
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.channel')}>
                  {channelName(m.channel)} · {providerName(m.provider)}
                </td>
                <td className={`${cardTable.cell} break-words`} data-label={t('messaging.admin.text')}>
                  <bdi>{m.body ?? ''}</bdi>
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.status')}>
                  {t(`messaging.status.${m.status}`)}
                  {m.status === 'queued' && m.sendAfter > new Date() ? ` (${t('messaging.admin.waitsUntil', { time: formatDateTime(m.sendAfter) })})` : ''}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.cost')}>
                  {m.cost && m.costCurrency ? formatMoney(Number(m.cost), m.costCurrency) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="mt-8 text-xl font-semibold">{t('messaging.admin.replies')}</h2>
      {d.replies.length === 0 ? (
        <p className="mt-2 text-sm">{t('messaging.admin.noReplies')}</p>
      ) : (
        <table className={`mt-3 ${cardTable.table}`} data-testid="phone-replies">
          <thead className={cardTable.head}>
            <tr>
              <th className="p-3">{t('messaging.admin.when')}</th>
              <th className="p-3">{t('messaging.admin.from')}</th>
              <th className="p-3">{t('messaging.admin.channel')}</th>
              <th className="p-3">{t('messaging.admin.replyText')}</th>
              <th className="p-3">{t('messaging.admin.action')}</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {d.replies.map((r) => (
              <tr key={r.id} className={cardTable.row}>
                <td className={`${cardTable.cell} whitespace-nowrap`} data-label={t('messaging.admin.when')}>
                  {formatDateTime(r.receivedAt)}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.from')}>
                  <bdi dir="ltr">{r.from}</bdi>
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.channel')}>
                  {channelName(r.channel)}
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.replyText')}>
                  <bdi>{r.body}</bdi>
                </td>
                <td className={cardTable.cell} data-label={t('messaging.admin.action')}>
                  {r.action === 'stop' || r.action === 'start' ? t(`messaging.action.${r.action}`) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
