import { Form, Link, useNavigation } from 'react-router'
import { formatDate, t } from '../../i18n/index.ts'
import { Button } from '../ui/button.tsx'
import { ErrorSummary } from '../ui/error-summary.tsx'
import { Field, SelectField } from '../ui/field.tsx'

type BadgeState = { code: string | null; expiresAt: string | null; revokedAt: string | null; revokedReason: string | null; reasons: Array<{ id: string; label: string }> }
type Failure = { errors: Record<string, string>; values: { revokeReason: string; expiresOn: string } } | null

/** The review page's badge section for an approved verification: its check code, expiry and revocation, and the forms to change them. */
export function BadgeAdminForms({ badge, failure }: { badge: BadgeState; failure: Failure }) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const reasonLabel = badge.reasons.find((r) => r.id === badge.revokedReason)?.label ?? badge.revokedReason
  return (
    <section className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4" aria-labelledby="badge-admin">
      <h2 id="badge-admin" className="font-semibold">
        {t('badgeAdmin.title')}
      </h2>
      {badge.code ? (
        <p className="text-sm">
          {t('badgeAdmin.checkPage')}{' '}
          <Link to={`/verify/${badge.code}`} className="font-mono text-primary underline" dir="ltr">
            {badge.code}
          </Link>
        </p>
      ) : null}
      {badge.revokedAt ? (
        <p className="text-sm font-medium">{t('badgeAdmin.revokedOn', { date: formatDate(badge.revokedAt), reason: reasonLabel ?? '' })}</p>
      ) : (
        <>
          <p className="text-sm">{badge.expiresAt ? t('badgeAdmin.expiresOn', { date: formatDate(badge.expiresAt) }) : t('badgeAdmin.noExpiry')}</p>
          <ErrorSummary errors={failure?.errors} />
          <Form method="post" className="space-y-3" noValidate>
            <input type="hidden" name="intent" value="expiry" />
            <Field
              label={t('badgeAdmin.expiresOnLabel')}
              id="expiresOn"
              name="expiresOn"
              type="date"
              defaultValue={failure?.values.expiresOn ?? badge.expiresAt?.slice(0, 10) ?? ''}
              hint={t('badgeAdmin.expiresOnHint')}
              error={failure?.errors.expiresOn}
            />
            <Button type="submit" variant="outline" pending={busy('expiry')} pendingText={t('common.loading')}>
              {t('badgeAdmin.setExpiry')}
            </Button>
          </Form>
          <Form method="post" className="space-y-3 border-t border-border pt-4" noValidate>
            <input type="hidden" name="intent" value="revoke" />
            <SelectField label={t('badgeAdmin.reason')} id="revokeReason" defaultValue={failure?.values.revokeReason ?? ''} hint={t('badgeAdmin.reasonHint')} error={failure?.errors.revokeReason}>
              <option value="">{t('badgeAdmin.reasonChoose')}</option>
              {badge.reasons.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="destructive" pending={busy('revoke')} pendingText={t('common.loading')}>
              {t('badgeAdmin.revoke')}
            </Button>
          </Form>
        </>
      )}
    </section>
  )
}
