import { data, Form, Link, useNavigation } from 'react-router'
import { EXPERT_AI_WHY_COUNT, PRIORITY_MATCHING_HOURS } from '../../catalog/expert-ai.ts'
import { expertTierHas } from '../../catalog/expert-membership.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { explainFunders } from '../../domain/expert-ai/explain-funders.server.ts'
import { listExpertFunders } from '../../domain/expert-ai/list-expert-funders.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { showMatch } from '../../domain/matching/reason-text.server.ts'
import { currentLanguage, formatDate, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/expert-funders'
import { expertAiGate, REFUSAL_MESSAGE, requireExpertAi } from './+shared/gate.server.ts'
import { ExpertAiHeading } from './+shared/page-heading.tsx'
import { ConsentNotice, RefusalNotice } from './+shared/refusal-notice.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertAi.funders.title'), matches) }, { name: 'robots', content: 'noindex' }]

/**
 * Funder matching for Pro and Elite experts (issue 28 §2, ADR 081): open grants matching the
 * expert's sectors and place, ranked by the members' match score; Elite experts see new grants
 * PRIORITY_MATCHING_HOURS before the others. The model only writes a short "why" for the best few, on request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, expert, refusal } = await expertAiGate(context, request, 'ai_funder_matching')
  const priority = expertTierHas(expert.tier, 'priority_ai_matching')
  if (refusal) return { refusal, tier: expertTierName(expert.tier), priority, consented: expert.consented, profile: true, funders: [] }
  const { profile, funders } = await listExpertFunders(services.db, expert)
  return {
    refusal,
    tier: expertTierName(expert.tier),
    priority,
    consented: expert.consented,
    profile,
    funders: funders.map((f) => ({
      id: f.id,
      title: f.title,
      funderName: f.funderName,
      deadline: f.deadline ? formatDate(f.deadline) : null,
      funding: f.fundingUsd !== null ? formatUsd(f.fundingUsd) : null,
      match: showMatch(f.match),
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { member, services, expert } = await requireExpertAi(context, request, 'ai_funder_matching')
  const form = await request.formData()
  if (form.get('intent') !== 'why') return data({ error: t('expertAi.unknownAction'), why: {} as Record<string, string> }, { status: 400 })
  if (!expert.consented) return data({ error: t(REFUSAL_MESSAGE['no-consent']), why: {} as Record<string, string> }, { status: 409 })
  const { funders } = await listExpertFunders(services.db, expert)
  if (funders.length === 0) return data({ error: t('expertAi.funders.none'), why: {} as Record<string, string> }, { status: 409 })
  const explained = await explainFunders(services, { expertId: expert.id, userId: member.id, funders, language: currentLanguage() })
  if (!explained.ok) return data({ error: t(REFUSAL_MESSAGE[explained.reason]), why: {} as Record<string, string> }, { status: explained.reason === 'failed' ? 502 : 409 })
  return { error: null, why: explained.why }
}

export default function ExpertFunders({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'why'
  const why = actionData?.why ?? {}
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <ExpertAiHeading title={t('expertAi.funders.title')} intro={t('expertAi.funders.intro')} />
      {d.refusal ? (
        <RefusalNotice refusal={d.refusal} tier={d.tier} />
      ) : (
        <>
          <p className="mt-3 text-sm" data-testid="expert-ai-priority">
            {d.priority ? t('expertAi.funders.priority', { hours: PRIORITY_MATCHING_HOURS }) : t('expertAi.funders.delayed', { hours: PRIORITY_MATCHING_HOURS })}
          </p>
          <OutcomeMessage text={actionData?.error ?? null} error />
          {!d.profile ? (
            <p className="mt-6 rounded-lg border border-border bg-card p-4">
              {t('expertAi.funders.noProfile')}{' '}
              <Link to="/become-grant-expert" className="text-primary underline">
                {t('requests.expert.manageMembership')}
              </Link>
            </p>
          ) : d.funders.length === 0 ? (
            <p className="mt-6 text-muted-foreground">{t('expertAi.funders.none')}</p>
          ) : (
            <>
              {d.consented ? (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="why" />
                  <Button type="submit" variant="outline" size="sm" pending={busy} pendingText={t('expertAi.funders.explaining')}>
                    {t('expertAi.funders.explain', { count: EXPERT_AI_WHY_COUNT })}
                  </Button>
                </Form>
              ) : (
                <ConsentNotice />
              )}
              <ol className="mt-4 divide-y divide-border rounded-lg border border-border bg-card" data-testid="expert-funders">
                {d.funders.map((f) => (
                  <li key={f.id} className="p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <Link to={`/grant/${f.id}`} className="font-medium text-primary hover:underline" dir="auto">
                        {f.title}
                      </Link>
                      <span className="text-sm font-semibold">{t('expertAi.funders.score', { score: f.match.score })}</span>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {f.funderName ? <bdi>{f.funderName}</bdi> : null}
                      {f.funding ? <> · {f.funding}</> : null}
                      {f.deadline ? <> · {t('expertAi.funders.deadline', { date: f.deadline })}</> : null}
                    </p>
                    {f.match.reasons.length ? (
                      <ul className="mt-1 list-disc ps-5 text-sm">
                        {f.match.reasons.map((r) => (
                          <li key={r.kind + r.text}>{r.text}</li>
                        ))}
                      </ul>
                    ) : null}
                    {why[f.id] ? (
                      <p className="mt-2 rounded bg-muted p-2 text-sm" dir="auto" data-testid="expert-funder-why">
                        {why[f.id]}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  )
}
