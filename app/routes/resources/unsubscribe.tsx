import { and, eq } from 'drizzle-orm'
import { data, Form, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { profiles, savedSearches } from '../../db/schema/index.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { verifyUnsubscribe } from '../../domain/notifications/unsubscribe-link.ts'
import { setNewsletterSubscription } from '../../domain/newsletter/set-newsletter-subscription.server.ts'
import { setDigestSetting } from '../../domain/priority/digest-setting.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/unsubscribe'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('unsubscribe.title'), matches) }, { name: 'robots', content: 'noindex' }]

// Links mailed as `digest` (the weekly digest, before issue 13) turn the new-match alerts off, which replaced it.
const KIND_NAME = {
  reminders: 'unsubscribe.kindReminders',
  digest: 'unsubscribe.kindMatches',
  matches: 'unsubscribe.kindMatches',
  newsletter: 'unsubscribe.kindNewsletter',
  priorityDigest: 'unsubscribe.kindPriorityDigest',
} as const

/** The member's own saved search a `search` link names (another member's, or a deleted one, is none). */
async function ownSearch(db: Db, userId: string, ref: string | undefined) {
  const id = parseUuid(ref)
  if (!id) return null
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
  return row ?? null
}

/** The link in every background email; it works without signing in, and only with a valid signature. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, secrets } = context.get(servicesContext)
  const target = verifyUnsubscribe(secrets.unsubscribe, new URL(request.url).searchParams)
  if (!target) throw data(t('unsubscribe.invalid'), { status: 400 })
  if (target.kind !== 'search') return { kind: t(KIND_NAME[target.kind]) }
  const search = await ownSearch(db, target.userId, target.ref)
  return { kind: search ? t('unsubscribe.kindSearch', { name: search.name }) : t('unsubscribe.kindSearchGone') }
}

/** The confirm button, and mail clients' one-click unsubscribe (RFC 8058) post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, secrets } = context.get(servicesContext)
  const target = verifyUnsubscribe(secrets.unsubscribe, new URL(request.url).searchParams)
  if (!target) throw data(t('unsubscribe.invalid'), { status: 400 })
  if (target.kind === 'search') {
    // Only the member's own search: a ref naming someone else's changes nothing.
    const search = await ownSearch(db, target.userId, target.ref)
    if (search)
      await db
        .update(savedSearches)
        .set({ emailEnabled: false, updatedAt: new Date() })
        .where(and(eq(savedSearches.id, search.id), eq(savedSearches.userId, target.userId)))
    return { done: true }
  }
  if (target.kind === 'newsletter') {
    // The withdrawal is recorded beside the consent, with its date and that it came from the link.
    await setNewsletterSubscription(db, target.userId, false, 'link')
    return { done: true }
  }
  if (target.kind === 'priorityDigest') {
    // An expert's daily digest of new requests (ADR 074), as the setting on /expert/priority turns it off.
    await setDigestSetting(db, target.userId, false)
    return { done: true }
  }
  const change: Partial<typeof profiles.$inferInsert> = target.kind === 'reminders' ? { emailDeadlineReminders: false } : { matchAlertFrequency: 'off' }
  await db
    .update(profiles)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(profiles.userId, target.userId))
  return { done: true }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('unsubscribe.title')}</h1>
      {actionData?.done ? (
        <p role="status" className="mt-4">
          {t('unsubscribe.done', { kind: loaderData.kind })}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <p className="mb-4">{t('unsubscribe.confirm', { kind: loaderData.kind })}</p>
          <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('application.saving')}>
            {t('unsubscribe.button')}
          </Button>
        </Form>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      {t('unsubscribe.invalid')}
    </p>
  )
}
