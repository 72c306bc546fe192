import { Link } from 'react-router'
import { contactTopicLabel } from '../../catalog/contact.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { CONTACT_MESSAGES_SHOWN } from '../../catalog/limits.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { listContactMessages } from '../../domain/contact/list-contact-messages.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/messages'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('admin.messages'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request)
  // "For you": the messages written to this admin as an organization's account manager.
  const forMe = new URL(request.url).searchParams.get('for') === 'me'
  const rows = await listContactMessages(context.get(servicesContext).db, forMe ? { recipientId: admin.id } : {})
  return {
    forMe,
    messages: rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      topic: m.topic,
      message: m.message,
      organization: m.organizationName,
      toMe: m.recipientId === admin.id,
      createdAt: m.createdAt.toISOString(),
    })),
  }
}

const FILTER_LINK = 'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center border-b-2 px-3 text-sm font-medium'

/** Messages sent through /contact, as cards that fit a phone: who, about what, when, and the text. */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { forMe } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('admin.messages')}</h1>
      <p className="mt-1 text-muted-foreground">{t('admin.messagesBody', { count: CONTACT_MESSAGES_SHOWN })}</p>
      <nav aria-label={t('accountManager.messagesFilter')} className="mt-4 flex gap-x-1 border-b border-border">
        <Link to="/admin/messages" aria-current={forMe ? undefined : 'page'} className={`${FILTER_LINK} ${forMe ? 'border-transparent text-muted-foreground' : 'border-primary text-primary'}`}>
          {t('accountManager.messagesAll')}
        </Link>
        <Link to="/admin/messages?for=me" aria-current={forMe ? 'page' : undefined} className={`${FILTER_LINK} ${forMe ? 'border-primary text-primary' : 'border-transparent text-muted-foreground'}`}>
          {t('accountManager.messagesForYou')}
        </Link>
      </nav>
      {loaderData.messages.length === 0 ? (
        forMe ? (
          <EmptyState className="mt-6" title={t('accountManager.messagesForYouEmpty')} body={t('accountManager.messagesForYouEmptyNext')} />
        ) : (
          <EmptyState className="mt-6" title={t('admin.messagesEmpty')} body={t('admin.messagesEmptyNext')} />
        )
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
                <dd>
                  {t(contactTopicLabel(m.topic))}
                  {m.toMe ? <span className={badgeClass('highlight', 'ms-2')}>{t('accountManager.messageForYou')}</span> : null}
                </dd>
                {m.organization ? (
                  <>
                    <dt className="font-medium">{t('accountManager.messageOrganization')}</dt>
                    <dd className="min-w-0 break-words">
                      <bdi>{m.organization}</bdi>
                    </dd>
                  </>
                ) : null}
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
