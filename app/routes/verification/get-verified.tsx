import { BadgeCheck } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import { LOWEST_VERIFICATION_FEE_USD, TIER_FEATURES_SHOWN, tierName, VERIFICATION_TIER_IDS, VERIFICATION_TIERS, type VERIFICATION_FAQ } from '../../catalog/verification.ts'
import { FaqList, PageHero } from '../../components/marketing/page-hero.tsx'
import { PaymentNotes } from '../../components/pricing/local-price.tsx'
import { Button } from '../../components/ui/button.tsx'
import { VerificationStanding } from '../../components/verification/verification-standing.tsx'
import { TierCard } from '../../components/verification/tier-card.tsx'
import { memberContext, servicesContext } from '../../context.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { verificationFaq } from '../../domain/marketing/verification-faq.server.ts'
import { localPriceText } from '../../domain/exchange-rates/local-pricing.server.ts'
import { checkoutNotes } from '../../domain/payments/checkout-notes.server.ts'
import { createVerificationApplication } from '../../domain/verification/manage-verification.server.ts'
import { getVerificationStatus, type VerificationStatus } from '../../domain/verification/verification-status.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatUsd, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/get-verified'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(t('verify.title'), matches) },
  { name: 'description', content: t('verify.description', { fee: formatUsd(LOWEST_VERIFICATION_FEE_USD) }) },
]

/** The verification FAQ items most asked before applying. */
const FAQ = [1, 2, 4, 5, 7] as const satisfies ReadonlyArray<(typeof VERIFICATION_FAQ)[number]>

/** The FAQ's answers come from the server as loader data, so they are not in every page's catalogue (ADR 017). */
export async function loader({ context }: Route.LoaderArgs) {
  const member = context.get(memberContext)
  const services = context.get(servicesContext)
  // Signed in: where the organization stands and its one next step (the dashboard shows the same).
  const status = member ? await getVerificationStatus(services.db, member.organization.id) : null
  // And each fee in the member's own currency too, with how they would pay (ADR 070), as on the
  // pricing section; a visitor's country is not known, so they see the US dollar fees alone.
  const checkout = member ? await checkoutNotes(services.db, services.payments, member) : null
  const local = checkout ? { notes: checkout.notes, prices: Object.fromEntries(VERIFICATION_TIERS.map((tier) => [tier.id, localPriceText(checkout.pricing, tier.priceUsd)])) } : null
  return { status, faq: verificationFaq(FAQ), local }
}

/** Apply Now: the member's organization gets an application for the tier, and the wizard opens. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'verification.manage')
  const tier = String((await request.formData()).get('tier') ?? '')
  if (!(VERIFICATION_TIER_IDS as readonly string[]).includes(tier)) return redirectWithFlash('/get-verified', 'verify.startFailed')
  try {
    const outcome = await createVerificationApplication(context.get(servicesContext).db, {
      organizationId: member.organization.id,
      userId: member.id,
      tier: tier as (typeof VERIFICATION_TIER_IDS)[number],
    })
    if (outcome.kind === 'already-verified') return redirectWithFlash('/get-verified', 'verify.alreadyVerified')
    // Another application is open: it is the one to finish (ADR 016).
    if (outcome.kind === 'other-open') return redirectWithFlash(`/verification-application/${outcome.id}`, 'verify.otherOpen', new Headers(), 303)
    if (outcome.switched) return redirectWithFlash(`/verification-application/${outcome.id}`, 'verify.tierChanged', new Headers(), 303)
    return new Response(null, { status: 303, headers: { Location: `/verification-application/${outcome.id}` } })
  } catch (error) {
    console.error('Starting a verification application failed', error)
    return redirectWithFlash('/get-verified', 'verify.startFailed')
  }
}

const BENEFITS: MessageId[] = ['verify.benefit1', 'verify.benefit2', 'verify.benefit3', 'verify.benefit4']

export default function GetVerified({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData
  const navigation = useNavigation()
  const applying = navigation.state === 'submitting' ? navigation.formData?.get('tier') : null
  // A draft not yet paid for may change tier: the other tiers offer to switch it rather than to apply.
  const switching = status?.current?.state === 'draft'
  return (
    <>
      <PageHero title={t('verify.heroTitle')} body={t('verify.heroBody')}>
        <ul className="mx-auto mt-8 grid max-w-4xl gap-3 text-start sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-2 rounded-md bg-card p-3 text-sm">
              <BadgeCheck aria-hidden size={18} className="shrink-0 text-primary" />
              {t(b)}
            </li>
          ))}
        </ul>
      </PageHero>
      {status ? <VerificationStanding status={status} /> : null}
      <section className="mx-auto max-w-7xl px-4 py-14">
        <h2 className="text-center text-3xl font-bold">{t('verify.chooseTier')}</h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {VERIFICATION_TIERS.map((tier) => (
            <TierCard
              key={tier.id}
              tier={tier}
              shown={TIER_FEATURES_SHOWN}
              localPrice={loaderData.local?.prices[tier.id]}
              action={
                status && !status.canApply.includes(tier.id) ? (
                  <p className="text-center text-sm text-muted-foreground">{tierNote(status, tier.id)}</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="tier" value={tier.id} />
                    <Button
                      type="submit"
                      className="w-full"
                      variant={tier.popular ? 'default' : 'outline'}
                      pending={applying === tier.id}
                      pendingText={t('verify.processing')}
                      aria-label={`${switching ? t('verify.switchTier') : t('tier.applyNow')}: ${tierName(tier.id)}`}
                    >
                      {switching ? t('verify.switchTier') : t('tier.applyNow')}
                    </Button>
                  </Form>
                )
              }
            />
          ))}
        </div>
        <PaymentNotes lines={loaderData.local?.notes} className="mx-auto mt-6 max-w-2xl text-center" />
      </section>
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <h2 className="text-center text-2xl font-bold">{t('verify.faq')}</h2>
        <FaqList items={loaderData.faq} />
      </section>
    </>
  )
}

/** Why a tier offers no Apply Now: the application to finish first, or a tier already held. */
function tierNote(status: VerificationStatus, tier: string) {
  if (status.current && status.current.state !== 'rejected') return status.current.tier === tier ? t('verify.noteThisOpen') : t('verify.noteOtherOpen', { tier: status.current.tierName })
  return t('verify.noteHeld', { tier: status.verified?.name ?? '' })
}
