import { contactTopicLabel } from '../../catalog/contact.ts'
import { CONTACT_MESSAGES_SHOWN } from '../../catalog/limits.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { listContactMessages } from '../../domain/contact/list-contact-messages.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/messages'

export const meta: Route.MetaFunction = () => [{ title: t('admin.messages') }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const rows = await listContactMessages(context.get(servicesContext).db)
  return { messages: rows.map((m) => ({ id: m.id, name: m.name, email: m.email, topic: m.topic, message: m.message, createdAt: m.createdAt.toISOString() })) }
}

/** Messages sent through /contact, as cards that fit a phone: who, about what, when, and the text. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('admin.messages')}</h1>
      <p className="mt-1 text-muted-foreground">{t('admin.messagesBody', { count: CONTACT_MESSAGES_SHOWN })}</p>
      {loaderData.messages.length === 0 ? (
        <EmptyState className="mt-6" title={t('admin.messagesEmpty')} body={t('admin.messagesEmptyNext')} />
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-border bg-card p-4">
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-medium">{t('admin.messageFrom')}</dt>
                <dd className="min-w-0 break-words">
                  <bdi>{m.name}</bdi> <bdi>&lt;{m.email}&gt;</bdi>
                </dd>
                <dt className="font-medium">{t('admin.messageTopic')}</dt>
                <dd>{t(contactTopicLabel(m.topic))}</dd>
                <dt className="font-medium">{t('admin.messageReceived')}</dt>
                <dd>
                  <time dateTime={m.createdAt}>
                    {formatDate(m.createdAt)} {m.createdAt.slice(11, 16)} UTC
                  </time>
                </dd>
              </dl>
              <p dir="auto" className="mt-3 whitespace-pre-wrap break-words">
                {m.message}
              </p>
              <a href={`mailto:${m.email}`} className="mt-2 inline-flex min-h-11 items-center text-sm text-primary underline underline-offset-4">
                {t('admin.messageReply')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
