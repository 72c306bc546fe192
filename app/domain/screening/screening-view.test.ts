import { describe, expect, it } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import type { ScreeningMatchRow } from './list-screening-matches.server.ts'
import { screeningView } from './screening-view.server.ts'

const match = (reasons: ScreeningMatchRow['reasons']): ScreeningMatchRow => ({
  id: 1,
  subjectRole: 'organization',
  subjectName: 'Amani Trust',
  list: 'un',
  entryRef: 'QDe.001',
  listedName: 'Amani Trust',
  matchedName: 'Amani Trust',
  score: 0.9,
  reasons,
  status: 'open',
  decisionReason: null,
  decidedAt: null,
  decidedBy: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
})
// Isolation marks around each value (t() adds them) are left out for the comparison.
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '')

describe('A sanctions match’s reasons on the reviewer’s page', () => {
  it('name the nationalities compared in the reader’s language, not as codes', () => {
    const view = withLanguage('fr', () =>
      screeningView(
        [
          match([
            { id: 'screening.reason.nationalityMatches', params: { country: 'CD' } },
            { id: 'screening.reason.nationalityDiffers', params: { listed: 'SD, DE', given: 'TD' } },
          ]),
        ],
        null,
        [],
        true,
      ),
    )
    expect(view.matches[0].reasons.map(plain)).toEqual(['La nationalité Congo-Kinshasa correspond', 'Nationalité différente : Soudan et Allemagne inscrite, Tchad donnée'])
  })
})
