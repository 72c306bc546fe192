import { Form, Link, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { listNotifications, markAllRead } from '../../domain/notifications/list-notifications.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { notificationText } from '../../domain/notifications/notification-text.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/notifications'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('notifications.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const notifications = await listNotifications(context.get(servicesContext).db, member.id)
  // Stored as message ids with parameters; written out here in the member's language.
  return { notifications: notifications.map(({ messageId, params, ...n }) => ({ ...n, text: notificationText(messageId, params) })) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  await markAllRead(context.get(servicesContext).db, member.id)
  return redirectWithFlash('/notifications', 'notifications.allRead')
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const items = loaderData.notifications
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('notifications.title')}</h1>
        {items.some((n) => !n.read) ? (
          <Form method="post">
            <Button type="submit" variant="outline" size="sm" pending={navigation.state === 'submitting'} pendingText={t('application.saving')}>
              {t('notifications.markRead')}
            </Button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{t('notifications.empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-card">
          {items.map((n) => {
            const message = n.text
            return (
              <li key={n.id} className={`flex gap-3 p-4 ${n.read ? '' : 'bg-secondary'}`}>
                {n.read ? null : <span role="img" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-primary" aria-label={t('notifications.unread')} />}
                <div>
                  {n.link ? (
                    <Link to={n.link} className="hover:underline">
                      {message}
                    </Link>
                  ) : (
                    <p>{message}</p>
                  )}
                  <p className="text-xs text-muted-foreground">{formatDate(n.createdAt)}</p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
