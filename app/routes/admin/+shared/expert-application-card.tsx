import { Form } from 'react-router'
import { countryName } from '../../../catalog/countries.ts'
import { expertTierById, type ExpertTierId } from '../../../catalog/expert-membership.ts'
import { regionName, sectorName } from '../../../catalog/names.ts'
import { LANGUAGE_NAMES, type Language } from '../../../catalog/sectors.ts'
import { Button } from '../../../components/ui/button.tsx'
import { inputClass, typedTextClass } from '../../../components/ui/field.tsx'
import { expertTierName } from '../../../domain/experts/expert-tier-name.ts'
import { formatDate, formatIsolatedList, formatList, formatUsd, t } from '../../../i18n/index.ts'
import { SaverImage } from '../../../components/ui/saver-image.tsx'

interface Writer {
  id: string
  name: string
  email: string
  professionalTitle: string
  bio: string
  yearsExperience: number
  hourlyRateMin: number | null
  hourlyRateMax: number | null
  languages: string[]
  country: string | null
  membershipTier: ExpertTierId
  hasPhoto: boolean
  createdAt: string
  expertise: Array<{ id: string; sector: string; grantType: string | null; geographicFocus: string | null }>
  portfolio: Array<{ id: string; projectTitle: string; projectDescription: string | null; sector: string | null; completionDate: string | null; grantAmount: number | null; wasSuccessful: boolean }>
}

/** One pending expert application in full, with Approve and Reject (with a reason) beside it. */
export function ExpertApplicationCard({ writer: w, busy, error }: { writer: Writer; busy: (intent: string, id: string) => boolean; error?: { error: string; reason: string } }) {
  const tier = expertTierById(w.membershipTier)
  return (
    <li className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start gap-3">
        {w.hasPhoto ? (
          <SaverImage src={`/become-grant-expert/photo/${w.id}`} alt={t('expertJoin.admin.photo', { name: w.name })} width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <bdi>{w.name}</bdi>{' '}
            <span className="font-normal text-muted-foreground">
              · <bdi>{w.email}</bdi>
            </span>
          </p>
          <p className="text-sm">
            <bdi>{w.professionalTitle}</bdi> · {t('admin.yearsExperience', { count: w.yearsExperience })}
          </p>
          <p className="text-xs text-muted-foreground">{t('expertJoin.admin.applied', { date: formatDate(w.createdAt) })}</p>
        </div>
      </div>
      <p dir="auto" className="mt-2 text-sm whitespace-pre-line text-muted-foreground">
        {w.bio}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('expertJoin.admin.tier')}</dt>{' '}
          <dd className="inline">{tier ? t('expertJoin.admin.tierPrice', { tier: expertTierName(tier.id), price: formatUsd(tier.priceUsd) }) : w.membershipTier}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('expertJoin.admin.rates')}</dt>{' '}
          <dd className="inline">
            {w.hourlyRateMin !== null && w.hourlyRateMax !== null ? t('expertJoin.admin.rateRange', { min: formatUsd(w.hourlyRateMin), max: formatUsd(w.hourlyRateMax) }) : '—'}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('expertJoin.admin.country')}</dt> <dd className="inline">{w.country ? countryName(w.country) : '—'}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('expertJoin.admin.languages')}</dt> <dd className="inline">{formatIsolatedList(w.languages.map((l) => LANGUAGE_NAMES[l as Language] ?? l))}</dd>
        </div>
      </dl>
      <h3 className="mt-3 text-sm font-semibold">{t('expertJoin.admin.expertise')}</h3>
      <ul className="mt-1 list-disc ps-5 text-sm">
        {w.expertise.map((e) => (
          <li key={e.id}>
            {formatList([sectorName(e.sector), e.grantType ? t(`grantType.${e.grantType}` as 'grantType.project') : '', e.geographicFocus ? regionName(e.geographicFocus) : ''].filter(Boolean))}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 text-sm font-semibold">{t('expertJoin.admin.portfolio')}</h3>
      {w.portfolio.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('expertJoin.admin.noPortfolio')}</p>
      ) : (
        <ul className="mt-1 space-y-2 text-sm">
          {w.portfolio.map((p) => (
            <li key={p.id}>
              <p className="font-medium">
                <bdi>{p.projectTitle}</bdi> · {p.wasSuccessful ? t('expertJoin.admin.won') : t('expertJoin.admin.notWon')}
                {p.grantAmount !== null ? ` · ${formatUsd(p.grantAmount)}` : ''}
                {p.completionDate ? ` · ${formatDate(p.completionDate)}` : ''}
                {p.sector ? ` · ${sectorName(p.sector)}` : ''}
              </p>
              {p.projectDescription ? (
                <p dir="auto" className="text-muted-foreground">
                  {p.projectDescription}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" action="/admin?tab=writers">
          <input type="hidden" name="intent" value="writer-approve" />
          <input type="hidden" name="id" value={w.id} />
          <Button type="submit" size="sm" pending={busy('writer-approve', w.id)} pendingText={t('admin.saving')} aria-label={`${t('admin.approve')}: ${w.name}`}>
            {t('admin.approve')}
          </Button>
        </Form>
        <Form method="post" action="/admin?tab=writers" className="flex flex-1 flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="writer-reject" />
          <input type="hidden" name="id" value={w.id} />
          <div className="min-w-56 flex-1">
            <label htmlFor={`writer-reason-${w.id}`} className="block text-xs font-medium">
              {t('admin.rejectReason')}
            </label>
            <input id={`writer-reason-${w.id}`} name="reason" defaultValue={error?.reason ?? ''} className={`${inputClass} ${typedTextClass}`} maxLength={1000} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error.error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="sm" variant="destructive" pending={busy('writer-reject', w.id)} pendingText={t('admin.saving')} aria-label={`${t('admin.reject')}: ${w.name}`}>
            {t('admin.reject')}
          </Button>
        </Form>
      </div>
    </li>
  )
}
