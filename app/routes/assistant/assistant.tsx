import { data, Form, useNavigation } from 'react-router'
import { ASSISTANT_SENT, ASSISTANT_NOT_SENT } from '../../catalog/assistant.ts'
import { can } from '../../catalog/team.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember, requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { assistantStatus } from '../../domain/assistant/assistant-status.server.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { setAssistantConsent } from '../../domain/assistant/set-assistant-consent.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatNumber, t } from '../../i18n/index.ts'
import type { Route } from './+types/assistant'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('assistant.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/assistant'

/**
 * The grant assistant's privacy screen (issue 28 §1, ADR 072): what is sent to the model and what is
 * not, the organization's consent (owners and admins give or withdraw it), and this month's use
 * against the plan's allowance. Every member of the organization may read it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireModel(context)
  const member = requireMember(context, request)
  const { db, config } = context.get(servicesContext)
  const status = await assistantStatus(db, member.organization.id)
  const llm = config.crawl.llm!
  return {
    organization: member.organization.name,
    mayManage: can(member.organization.role, 'assistant.manage'),
    consent: status.consent ? { at: formatDate(status.consent.at), by: status.consent.by } : null,
    withdrawn: status.withdrawn ? { at: formatDate(status.withdrawn.at), by: status.withdrawn.by } : null,
    used: status.used,
    allowance: status.allowance,
    plan: status.plan,
    resetsAt: formatDate(status.resetsAt),
    model: llm.model,
    host: new URL(llm.url).host,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireModel(context)
  const member = requireOrgPermission(context, request, 'assistant.manage')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent !== 'optIn' && intent !== 'optOut') return data({ error: t('assistant.error.intent') }, { status: 400 })
  const { db } = context.get(servicesContext)
  await setAssistantConsent(db, member.organization.id, member.id, intent === 'optIn')
  return redirectWithFlash(HERE, intent === 'optIn' ? 'assistant.optedIn' : 'assistant.optedOut', undefined, 303)
}

export default function Assistant({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction === HERE
  const percent = d.allowance > 0 ? Math.min(100, Math.round((d.used / d.allowance) * 100)) : 100
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('assistant.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('assistant.intro')}</p>
      <OutcomeMessage text={actionData?.error ?? null} error />

      <section className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="consent-heading">
        <h2 id="consent-heading" className="text-xl font-semibold">
          {t('assistant.consentTitle')}
        </h2>
        <p className="mt-2" data-testid="consent-state">
          {d.consent
            ? d.consent.by
              ? t('assistant.consentOnBy', { organization: d.organization, name: d.consent.by, date: d.consent.at })
              : t('assistant.consentOn', { organization: d.organization, date: d.consent.at })
            : t('assistant.consentOff', { organization: d.organization })}
        </p>
        {!d.consent && d.withdrawn ? <p className="mt-1 text-sm text-muted-foreground">{t('assistant.withdrawnOn', { date: d.withdrawn.at })}</p> : null}
        {d.mayManage ? (
          <Form method="post" action={HERE} className="mt-4">
            <input type="hidden" name="intent" value={d.consent ? 'optOut' : 'optIn'} />
            <Button type="submit" variant={d.consent ? 'outline' : 'default'} pending={busy} pendingText={t('assistant.saving')}>
              {d.consent ? t('assistant.optOut') : t('assistant.optIn', { organization: d.organization })}
            </Button>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t('assistant.adminsOnly')}</p>
        )}
      </section>

      <section className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="sent-heading">
        <h2 id="sent-heading" className="text-xl font-semibold">
          {t('assistant.sentTitle')}
        </h2>
        <p className="mt-2 text-sm">{t('assistant.sentTo', { model: d.model, host: d.host })}</p>
        <ul className="mt-3 list-disc space-y-1 ps-6 text-sm" data-testid="sent">
          {ASSISTANT_SENT.map((id) => (
            <li key={id}>{t(`assistant.sent.${id}`)}</li>
          ))}
        </ul>
        <h3 className="mt-4 font-semibold">{t('assistant.notSentTitle')}</h3>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-sm" data-testid="not-sent">
          {ASSISTANT_NOT_SENT.map((id) => (
            <li key={id}>{t(`assistant.notSent.${id}`)}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">{t('assistant.onlyWhenAsked')}</p>
      </section>

      <section className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="use-heading">
        <h2 id="use-heading" className="text-xl font-semibold">
          {t('assistant.useTitle')}
        </h2>
        <p className="mt-2" data-testid="use">
          {t('assistant.useOf', { used: formatNumber(d.used), allowance: formatNumber(d.allowance) })}
        </p>
        <div className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted-foreground">{t('assistant.resets', { date: d.resetsAt })}</p>
      </section>
    </div>
  )
}
