import { countryName } from '../../catalog/countries.ts'
import { FileText } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { TextAreaField } from '../../components/ui/field.tsx'
import { CheckList } from '../../components/verification/check-list.tsx'
import { tierById, tierName } from '../../catalog/verification.ts'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { checkOutcomeLabels, checksForReading } from '../../domain/verification/check-texts.server.ts'
import { approvalBlocks, checkBlocks, waiverFor, type ApprovalBlock } from '../../domain/verification/approval-gate.ts'
import { recordGroundCheck } from '../../domain/verification/record-ground-check.server.ts'
import { waiveCheck } from '../../domain/verification/waive-check.server.ts'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { user } from '../../db/schema/index.ts'
import { runDigitalChecks } from '../../domain/verification/digital-checks.server.ts'
import { decideVerification, getVerificationForReview } from '../../domain/verification/review-verification.server.ts'
import { messageVerificationOutcome } from '../../domain/messaging/message-verification-outcome.server.ts'
import { sendVerificationOutcomeEmail } from '../../domain/verification/send-verification-outcome.server.ts'
import { formText, textProblem } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatList, formatUsd, t, type MessageId } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { REVOCATION_REASONS } from '../../catalog/badge-check.ts'
import { formatCheckCode } from '../../domain/public-profile/check-code.ts'
import { BadgeAdminForms } from '../../components/verification/badge-admin-forms.tsx'
import { DocumentReadingFlags } from '../../components/verification/document-reading-flags.tsx'
import { readingsForReview } from '../../domain/document-reading/readings-for-review.server.ts'
import { revokeBadgeAction, setBadgeExpiryAction } from './+shared/verification-badge-action.server.ts'
import { decideScreeningMatch } from '../../domain/screening/decide-screening-match.server.ts'
import { listScreeningMatches, screeningTally } from '../../domain/screening/list-screening-matches.server.ts'
import { screenApplication } from '../../domain/screening/screen-application.server.ts'
import { loadScreeningIndex } from '../../domain/screening/screening-index.server.ts'
import { screeningView } from '../../domain/screening/screening-view.server.ts'
import { ScreeningMatches } from '../../components/verification/screening-matches.tsx'
import type { Officer } from '../../db/schema/verification.ts'
import type { Route } from './+types/verification-review'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('review.title'), matches) }, { name: 'robots', content: 'noindex' }]

const NOTES_MIN = 10
const NOTES_MAX = 4000

async function load({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const review = await getVerificationForReview(services.db, routeId(params.id, 'serial'))
  if (!review) throw data(null, { status: 404 })
  return { admin, services, review }
}

/** The names of the reviewers named on an application, by id. */
async function reviewerNames(db: Db, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  const rows = wanted.length ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, wanted)) : []
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The Leadership step's people as the reviewer reads them: one per line, with what tells namesakes apart. */
function officerLines(officers: Officer[] | null) {
  return (officers ?? [])
    .map((o) => t('review.officerLine', { name: o.name, role: o.role, nationality: o.nationality ? countryName(o.nationality) : '—', year: o.birthYear ? String(o.birthYear) : '—' }))
    .join('\n')
}

/** Why this reviewer cannot approve yet, each message keyed by where it is fixed: the checks, layer 2, or another reviewer. */
function blockMessages(blocks: ApprovalBlock[]) {
  const errors: Record<string, string> = {}
  const outcomes = checkOutcomeLabels()
  const open = blocks.flatMap((b) => (b.kind === 'check-open' ? [t('review.checkOpenItem', { check: t(`checks.${b.check}` as MessageId), outcome: outcomes[b.outcome] })] : []))
  if (blocks.some((b) => b.kind === 'checks-not-run')) errors.checks = t('review.checksNotRun')
  else if (open.length) errors.checks = t('review.checksOpen', { checks: formatList(open) })
  if (blocks.some((b) => b.kind === 'no-ground-check')) errors.groundCheckNotes = t('review.groundFirst')
  if (blocks.some((b) => b.kind === 'same-reviewer')) errors.reviewer = t('review.sameReviewer')
  const waiting = blocks.find((b) => b.kind === 'screening-open')
  if (blocks.some((b) => b.kind === 'screening-confirmed')) errors.screening = t('review.screeningConfirmed')
  else if (waiting) errors.screening = t('review.screeningOpen', { count: waiting.count })
  return errors
}

export async function loader(args: Route.LoaderArgs) {
  const { admin, services, review } = await load(args)
  const { application: a } = review
  const tier = tierById(a.verificationTier)!
  const names = await reviewerNames(services.db, [a.groundCheckBy, a.decidedBy, ...(a.checkWaivers ?? []).map((w) => w.by)])
  const readable = checksForReading(a.digitalChecks)
  const matches = await listScreeningMatches(services.db, a.id)
  return {
    id: a.id,
    status: a.verificationStatus,
    tier: tierName(tier.id),
    fee: formatUsd(a.verificationFeePaid),
    paymentStatus: a.paymentStatus,
    organization: review.organization.name,
    applicant: review.applicant,
    submittedAt: a.submittedAt?.toISOString() ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    rejectionReason: a.rejectionReason,
    groundCheckNotes: a.groundCheckNotes ?? '',
    crossValidationNotes: a.crossValidationNotes ?? '',
    // Layer 2 as recorded: by whom and when; layer 3 is the approver's (decided_by), never the same reviewer.
    ground: a.groundCheckBy && a.groundCheckAt ? { by: names.get(a.groundCheckBy) ?? '', byMe: a.groundCheckBy === admin.id, at: a.groundCheckAt.toISOString() } : null,
    decidedBy: a.decidedBy ? (names.get(a.decidedBy) ?? null) : null,
    checks: {
      ...readable,
      items:
        readable.items?.map((c) => {
          const check = a.digitalChecks!.find((d) => d.id === c.id)!
          const waiver = waiverFor(a.checkWaivers, check.id)
          return { ...c, open: checkBlocks(a.verificationTier, check) && !waiver, waiver: waiver ? { reason: waiver.reason, by: names.get(waiver.by) ?? '', at: waiver.at } : null }
        }) ?? null,
    },
    // What still stops this reviewer from approving, shown before they try.
    blocks: a.verificationStatus === 'in_progress' ? blockMessages(approvalBlocks(a, admin.id, screeningTally(matches))) : {},
    screening: screeningView(matches, a.screenedAt, a.officers ?? [], a.verificationStatus !== 'rejected'),
    checksAt: a.digitalChecksAt?.toISOString() ?? null,
    fields: [
      ['wizard.organizationName', a.organizationName],
      ['wizard.registrationNumber', a.registrationNumber],
      ['wizard.websiteUrl', a.websiteUrl],
      ['wizard.socialMediaLinks', a.socialMediaLinks],
      ['wizard.country', a.country ? countryName(a.country) : null],
      ['wizard.city', a.city],
      ['wizard.regionState', a.regionState],
      ['wizard.streetAddress', a.streetAddress],
      ['wizard.address', a.address],
      ['wizard.missionStatement', a.missionStatement],
      ['wizard.programAreas', a.programAreas],
      ['wizard.officers', officerLines(a.officers)],
      ['wizard.boardMembers', a.boardMembers],
      ['review.signature', a.signature],
    ].filter((f): f is [MessageId, string] => Boolean(f[1])),
    documents: review.documents,
    readings: await readingsForReview(services.db, a),
    // Revoke or set expiry: only for an approved badge.
    badge:
      a.verificationStatus === 'approved'
        ? {
            code: a.checkCode ? formatCheckCode(a.checkCode) : null,
            expiresAt: a.expiresAt?.toISOString() ?? null,
            revokedAt: a.revokedAt?.toISOString() ?? null,
            revokedReason: a.revokedReason,
            reasons: REVOCATION_REASONS.map((id) => ({ id, label: t(`badgeCheck.reason.${id}`) })),
          }
        : null,
  }
}

/**
 * Re-running the checks, recording layer 2, recording why a check does not apply, approving (layer 3)
 * or rejecting: admins only, and only while the application waits. Approval is refused while a check
 * failed or did not run, layer 2 is missing, or the approver recorded layers 1-2 (issue 23).
 */
export async function action(args: Route.ActionArgs) {
  const { admin, services, review } = await load(args)
  const id = review.application.id
  const here = `/admin/verifications/${id}`
  const form = await args.request.formData()
  const reviewing: Reviewing = { services, adminId: admin.id, review, form, here }
  const intent = form.get('intent')
  switch (intent) {
    case 'revoke':
      return revokeBadgeAction({ db: services.db, adminId: admin.id, id, form, here })
    case 'expiry':
      return setBadgeExpiryAction({ db: services.db, adminId: admin.id, id, form, here })
    case 'checks':
      return whileWaiting(reviewing, rerunChecks)
    case 'ground':
      return whileWaiting(reviewing, recordGround)
    case 'waive':
      return whileWaiting(reviewing, waive)
    case 'screening-clear':
    case 'screening-confirm':
      // Possible matches are decided while the application waits, and after approval when monitoring found one.
      if (review.application.verificationStatus === 'rejected' || review.application.verificationStatus === 'draft') return redirectWithFlash(here, 'review.notWaiting')
      return decideMatch(reviewing, intent === 'screening-clear' ? 'clear' : 'confirm')
    case 'approve':
    case 'reject':
      return whileWaiting(reviewing, (r) => decide(r, intent))
    default:
      throw data(null, { status: 400 })
  }
}

type Reviewing = { services: AppServices; adminId: string; review: NonNullable<Awaited<ReturnType<typeof getVerificationForReview>>>; form: FormData; here: string }

/** The review's own forms act only while the application waits. */
async function whileWaiting<R>(reviewing: Reviewing, run: (reviewing: Reviewing) => Promise<R>) {
  if (reviewing.review.application.verificationStatus !== 'in_progress') return redirectWithFlash(reviewing.here, 'review.notWaiting')
  return run(reviewing)
}

async function rerunChecks({ services, review, here }: Reviewing) {
  await runDigitalChecks(services.db, review.application.id)
  await screenApplication(services.db, await loadScreeningIndex(services.db), review.application.id)
  return redirectWithFlash(here, 'review.checksDone')
}

/** Layer 2: the ground check's notes. */
async function recordGround({ services, adminId, review, form, here }: Reviewing) {
  const typed = formText(form, 'groundCheckNotes')
  const notes = typed.trim()
  const problem = textProblem(form.get('groundCheckNotes') ?? '', t('review.layer2'), 'lines')
  const error = problem ?? (notes.length > NOTES_MAX ? t('review.notesTooLong') : notes.length < NOTES_MIN ? t('review.groundRequired') : null)
  if (error) return data({ errors: { groundCheckNotes: error }, values: { groundCheckNotes: typed } }, { status: 400 })
  if ((await recordGroundCheck(services.db, adminId, review.application.id, notes)) === 'not-waiting') return redirectWithFlash(here, 'review.notWaiting')
  return redirectWithFlash(here, 'review.groundRecorded')
}

/** Why one digital check does not apply. */
async function waive({ services, adminId, review, form, here }: Reviewing) {
  const check = form.get('check')
  const found = review.application.digitalChecks?.find((c) => c.id === check)
  if (!found) throw data(null, { status: 400 })
  const field = `waive-${found.id}`
  const typed = formText(form, 'waiveReason')
  const reason = typed.trim()
  const problem = textProblem(form.get('waiveReason') ?? '', t('review.waiveReason'), 'lines')
  const error = problem ?? (reason.length > NOTES_MAX ? t('review.notesTooLong') : reason.length < NOTES_MIN ? t('review.waiveReasonRequired') : null)
  if (error) return data({ errors: { [field]: error }, values: { [field]: typed } }, { status: 400 })
  const outcome = await waiveCheck(services.db, adminId, review.application.id, found.id, reason)
  if (outcome === 'not-waiting') return redirectWithFlash(here, 'review.notWaiting')
  return redirectWithFlash(here, outcome === 'done' ? 'review.waived' : 'review.waiveNotNeeded')
}

/** A possible sanctions match cleared or confirmed, with the reviewer's reason. */
async function decideMatch({ services, adminId, review, form, here }: Reviewing, decision: 'clear' | 'confirm') {
  const matchId = Number(form.get('match'))
  if (!Number.isSafeInteger(matchId) || matchId < 1) throw data(null, { status: 400 })
  const field = `match-${matchId}`
  const typed = formText(form, 'matchReason')
  const reason = typed.trim()
  const problem = textProblem(form.get('matchReason') ?? '', t('screening.review.reason'), 'lines')
  const error = problem ?? (reason.length > NOTES_MAX ? t('screening.review.reasonTooLong') : reason.length < NOTES_MIN ? t('screening.review.reasonRequired') : null)
  if (error) return data({ errors: { [field]: error }, values: { [field]: typed } }, { status: 400 })
  const outcome = await decideScreeningMatch(services.db, { actorId: adminId, verificationId: review.application.id, matchId, decision, reason })
  const flash = {
    cleared: 'screening.review.cleared',
    confirmed: 'screening.review.confirmed',
    reinstated: 'screening.review.reinstated',
    revoked: 'screening.review.revoked',
    'not-open': 'screening.review.notOpen',
  } as const
  return redirectWithFlash(`${here}#screening`, flash[outcome])
}

/** Layer 3: approve, or reject with a reason. */
async function decide({ services, adminId, review, form, here }: Reviewing, intent: 'approve' | 'reject') {
  const id = review.application.id
  // What was typed goes back into the form as typed; the checks below use it trimmed.
  const typed = { crossValidationNotes: formText(form, 'crossValidationNotes'), reason: formText(form, 'reason') }
  const values = { crossValidationNotes: typed.crossValidationNotes.trim(), reason: typed.reason.trim() }
  const labels = { crossValidationNotes: t('review.layer3'), reason: t('review.reason') }
  // Every field's message at once, beside its field and in the summary above the form.
  const errors: Record<string, string> = {}
  for (const [key, label] of Object.entries(labels) as Array<[keyof typeof labels, string]>) {
    const problem = textProblem(form.get(key) ?? '', label, 'lines')
    if (problem) errors[key] ??= problem
    else if (values[key].length > NOTES_MAX) errors[key] ??= t('review.notesTooLong')
  }
  if (intent === 'approve' && values.crossValidationNotes.length < NOTES_MIN) errors.crossValidationNotes ??= t('review.crossRequired')
  if (intent === 'reject' && values.reason.length < 5) errors.reason ??= t('review.reasonRequired')
  if (intent === 'approve') Object.assign(errors, { ...blockMessages(approvalBlocks(review.application, adminId, screeningTally(await listScreeningMatches(services.db, id)))), ...errors })
  if (Object.keys(errors).length > 0) return data({ errors, values: typed }, { status: 400 })
  const outcome = await decideVerification(
    services.db,
    adminId,
    id,
    intent === 'approve'
      ? { decision: 'approve', crossValidationNotes: values.crossValidationNotes }
      : { decision: 'reject', reason: values.reason, crossValidationNotes: values.crossValidationNotes },
  )
  if (!outcome) return redirectWithFlash(here, 'review.notWaiting')
  // Checked again under the row lock: another reviewer may have changed layer 2 meanwhile.
  if (outcome.blocked) return data({ errors: blockMessages(outcome.blocked), values: typed }, { status: 409 })
  await sendVerificationOutcomeEmail(services, outcome, id)
  await messageVerificationOutcome(services, outcome, id, review.organization.name)
  return redirectWithFlash('/admin/verifications', intent === 'approve' ? 'review.approved' : 'review.rejected')
}

export default function VerificationReview({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const v: Record<string, string> | undefined = actionData && 'values' in actionData ? actionData.values : undefined
  const errors: Record<string, string> | undefined = actionData && 'errors' in actionData ? actionData.errors : undefined
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <Link to="/admin/verifications" className="text-primary hover:underline">
          {t('review.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold [overflow-wrap:anywhere]">
        <bdi>{d.organization}</bdi>
      </h1>
      <p className="mt-1 text-muted-foreground">
        {t('review.summary', { tier: d.tier, fee: d.fee, payment: t(`review.payment.${d.paymentStatus}` as MessageId), status: t(`review.status.${d.status}` as MessageId) })}
        {d.submittedAt ? ` · ${t('review.submittedOn', { date: formatDate(d.submittedAt) })}` : null}
      </p>
      {d.applicant ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{t('review.applicant', { name: d.applicant.name, email: d.applicant.email })}</p> : null}
      {d.rejectionReason ? <p className="mt-2 text-sm">{t('review.previousReason', { reason: d.rejectionReason })}</p> : null}
      <ErrorSummary errors={errors} fields={{ reviewer: '', checks: 'checks', screening: 'screening' }} />

      <section className="mt-6 rounded-lg border border-border bg-card p-4">
        <h2 className="font-semibold">{t('review.application')}</h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          {d.fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{t(label)}</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mt-6 rounded-lg border border-border bg-card p-4">
        <h2 className="font-semibold">{t('review.documents')}</h2>
        {d.documents.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('review.noDocuments')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {d.documents.map((doc) => (
              <li key={doc.id} className="flex items-start gap-2">
                <FileText aria-hidden size={16} className="mt-0.5 shrink-0" />
                <div className="min-w-0 [overflow-wrap:anywhere]">
                  <a href={`/verification-application/${d.id}/documents/${doc.id}`} className="text-primary hover:underline" dir="auto">
                    {doc.fileName}
                  </a>{' '}
                  <span className="text-muted-foreground">({t(`documents.${doc.group}` as MessageId)})</span>
                  <DocumentReadingFlags reading={d.readings[doc.id]} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ScreeningMatches screening={d.screening} errors={errors} values={v} busy={busy} />

      <section id="checks" tabIndex={-1} className="mt-6 rounded-lg border border-border bg-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{t('review.layer1')}</h2>
          {d.status === 'in_progress' ? (
            <Form method="post">
              <Button type="submit" name="intent" value="checks" variant="outline" size="sm" pending={busy('checks')} pendingText={t('common.loading')}>
                {t('review.runChecks')}
              </Button>
            </Form>
          ) : null}
        </div>
        {d.checksAt ? <p className="text-xs text-muted-foreground">{t('review.checkedOn', { date: formatDate(d.checksAt) })}</p> : null}
        <div className="mt-2">
          <CheckList checks={d.checks} />
        </div>
        {d.checks.items
          ?.filter((c) => c.waiver || (c.open && d.status === 'in_progress'))
          .map((c) =>
            c.waiver ? (
              <p key={c.id} className="mt-2 text-sm [overflow-wrap:anywhere]" data-testid={`waiver-${c.id}`}>
                {t('review.waivedBy', { check: c.label, name: c.waiver.by, date: formatDate(c.waiver.at) })} <bdi>{c.waiver.reason}</bdi>
              </p>
            ) : (
              <Form key={c.id} method="post" className="mt-3 space-y-2 rounded-md border border-border p-3">
                <input type="hidden" name="check" value={c.id} />
                <TextAreaField
                  label={t('review.waiveReasonFor', { check: c.label })}
                  id={`waive-${c.id}`}
                  name="waiveReason"
                  rows={2}
                  defaultValue={v?.[`waive-${c.id}`] ?? ''}
                  hint={t('review.waiveHint')}
                  error={errors?.[`waive-${c.id}`]}
                />
                <Button type="submit" name="intent" value="waive" variant="outline" size="sm" pending={busy('waive')} pendingText={t('common.loading')}>
                  {t('review.waive')}
                </Button>
              </Form>
            ),
          )}
      </section>

      {d.status === 'in_progress' ? (
        <>
          <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4">
            <h2 className="font-semibold">{t('review.layer2')}</h2>
            {d.ground ? (
              <p className="text-sm" data-testid="ground-recorded">
                {t('review.groundBy', { name: d.ground.by, date: formatDate(d.ground.at) })}
              </p>
            ) : null}
            <TextAreaField label={t('review.layer2')} id="groundCheckNotes" defaultValue={v?.groundCheckNotes ?? d.groundCheckNotes} hint={t('review.layer2Hint')} error={errors?.groundCheckNotes} />
            <Button type="submit" name="intent" value="ground" variant="outline" pending={busy('ground')} pendingText={t('common.loading')}>
              {t('review.recordGround')}
            </Button>
          </Form>
          <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4">
            <h2 className="font-semibold">{t('review.decision')}</h2>
            {Object.keys(d.blocks).length ? (
              <div className="rounded-md border border-accent p-3 text-sm" data-testid="approval-blocks">
                <p className="font-medium">{t('review.cannotApproveYet')}</p>
                <ul className="mt-1 list-disc ps-5">
                  {Object.entries(d.blocks).map(([key, message]) => (
                    <li key={key}>{message}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <TextAreaField
              label={t('review.layer3')}
              id="crossValidationNotes"
              defaultValue={v?.crossValidationNotes ?? d.crossValidationNotes}
              hint={t('review.layer3Hint')}
              error={errors?.crossValidationNotes}
            />
            <TextAreaField label={t('review.reason')} id="reason" rows={3} defaultValue={v?.reason ?? ''} hint={t('review.reasonHint')} error={errors?.reason} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="approve" pending={busy('approve')} pendingText={t('common.loading')}>
                {t('review.approve')}
              </Button>
              <Button type="submit" name="intent" value="reject" variant="destructive" pending={busy('reject')} pendingText={t('common.loading')}>
                {t('review.reject')}
              </Button>
            </div>
          </Form>
        </>
      ) : (
        <section className="mt-6 rounded-lg border border-border bg-card p-4 text-sm">
          <h2 className="font-semibold">{t('review.decision')}</h2>
          {d.decidedAt ? <p className="mt-1">{t('review.decidedOn', { status: t(`review.status.${d.status}` as MessageId), date: formatDate(d.decidedAt) })}</p> : null}
          {d.groundCheckNotes ? (
            <p className="mt-2 whitespace-pre-line">
              {t('review.layer2')}: <bdi>{d.groundCheckNotes}</bdi>
              {d.ground ? ` (${d.ground.by})` : null}
            </p>
          ) : null}
          {d.crossValidationNotes ? (
            <p className="mt-2 whitespace-pre-line">
              {t('review.layer3')}: <bdi>{d.crossValidationNotes}</bdi>
              {d.decidedBy ? ` (${d.decidedBy})` : null}
            </p>
          ) : null}
        </section>
      )}
      {d.badge ? <BadgeAdminForms badge={d.badge} failure={actionData && 'badge' in actionData ? actionData.badge : null} /> : null}
    </div>
  )
}
