import { describe, expect, it } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import type { Language } from '../../i18n/languages.ts'
import { badgeImage, type BadgeImageFacts } from './badge-image.server.ts'

const facts = (state: string, organizationName = 'Test Org'): BadgeImageFacts => ({ state, organizationName, tier: 'standard', badge: 'silver' })
const draw = (value: BadgeImageFacts | null, language: Language = 'en') => withLanguage(language, () => badgeImage(value, language, 'Harambee'))

describe('The embeddable badge image', () => {
  it('names each state, and shows a state it does not know yet as not in force', () => {
    expect(draw(facts('valid'))).toContain('>Verified: Standard<')
    expect(draw(facts('expired'))).toContain('>Badge expired<')
    expect(draw(facts('revoked'))).toContain('>Badge revoked<')
    // The lead's suspension pending a sanctions review, whatever its id.
    for (const state of ['under_review', 'under-review', 'suspended']) expect(draw(facts(state))).toContain('>Badge under review<')
    const later = draw(facts('paused_for_audit'))
    expect(later).toContain('>Badge not in force<')
    expect(later).not.toContain('Verified')
    expect(draw(null)).toContain('>No such badge<')
  })

  it('escapes every text, and clips a long name', () => {
    const svg = draw(facts('valid', '</text><script>alert(1)</script> & a very long organization name that goes on'))
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&#60;/text&#62;&#60;script&#62;')
    expect(svg).toContain('…</text>')
  })

  it('lays Arabic out right to left, in Arabic', () => {
    const svg = draw(facts('revoked', 'منظمة الاختبار'), 'ar')
    expect(svg).toContain('أُلغيت الشارة')
    expect(svg).toContain('منظمة الاختبار')
    expect(svg.match(/direction="rtl"/g)).toHaveLength(3)
    expect(svg).toContain('lang="ar"')
  })
})
