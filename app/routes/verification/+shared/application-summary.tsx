import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { formatBytes } from '../../../components/ui/file-input.tsx'
import { VerifiedBadge } from '../../../components/verification/verified-badge.tsx'
import type { TimelineStep } from '../../../domain/verification/application-timeline.ts'
import { DOCUMENT_GROUP_ORDER } from '../../../domain/verification/document-types.ts'
import { formatDate, formatUsd, t } from '../../../i18n/index.ts'
import type { ApplicationSummaryData } from './application-summary.server.ts'

/*
 * A verification application the member can no longer edit (in review, approved, rejected): where it
 * stands, when to expect a decision, what to do next, and what was sent, grouped as the wizard's
 * steps. Plain links and forms, so it all works without JavaScript.
 */

const card = 'mt-6 rounded-lg border border-border bg-card p-4 sm:p-6'
const link = 'font-medium text-primary underline underline-offset-4'

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDate(at)}</time>
}

export function ApplicationSummary({ data }: { data: ApplicationSummaryData }) {
  const { status, tier, expected } = data
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('wizard.title', { tier: tier.name })}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="application-status">
        <span>{t('verificationSummary.statusLabel')}</span>
        <span
          className={`rounded-full px-3 py-0.5 font-semibold ${status === 'approved' ? 'bg-primary text-primary-foreground' : status === 'rejected' ? 'border border-destructive text-destructive' : 'bg-secondary text-secondary-foreground'}`}
        >
          {t(`verificationSummary.status.${status}`)}
        </span>
      </p>

      <section aria-labelledby="timeline-title" className={card}>
        <h2 id="timeline-title" className="text-lg font-semibold">
          {t('verificationSummary.timelineTitle')}
        </h2>
        {expected ? (
          <div className={`mt-3 rounded-md border-s-4 p-3 text-sm ${expected.overdue ? 'border-accent bg-muted' : 'border-primary bg-muted'}`} data-testid="expected-decision">
            <p className="text-base font-semibold">{t('verificationSummary.expectedBy', { date: formatDate(expected.by) })}</p>
            <p className="mt-1">{t('verificationSummary.expectedRule', { tier: tier.name, min: expected.min, max: expected.max, from: formatDate(expected.from) })}</p>
            {expected.overdue ? (
              <p className="mt-2">
                {t('verificationSummary.overdue', { max: expected.max })}{' '}
                <Link to="/contact?topic=verification" className={link}>
                  {t('verificationSummary.contact')}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <Timeline steps={data.timeline} />
      </section>

      <section aria-labelledby="next-title" className={card}>
        <h2 id="next-title" className="text-lg font-semibold">
          {t('verificationSummary.nextTitle')}
        </h2>
        <NextSteps data={data} />
      </section>

      <section aria-labelledby="sent-title" className={card}>
        <h2 id="sent-title" className="text-lg font-semibold">
          {t('verificationSummary.sentTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('verificationSummary.sentIntro')}</p>
        {data.steps.map((step) => (
          <section key={step} aria-labelledby={`sent-${step}`} className="mt-5 border-t border-border pt-4" data-testid={`sent-${step}`}>
            <h3 id={`sent-${step}`} className="font-semibold">
              {t(`wizard.stepName.${step}`)}
            </h3>
            <SentStep step={step} data={data} />
          </section>
        ))}
      </section>

      <p className="mt-6 text-sm">
        <Link to="/get-verified" className={link}>
          {t('verify.title')}
        </Link>
      </p>
    </div>
  )
}

/** Each step with its date when one was recorded; the current one marked for assistive technology (aria-current) and by sight. */
function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="mt-4" data-testid="application-timeline">
      {steps.map((step, i) => {
        const label = step.id === 'decision' && step.outcome ? t(`verificationSummary.step.${step.outcome}`) : t(`verificationSummary.step.${step.id}`)
        const current = step.state === 'current'
        return (
          <li key={step.id} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {i < steps.length - 1 ? <span aria-hidden className={`absolute start-[11px] top-7 bottom-1 w-0.5 ${step.state === 'upcoming' ? 'bg-border' : 'bg-primary'}`} /> : null}
            <span
              aria-hidden
              className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                step.state === 'done' ? 'border-primary bg-primary text-primary-foreground' : current ? 'border-primary bg-card ring-4 ring-primary/20' : 'border-border bg-card'
              }`}
            >
              {step.state === 'done' ? <Check size={14} strokeWidth={3} /> : current ? <span className="size-2.5 rounded-full bg-primary" /> : null}
            </span>
            <div className={`min-w-0 flex-1 ${current ? 'rounded-md bg-muted px-3 py-2 -mt-1.5' : ''}`}>
              <p className="flex flex-wrap items-center gap-x-2">
                <span className={current ? 'font-semibold' : step.state === 'upcoming' ? 'text-muted-foreground' : 'font-medium'}>{label}</span>
                {step.state === 'done' ? (
                  <span className="sr-only">({t('verificationSummary.state.done')})</span>
                ) : (
                  <span className={`rounded-full px-2 text-xs font-semibold ${current ? 'bg-primary text-primary-foreground' : 'border border-border text-muted-foreground'}`}>
                    {t(`verificationSummary.state.${step.state}`)}
                  </span>
                )}
              </p>
              {step.at ? (
                <p className="text-sm text-muted-foreground">
                  <When at={step.at} />
                </p>
              ) : null}
              {step.checksAt ? <p className="text-sm text-muted-foreground">{t('verificationSummary.checksRan', { date: formatDate(step.checksAt) })}</p> : null}
              {step.groundCheckAt ? <p className="text-sm text-muted-foreground">{t('verificationSummary.groundRecorded', { date: formatDate(step.groundCheckAt) })}</p> : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

/** Only what exists and is allowed: the member's options after a rejection, the badge's pages once approved, the receipt, and a way to ask us. */
function NextSteps({ data }: { data: ApplicationSummaryData }) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const { status, decision, badge } = data
  const links: Array<[string, string]> = []
  let body: ReactNode = null
  if (status === 'in_progress') body = <p className="mt-2">{t('verificationSummary.nextWait')}</p>
  if (status === 'approved' && badge) {
    body = (
      <div className="mt-2 space-y-2">
        <p className="flex flex-wrap items-center gap-2">
          {t('review.memberApproved')} <VerifiedBadge badge={data.tier.badge} verifiedAt={badge.verifiedAt} />
        </p>
        {badge.revokedAt ? <p>{t('verificationSummary.badgeRevoked', { date: formatDate(badge.revokedAt) })}</p> : null}
        {!badge.revokedAt && badge.suspendedAt ? <p>{t('verificationSummary.badgeHeld', { date: formatDate(badge.suspendedAt) })}</p> : null}
        {badge.expiresAt ? <p>{t(badge.expired ? 'verificationSummary.badgeExpired' : 'verificationSummary.badgeExpires', { date: formatDate(badge.expiresAt) })}</p> : null}
      </div>
    )
    if (badge.checkCode) links.push([`/verify/${badge.checkCode}`, t('verificationSummary.badgeCheck')], ['/profile/public', t('verificationSummary.publicProfile')])
    if (badge.higherTier) links.push(['/get-verified', t('verificationSummary.higherTier')])
  }
  if (status === 'rejected') {
    body = (
      <div className="mt-2 space-y-2" data-testid="rejection">
        <p className="font-medium">{t('review.memberRejected', { reason: decision.reason ?? '' })}</p>
        {data.paymentStatus === 'refunded' && decision.refundedAt ? <p>{t('review.memberRefunded', { date: formatDate(decision.refundedAt) })}</p> : null}
        {decision.open && decision.until ? (
          <>
            <p>{t('review.memberOptions', { date: formatDate(decision.until) })}</p>
            <Form method="post" className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="resubmit" pending={busy('resubmit')} pendingText={t('wizard.saving')}>
                {t('review.resubmit')}
              </Button>
              <Button type="submit" name="intent" value="refund" variant="outline" pending={busy('refund')} pendingText={t('wizard.saving')}>
                {t('review.requestRefund')}
              </Button>
            </Form>
          </>
        ) : data.paymentStatus === 'paid' && decision.until ? (
          <p>{t('review.windowClosedOn', { date: formatDate(decision.until) })}</p>
        ) : null}
      </div>
    )
  }
  if (data.receiptId) links.push([`/billing/receipts/${data.receiptId}`, t('verificationSummary.receipt')])
  links.push(['/contact?topic=verification', t('verificationSummary.contact')])
  return (
    <>
      {body}
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className={link}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Label and value pairs: stacked on a phone, side by side from sm up. The member's own words keep their own direction (dir="auto"). */
function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[12rem_1fr] sm:gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="sm:contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A value the member typed, in its own direction; "Not given" when empty. */
function Typed({ value }: { value: string | null | undefined }) {
  if (!value?.trim()) return <span className="text-muted-foreground">{t('verificationSummary.notGiven')}</span>
  return <span dir="auto">{value}</span>
}

function SentStep({ step, data }: { step: ApplicationSummaryData['steps'][number]; data: ApplicationSummaryData }) {
  const { sent } = data
  if (step === 'basic')
    return (
      <Facts
        rows={[
          [t('wizard.organizationName'), <Typed key="v" value={sent.organizationName} />],
          [t('wizard.registrationNumber'), <Typed key="v" value={sent.registrationNumber} />],
          [
            t('verificationSummary.website'),
            sent.websiteUrl ? (
              <bdi key="v" dir="ltr">
                {sent.websiteUrl}
              </bdi>
            ) : (
              <Typed key="v" value={null} />
            ),
          ],
          [t('verificationSummary.socialMediaLinks'), <Typed key="v" value={sent.socialMediaLinks} />],
        ]}
      />
    )
  if (step === 'location')
    return (
      <Facts
        rows={[
          [t('wizard.country'), <Typed key="v" value={sent.country} />],
          [t('wizard.city'), <Typed key="v" value={sent.city} />],
          [t('wizard.regionState'), <Typed key="v" value={sent.regionState} />],
          [t('wizard.streetAddress'), <Typed key="v" value={sent.streetAddress} />],
          [t('wizard.address'), <Typed key="v" value={sent.address} />],
        ]}
      />
    )
  if (step === 'mission')
    return (
      <Facts
        rows={[
          [t('wizard.missionStatement'), <Typed key="v" value={sent.missionStatement} />],
          [t('wizard.programAreas'), <Typed key="v" value={sent.programAreas} />],
        ]}
      />
    )
  if (step === 'leadership')
    return (
      <>
        <Facts rows={[[t('wizard.boardMembers'), <Typed key="v" value={sent.boardMembers} />]]} />
        <h4 className="mt-3 text-sm font-medium">{t('wizard.officers')}</h4>
        {sent.officers.length ? (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {sent.officers.map((officer, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: people are listed in the order they were entered, and two may share a name
              <li key={i} className="rounded-md border border-border p-3 text-sm">
                <p className="font-medium [overflow-wrap:anywhere]">
                  <bdi>{officer.name}</bdi>
                </p>
                <p className="[overflow-wrap:anywhere]">
                  <bdi>{officer.role}</bdi>
                </p>
                <dl className="mt-1 text-muted-foreground">
                  <div className="flex flex-wrap gap-x-2">
                    <dt>{t('verificationSummary.nationality')}</dt>
                    <dd className={officer.nationality ? 'text-foreground' : undefined}>{officer.nationality ?? t('verificationSummary.notGiven')}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt>{t('verificationSummary.birthYear')}</dt>
                    <dd className={officer.birthYear ? 'text-foreground' : undefined}>{officer.birthYear ?? t('verificationSummary.notGiven')}</dd>
                  </div>
                </dl>
                <p className="mt-1 text-xs">{t(officer.publish ? 'verificationSummary.shownPublicly' : 'verificationSummary.notShownPublicly')}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">{t('verificationSummary.noPeople')}</p>
        )}
      </>
    )
  if (step === 'documents')
    return (
      <div className="mt-2 space-y-4">
        {DOCUMENT_GROUP_ORDER.map((group) => {
          const files = data.documents.filter((d) => d.group === group)
          return (
            <div key={group} className="text-sm" data-testid={`sent-documents-${group}`}>
              <h4 className="font-medium">{t(`documents.${group}`)}</h4>
              {files.length ? (
                <ul className="mt-1 space-y-1">
                  {files.map((d) => (
                    <li key={d.id} className="[overflow-wrap:anywhere]">
                      <a href={`/verification-application/${data.id}/documents/${d.id}`} className="text-primary underline" dir="auto">
                        {d.fileName}
                      </a>{' '}
                      {/* "(1 kB)" as one left-to-right piece: in Arabic its brackets would otherwise turn around the number. */}
                      <bdi dir="ltr" className="text-muted-foreground">
                        ({formatBytes(d.size)})
                      </bdi>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-muted-foreground">{t('verificationSummary.noFiles')}</p>
              )}
              <Facts rows={[[t('documents.description'), <Typed key="v" value={sent.descriptions[group]} />]]} />
            </div>
          )
        })}
      </div>
    )
  return (
    <Facts
      rows={[
        [t('wizard.summaryTier'), data.tier.name],
        [t('verificationSummary.fee'), t('verificationSummary.feeValue', { amount: formatUsd(sent.fee), payment: data.paymentStatus })],
        [t('verificationSummary.declaration'), sent.declaration ? t('verificationSummary.declarationAccepted') : <Typed key="v" value={null} />],
        [t('verificationSummary.signature'), <Typed key="v" value={sent.signature} />],
        [t('verificationSummary.submittedOn'), sent.submittedAt ? <When key="v" at={sent.submittedAt} /> : <Typed key="v" value={null} />],
      ]}
    />
  )
}
