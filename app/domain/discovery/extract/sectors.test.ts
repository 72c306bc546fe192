import { describe, expect, it } from 'vitest'
import { sectorsFromText } from './sectors.ts'

describe('Finding a grant’s sectors from its words', () => {
  it.each([
    ['Climate adaptation grants for smallholder farmers', 'en', ['agriculture', 'environment']],
    ['Appel à projets : santé maternelle et nutrition', 'fr', ['health']],
    ['Subvenções para educação e alfabetização de meninas', 'pt', ['education', 'gender_equality']],
    ['Ruzuku kwa miradi ya nishati ya jua vijijini', 'sw', ['energy']],
    ['Fonds pour la gouvernance et la société civile', 'fr', ['governance']],
    ['Digital innovation for youth employment', 'en', ['economic_development', 'technology']],
  ] as const)('"%s" (%s) is about %j', (text, language, sectors) => {
    expect([...sectorsFromText(text, language)].sort()).toEqual([...sectors].sort())
  })

  it('ranks the most mentioned sector first', () => {
    expect(sectorsFromText('Health clinics, health workers and hospitals; one school', 'en')[0]).toBe('health')
  })

  it('needs several mentions in a long text when asked to', () => {
    const page = 'Our grants strengthen health systems. Health workers, clinics and hospitals are supported. We also visited a school once.'
    expect(sectorsFromText(page, 'en', 2)).toEqual(['health'])
  })

  it('finds nothing in words of no sector', () => {
    expect(sectorsFromText('Call for proposals 2027', 'en')).toEqual([])
    expect(sectorsFromText(null)).toEqual([])
  })
})

describe('Sectors in Arabic and in long fields', () => {
  it('reads Arabic words with the article and "and" written onto them', () => {
    expect(sectorsFromText('منح دعم الحوكمة المحلية والمشاركة المواطنية', 'ar')).toEqual(['governance'])
  })

  it('leaves out a sector named once in a long field that names another three times', () => {
    const field = 'الشفافية والمساءلة في البلديات · مشاركة الشباب والنساء في الشأن المحلي · النفاذ إلى المعلومة'
    expect(sectorsFromText(field, 'ar')).toEqual(['governance'])
  })

  it('counts independent media and journalism as governance', () => {
    expect(sectorsFromText('Fonds pour les médias indépendants', 'fr')).toEqual(['governance'])
  })
})
