import { data, Link } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/outbox-message'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: pageTitle(loaderData?.message.subject ?? t('admin.outbox'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { mailer } = context.get(servicesContext)
  const message = await mailer.readOutbox(routeId(params.id, 'token'))
  if (!message) throw data(null, { status: 404 })
  return { message }
}

/** Links in a plain-text message, made clickable. */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/g).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <a key={i} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  )
}

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/admin/outbox" className="text-sm text-primary hover:underline">
        {t('admin.back')}
      </Link>
      <h1 dir="auto" className="mt-4 text-2xl font-bold">
        {message.subject}
      </h1>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {t('admin.to')}: <bdi>{message.to}</bdi> · {formatDate(message.sentAt)}
      </p>
      <p className="mt-4">
        <a href={`/admin/outbox/${message.id}/html`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-primary underline">
          {t('admin.outboxHtml')}
        </a>
      </p>
      <h2 className="mt-4 text-lg font-semibold">{t('admin.outboxText')}</h2>
      {/* The email is in its recipient's language, which need not be the reader's. */}
      <pre dir="auto" className="mt-2 whitespace-pre-wrap rounded-lg border border-border bg-card p-4 font-sans text-sm [overflow-wrap:anywhere]">
        <Linkified text={message.text} />
      </pre>
    </div>
  )
}
