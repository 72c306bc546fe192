import { countryName } from '../../catalog/countries.ts'
import type { Officer } from '../../db/schema/verification.ts'
import { formatList, formatPercent, t, type MessageId } from '../../i18n/index.ts'
import type { ScreeningMatchRow } from './list-screening-matches.server.ts'
import { isScreeningList, SCREENING_LIST_NAMES } from './screening-lists.ts'

/** A reason's figures and names, its nationalities (ISO codes) named in the reader's language. */
function reasonParams(reason: ScreeningMatchRow['reasons'][number]): Record<string, string | number> {
  const params = { ...reason.params }
  if (reason.id === 'screening.reason.nationalityMatches' && typeof params.country === 'string') params.country = countryName(params.country)
  if (reason.id === 'screening.reason.nationalityDiffers') {
    if (typeof params.listed === 'string') params.listed = formatList(params.listed.split(', ').map(countryName))
    if (typeof params.given === 'string') params.given = countryName(params.given)
  }
  return params
}

/**
 * An application's possible sanctions matches as the reviewer's page shows them, in the reader's
 * language: whose name, the listed entry and the name that matched, the score, the reasons (ids
 * written out by the catalogue), and the decision with its reviewer and reason.
 */
export function screeningView(matches: ScreeningMatchRow[], screenedAt: Date | null, officers: Officer[], decidable: boolean) {
  return {
    screenedAt: screenedAt?.toISOString() ?? null,
    decidable,
    matches: matches.map((m) => {
      const officer = m.subjectRole === 'officer' ? officers.find((o) => o.name === m.subjectName) : undefined
      return {
        id: m.id,
        subject: t('screening.review.subject', { role: officer?.role ?? t(`screening.role.${m.subjectRole}` as MessageId), name: m.subjectName }),
        listed: t('screening.review.listed', { name: m.listedName, list: isScreeningList(m.list) ? t(SCREENING_LIST_NAMES[m.list]) : m.list, ref: m.entryRef }),
        matchedName: m.matchedName !== m.listedName ? t('screening.review.matchedName', { name: m.matchedName }) : null,
        score: t('screening.review.score', { score: formatPercent(m.score * 100) }),
        reasons: m.reasons.map((r) => t(r.id as MessageId, reasonParams(r))),
        status: m.status,
        statusText: t(`screening.status.${m.status}`),
        decided: m.decidedAt ? { by: m.decidedBy ?? '', at: m.decidedAt.toISOString(), reason: m.decisionReason ?? '' } : null,
      }
    }),
  }
}
export type ScreeningView = ReturnType<typeof screeningView>
