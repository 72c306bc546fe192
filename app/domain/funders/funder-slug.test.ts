import { describe, expect, it } from 'vitest'
import { funderPath, funderSlug, isFunderSlug, LATIN_FOLDS, MAX_FUNDER_SLUG_LENGTH } from './funder-slug.ts'

describe('A funder’s address (/funders/{slug})', () => {
  it('is its name in lower case, words joined by dashes', () => {
    expect(funderSlug('Baobab Futures Foundation')).toBe('baobab-futures-foundation')
    expect(funderSlug('  UK Small Charities Challenge Programme ')).toBe('uk-small-charities-challenge-programme')
    expect(funderSlug('Bill & Melinda Gates Foundation (BMGF)')).toBe('bill-melinda-gates-foundation-bmgf')
    expect(funderSlug('Pan-African Digital Inclusion Alliance')).toBe('pan-african-digital-inclusion-alliance')
    expect(funderSlug('Fund 2030 / Phase II')).toBe('fund-2030-phase-ii')
  })

  it('drops accents and apostrophes, and folds the letters accents do not make', () => {
    expect(funderSlug('Lumière Foundation for Africa')).toBe('lumiere-foundation-for-africa')
    expect(funderSlug('Fondation Sénégalaise pour l’Éducation')).toBe('fondation-senegalaise-pour-leducation')
    expect(funderSlug('Fundação Zambeze para a Saúde')).toBe('fundacao-zambeze-para-a-saude')
    expect(funderSlug('Amani Women’s Fund')).toBe('amani-womens-fund')
    expect(funderSlug("O'Brien Trust")).toBe('obrien-trust')
    expect(funderSlug('Straßenkinder Øst Łódź')).toBe('strassenkinder-ost-lodz')
    expect(funderSlug('ÆTHER Œuvres')).toBe('aether-oeuvres')
    // Hausa and Fulfulde letters.
    expect(funderSlug('Ƙungiyar Ɗaukaka')).toBe('kungiyar-daukaka')
    // An accent written as a letter and a combining mark is the same as the letter with its accent.
    expect(funderSlug('E\u0301cole')).toBe(funderSlug('École'))
  })

  it('keeps Arabic, Ethiopic, Tifinagh and N’Ko letters as they are written, without vowel marks or tatweel', () => {
    expect(funderSlug('مؤسسة الأطلس للتنمية')).toBe('مؤسسة-الأطلس-للتنمية')
    expect(funderSlug('مُؤَسَّسَة الأطلس للتنمـية')).toBe('مؤسسة-الأطلس-للتنمية')
    expect(funderSlug('صندوق النيل 2030')).toBe('صندوق-النيل-2030')
    expect(funderSlug('የኢትዮጵያ ልማት ፈንድ')).toBe('የኢትዮጵያ-ልማት-ፈንድ')
    expect(funderSlug('ⵜⴰⵎⴰⵣⵉⵖⵜ')).toBe('ⵜⴰⵎⴰⵣⵉⵖⵜ')
    expect(funderPath('مؤسسة الأطلس للتنمية')).toBe(`/funders/${encodeURIComponent('مؤسسة-الأطلس-للتنمية')}`)
  })

  it('gives a name with nothing it keeps an address of its code points', () => {
    expect(funderSlug('基金会')).toBe('x-57fa-91d1-4f1a')
    expect(funderSlug('***')).toBe('x-2a-2a-2a')
    expect(funderSlug('基金会')).not.toBe(funderSlug('慈善会'))
    // Letters of other scripts are dropped beside Latin ones.
    expect(funderSlug('Фонд Africa')).toBe('africa')
  })

  it('gives names that differ only in case, accents or punctuation one address: they are one funder', () => {
    expect(funderSlug('ACACIA FUND.')).toBe(funderSlug('Acacia Fund'))
    expect(funderSlug('Fondation Lumière')).toBe(funderSlug('fondation lumiere'))
  })

  it('is at most MAX_FUNDER_SLUG_LENGTH characters, with no dash at either end', () => {
    const slug = funderSlug(`${'Very Long Funder Name '.repeat(10)}!`)
    expect(slug.length).toBeLessThanOrEqual(MAX_FUNDER_SLUG_LENGTH)
    expect(slug).toMatch(/^[a-z0-9].*[a-z0-9]$/)
  })

  it('folds every accented Latin letter to lower-case ASCII', () => {
    expect(LATIN_FOLDS.get('É')).toBe('e')
    expect(LATIN_FOLDS.get('ǅ')).toBe('dz')
    for (const [letter, base] of LATIN_FOLDS) expect(base, letter).toMatch(/^[a-z]+$/)
  })

  it('knows its own slugs, and nothing else is one', () => {
    for (const name of ['Baobab Futures Foundation', 'مؤسسة الأطلس للتنمية', '基金会']) expect(isFunderSlug(funderSlug(name))).toBe(true)
    for (const slug of ['', 'Baobab', 'baobab futures', 'baobab--futures', '-baobab', 'baobab/x', '%00', '..', 'a'.repeat(MAX_FUNDER_SLUG_LENGTH + 1)]) expect(isFunderSlug(slug), slug).toBe(false)
  })
})
