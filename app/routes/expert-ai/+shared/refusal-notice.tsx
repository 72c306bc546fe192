import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button.tsx'
import { t } from '../../../i18n/index.ts'

/** Shown instead of a feature the expert's membership does not give (not running, or another tier). */
export function RefusalNotice({ refusal, tier }: { refusal: 'inactive' | 'tier'; tier: string }) {
  return (
    <section className="mt-6 rounded-lg border border-border bg-card p-4" data-testid="expert-ai-refusal">
      <p>{refusal === 'inactive' ? t('expertAi.notActive') : t('expertAi.notInTier', { tier })}</p>
      <Link to="/become-grant-expert" className={buttonClass('outline', 'sm', 'mt-3')}>
        {t('requests.expert.manageMembership')}
      </Link>
    </section>
  )
}

/** Where the expert opts in, when they have not. */
export function ConsentNotice() {
  return (
    <p className="mt-4 rounded-lg border border-border bg-card p-4 text-sm" data-testid="expert-ai-consent-needed">
      {t('expertAi.consentNeeded')}{' '}
      <Link to="/expert/assistant#consent" className="text-primary underline">
        {t('expertAi.consentLink')}
      </Link>
    </p>
  )
}
