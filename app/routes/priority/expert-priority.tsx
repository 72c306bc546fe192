import { eq } from 'drizzle-orm'
import { data, Form, Link, useNavigation } from 'react-router'
import { sectorName } from '../../catalog/names.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { expertExpertise, experts } from '../../db/schema/index.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { getDigestSetting, setDigestSetting } from '../../domain/priority/digest-setting.server.ts'
import { toldAtOnce } from '../../domain/priority/priority-access.ts'
import { digestSettingSchema } from '../../domain/priority/priority.schema.server.ts'
import { fieldErrors, formInput } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/expert-priority'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('priority.settings.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/expert/priority'

/** An expert's request notifications (ADR 074): told at once (Pro, Elite) or in the daily digest, which they may turn off. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const [expert] = await db.select({ id: experts.id, tier: experts.membershipTier }).from(experts).where(eq(experts.userId, member.id))
  // Not an expert (never applied): the way to become one.
  if (!expert) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  const sectors = await db.select({ sector: expertExpertise.sector }).from(expertExpertise).where(eq(expertExpertise.expertId, expert.id))
  return {
    tier: expertTierName(expert.tier),
    atOnce: toldAtOnce(expert.tier),
    sectors: sectors.map((s) => sectorName(s.sector)),
    digest: await getDigestSetting(db, member.id),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const form = await request.formData()
  const parsed = digestSettingSchema.safeParse(formInput(form, ['digest']))
  if (!parsed.success) {
    const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, member.id))
    if (!expert) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
    return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  }
  if (!(await setDigestSetting(db, member.id, parsed.data.digest))) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  return redirectWithFlash(HERE, 'priority.settings.saved')
}

export default function ExpertPriority({ loaderData, actionData }: Route.ComponentProps) {
  const { tier, atOnce, sectors, digest } = loaderData
  const busy = useNavigation().state === 'submitting'
  const error = actionData?.errors.digest ?? actionData?.errors.form
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/expert" className="text-sm text-primary underline">
        {t('requests.expert.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('priority.settings.title')}</h1>
      <p className="mt-3">{atOnce ? t('priority.settings.atOnce', { tier }) : t('priority.settings.later', { tier })}</p>
      <p className="mt-2 text-sm text-muted-foreground">{sectors.length ? t('priority.settings.sectors', { sectors: sectors.join(', ') }) : t('priority.settings.noSectors')}</p>
      <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6">
        <div>
          <div className="flex items-start gap-3">
            <input
              id="digest"
              name="digest"
              type="checkbox"
              defaultChecked={digest}
              className="mt-1 size-5 shrink-0 accent-primary"
              aria-describedby={error ? 'digest-hint digest-error' : 'digest-hint'}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor="digest" className="font-medium">
              {t('priority.settings.digestLabel')}
            </label>
          </div>
          <p id="digest-hint" className="ms-8 mt-1 text-sm text-muted-foreground">
            {t('priority.settings.digestHint')}
          </p>
          {error ? (
            <p id="digest-error" role="alert" className="ms-8 mt-1 text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" pending={busy} pendingText={t('priority.settings.saving')}>
          {t('priority.settings.save')}
        </Button>
      </Form>
      <p className="mt-6">
        <Link to="/requests" className={buttonClass('outline', 'sm')}>
          {t('requests.inbox.title')}
        </Link>
      </p>
    </div>
  )
}
