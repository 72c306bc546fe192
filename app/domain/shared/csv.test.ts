import { describe, expect, it } from 'vitest'
import { cell, formulaSafe, toCsv } from './csv.ts'

describe('formulaSafe', () => {
  it.each([
    ['=HYPERLINK("https://evil.example.org","click")', `'=HYPERLINK("https://evil.example.org","click")`],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('gives %j a leading apostrophe', (input, safe) => {
    expect(formulaSafe(input)).toBe(safe)
  })

  it.each(['Water, sanitation', 'Up to $50,000', 'a=b', '2027-03-15', ''])('leaves %j as it is', (input) => {
    expect(formulaSafe(input)).toBe(input)
  })

  it('keeps numbers as numbers (a negative amount is not text a formula hides in)', () => {
    expect(cell(-5)).toBe('-5')
    expect(cell(50_000)).toBe('50000')
    expect(cell(null)).toBe('')
    expect(cell(['KE', 'UG'])).toBe('KE; UG')
  })
})

describe('toCsv', () => {
  const csv = toCsv(
    ['Titre', 'Notes'],
    [
      ['Éducation des filles à Thiès', 'Relancer la fondation, puis "envoyer" le budget\nDeuxième ligne'],
      ['=1+1', '@SUM(A1:A9)'],
      ['-1+2', '+1'],
      ['\t=cmd', '\r=cmd'],
    ],
  )

  it('starts with a UTF-8 byte order mark and ends each record with CRLF', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const bytes = Buffer.from(csv, 'utf8')
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.slice(1).split('\r\n')[0]).toBe('Titre,Notes')
    expect(csv.endsWith('\r\n')).toBe(true)
    // No bare LF outside the quoted note.
    expect(csv.replace(/"[^"]*(?:""[^"]*)*"/g, '').replace(/\r\n/g, '')).not.toContain('\n')
  })

  it('quotes a note with quotes, commas and a line break, and keeps accents', () => {
    expect(csv).toContain('Éducation des filles à Thiès,"Relancer la fondation, puis ""envoyer"" le budget\nDeuxième ligne"')
  })

  it('neutralises every formula: = + - @ tab and CR', () => {
    const lines = csv.slice(1).split('\r\n')
    expect(lines[2]).toBe("'=1+1,'@SUM(A1:A9)")
    expect(lines[3]).toBe("'-1+2,'+1")
    expect(lines[4]).toBe(`'\t=cmd,"'\r=cmd"`)
  })
})
