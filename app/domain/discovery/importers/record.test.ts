import { describe, expect, it } from 'vitest'
import { amount, calendarDay, detectLanguage, httpUrl, isoDay, plainText, sectorsFromWords, snippetOf } from './record.ts'

describe('Reading the fields of an open-data record', () => {
  it('turns markup into plain text', () => {
    expect(plainText('<p>One &amp; two</p><p>three&nbsp;four</p>')).toBe('One & two\nthree four')
    expect(plainText(undefined)).toBe('')
  })

  it('reads amounts, treating 0, words and blanks as no amount', () => {
    expect(amount('250000')).toBe(250_000)
    expect(amount('1,250,000.50')).toBe(1_250_000.5)
    expect(amount(480000)).toBe(480_000)
    for (const none of ['0', 'none', '', '-5', 'N/A', null, 0, Number.NaN]) expect(amount(none), String(none)).toBeNull()
  })

  it('keeps only web links', () => {
    expect(httpUrl(' https://example.org/a ')).toBe('https://example.org/a')
    for (const bad of ['mailto:a@b.org', 'javascript:alert(1)', '/relative', 'www.example.org', '', 42]) expect(httpUrl(bad), String(bad)).toBeNull()
  })

  it('reads real calendar days only', () => {
    expect(isoDay('2027-03-15T10:00:00Z')).toBe('2027-03-15')
    expect(isoDay('2027-02-30')).toBeNull()
    expect(calendarDay('2028', '02', '29')).toBe('2028-02-29')
    expect(calendarDay('2027', '02', '29')).toBeNull()
  })

  it('detects the language of enough text and keeps the fallback for a few words', () => {
    expect(detectLanguage('Le projet soutient des coopératives de femmes qui transforment le mil au Sénégal.')).toBe('fr')
    expect(detectLanguage('Instalação de sistemas solares em vinte escolas rurais da província de Nampula.')).toBe('pt')
    expect(detectLanguage('Mradi huu unasaidia wanawake wakulima kupata mikopo na mafunzo vijijini.')).toBe('sw')
    expect(detectLanguage('Sahel', 'fr')).toBe('fr')
  })

  it('names sectors from words in English, French and Portuguese', () => {
    expect(sectorsFromWords('Girls’ schooling and solar power')).toEqual(['education', 'gender_equality', 'energy'])
    expect(sectorsFromWords('Santé maternelle')).toEqual(['health'])
    expect(sectorsFromWords('Befriending older people')).toEqual([])
  })

  it('cuts the snippet at 300 characters', () => {
    expect(snippetOf('a'.repeat(400))).toHaveLength(300)
    expect(snippetOf(null)).toBeNull()
  })
})
