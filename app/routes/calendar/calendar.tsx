import { data, Form, useNavigation } from 'react-router'
import { Banner } from '../../components/ui/banner.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { CopyButton } from '../../components/ui/copy-button.tsx'
import { inputClass } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { createCalendarFeed } from '../../domain/calendar/create-calendar-feed.server.ts'
import { feedUrl } from '../../domain/calendar/feed-token.server.ts'
import { getCalendarFeed } from '../../domain/calendar/get-calendar-feed.server.ts'
import { resetCalendarFeed } from '../../domain/calendar/reset-calendar-feed.server.ts'
import { revokeCalendarFeed } from '../../domain/calendar/revoke-calendar-feed.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/calendar'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('calendar.title'), matches) }, { name: 'robots', content: 'noindex' }]

/** The page may carry a new feed address: never kept by a browser's or proxy's cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const feed = await getCalendarFeed(context.get(servicesContext).db, member.id)
  return { feed: feed ? { createdAt: feed.createdAt.toISOString() } : null }
}

/**
 * Create, reset or turn off the member's feed. Only the token's hash is kept, so a new address is
 * shown once, in this answer (no redirect, and never stored in a cache).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const intent = (await request.formData()).get('intent')
  const { db, config } = context.get(servicesContext)
  const shown = (token: string) => ({ error: null, url: feedUrl(config.appUrl, token) })
  switch (intent) {
    case 'create':
      return changeFeed(async () => shown(await createCalendarFeed(db, member.id)))
    // Reset with no feed (turned off in another tab) makes one, as Create does.
    case 'reset':
      return changeFeed(async () => shown((await resetCalendarFeed(db, member.id)) ?? (await createCalendarFeed(db, member.id))))
    case 'turn-off':
      return changeFeed(async () => {
        await revokeCalendarFeed(db, member.id)
        return redirectWithFlash('/calendar', 'calendar.turnedOff')
      })
    default:
      return data({ error: t('calendar.badIntent'), url: null }, { status: 400 })
  }
}

/** A failure says so on the page. */
async function changeFeed<R>(change: () => Promise<R>) {
  try {
    return await change()
  } catch (error) {
    console.error('Changing a calendar feed failed', error)
    return data({ error: t('calendar.failed'), url: null }, { status: 500 })
  }
}

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { feed } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === '/calendar' ? navigation.formData?.get('intent') : null
  const url = actionData?.url ?? null
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('calendar.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('calendar.intro')}</p>
      {actionData?.error ? (
        <Banner tone="error" className="mt-4">
          {actionData.error}
        </Banner>
      ) : null}

      <section aria-labelledby="link-heading" className="mt-6 rounded-lg border border-border bg-card p-5">
        <h2 id="link-heading" className="text-lg font-semibold">
          {t('calendar.linkLabel')}
        </h2>
        {url ? (
          <div className="mt-3 space-y-2">
            <p role="status" className="font-medium">
              {t('calendar.linkReady')}
            </p>
            <label htmlFor="feed-url" className="sr-only">
              {t('calendar.linkLabel')}
            </label>
            <input id="feed-url" data-testid="feed-url" readOnly dir="ltr" value={url} className={`${inputClass} font-mono text-sm`} onFocus={(e) => e.currentTarget.select()} />
            <div className="flex flex-wrap gap-3">
              <CopyButton value={url} />
              {/* One tap on a phone: webcal:// opens the device's calendar app to subscribe. */}
              <a href={url.replace(/^https?:\/\//, 'webcal://')} className={buttonClass('outline')}>
                {t('calendar.subscribe')}
              </a>
            </div>
            <p className="text-sm text-muted-foreground">{t('calendar.linkPrivate')}</p>
          </div>
        ) : feed ? (
          <div className="mt-2 space-y-1">
            <p data-testid="feed-on">{t('calendar.on', { date: formatDate(feed.createdAt) })}</p>
            <p className="text-sm text-muted-foreground">{t('calendar.onHint')}</p>
          </div>
        ) : (
          <p className="mt-2">{t('calendar.off')}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {feed || url ? (
            <>
              <Form method="post">
                <input type="hidden" name="intent" value="reset" />
                <Button type="submit" variant="outline" pending={busy === 'reset'} pendingText={t('common.loading')}>
                  {t('calendar.reset')}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="turn-off" />
                <Button type="submit" variant="destructive" pending={busy === 'turn-off'} pendingText={t('common.loading')}>
                  {t('calendar.turnOff')}
                </Button>
              </Form>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="create" />
              <Button type="submit" pending={busy === 'create'} pendingText={t('common.loading')}>
                {t('calendar.create')}
              </Button>
            </Form>
          )}
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mt-8">
        <h2 id="how-heading" className="text-xl font-semibold">
          {t('calendar.howTo')}
        </h2>
        <dl className="mt-3 space-y-4">
          {(
            [
              ['calendar.google', 'calendar.googleSteps'],
              ['calendar.outlook', 'calendar.outlookSteps'],
              ['calendar.phone', 'calendar.phoneSteps'],
            ] as const
          ).map(([name, steps]) => (
            <div key={name}>
              <dt className="font-medium">{t(name)}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{t(steps)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
