import { eq } from 'drizzle-orm'
import { data, Form, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { profiles } from '../../db/schema/index.ts'
import { verifyUnsubscribe, type EmailKind } from '../../jobs/unsubscribe.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/unsubscribe'

export const meta: Route.MetaFunction = () => [{ title: t('unsubscribe.title') }, { name: 'robots', content: 'noindex' }]

const KIND_NAME = { reminders: 'unsubscribe.kindReminders', digest: 'unsubscribe.kindDigest' } as const

/** The link in every background email; it works without signing in, and only with a valid signature. */
export function loader({ request, context }: Route.LoaderArgs) {
  const target = verifyUnsubscribe(context.get(servicesContext).secrets.unsubscribe, new URL(request.url).searchParams)
  if (!target) throw data(t('unsubscribe.invalid'), { status: 400 })
  return { kind: t(KIND_NAME[target.kind]) }
}

/** The confirm button, and mail clients' one-click unsubscribe (RFC 8058) post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, secrets } = context.get(servicesContext)
  const target = verifyUnsubscribe(secrets.unsubscribe, new URL(request.url).searchParams)
  if (!target) throw data(t('unsubscribe.invalid'), { status: 400 })
  const change: Record<EmailKind, Partial<typeof profiles.$inferInsert>> = { reminders: { emailDeadlineReminders: false }, digest: { emailWeeklyDigest: false } }
  await db
    .update(profiles)
    .set({ ...change[target.kind], updatedAt: new Date() })
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
