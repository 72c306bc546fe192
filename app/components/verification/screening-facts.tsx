import { t } from '../../i18n/index.ts'

/**
 * Beside the review layers on the badge page and the public profile (issue 26 §4): when the
 * organization and its people were last screened against the sanctions lists, and the officers and
 * board members it chose to publish.
 */
export function ScreeningFacts({ screened, officers, level = 3 }: { screened: string; officers: Array<{ name: string; role: string }>; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-4 text-sm">
      <p data-testid="screened">{screened}</p>
      {officers.length ? (
        <>
          <Heading className="mt-3 font-semibold">{t('organizationDirectory.officersHeading')}</Heading>
          <ul className="mt-1 space-y-1">
            {officers.map((o) => (
              <li key={`${o.name}-${o.role}`} className="[overflow-wrap:anywhere]">
                {t('organizationDirectory.officerLine', { name: o.name, role: o.role })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
