import { describe, expect, it } from 'vitest'
import { declaredLanguage, detectLanguage } from './language.ts'

describe('Telling the language of a grant page', () => {
  it.each([
    ['en', 'The Foundation invites registered non-profit organisations to submit proposals for community health projects in rural areas.'],
    ['fr', 'La Fondation invite les organisations de la société civile à soumettre des propositions pour des projets de santé communautaire.'],
    ['pt', 'A Fundação convida as organizações da sociedade civil a apresentar propostas para projetos de saúde comunitária nas zonas rurais.'],
    ['sw', 'Mfuko unakaribisha mashirika ya kiraia kuwasilisha maombi ya ruzuku kwa miradi ya afya ya jamii vijijini nchini Kenya na Tanzania.'],
    ['ar', 'تدعو المؤسسة منظمات المجتمع المدني إلى تقديم مقترحات لمشاريع الصحة المجتمعية في المناطق الريفية في شمال أفريقيا.'],
  ])('reads %s from its text', (language, text) => {
    expect(detectLanguage(text, 'en')).toBe(language)
  })

  it('trusts the declared language when the text is too short to tell', () => {
    expect(detectLanguage('Appel 2027', 'fr-SN')).toBe('fr')
    expect(detectLanguage('Edital', 'pt_BR')).toBe('pt')
    expect(detectLanguage('Grant', null)).toBe('en')
    expect(detectLanguage('Bolsa', 'de')).toBe('en')
  })

  it('reads only our five languages from a declared tag', () => {
    expect(declaredLanguage('sw-KE')).toBe('sw')
    expect(declaredLanguage('es')).toBeNull()
    expect(declaredLanguage(undefined)).toBeNull()
  })
})
