import { describe, expect, it } from 'vitest'
import { parseScreeningList } from './parse-screening-list.ts'
import { readScreeningFixture } from './screening-fixtures.ts'

describe('reading the official list files', () => {
  it('reads the UN consolidated list: persons and entities, aliases, original-script names, years of birth, nationalities', () => {
    const entries = parseScreeningList('un', [readScreeningFixture('un-consolidated.xml')])
    expect(entries).toHaveLength(168)
    expect(entries.filter((e) => e.kind === 'person')).toHaveLength(122)
    const badege = entries.find((e) => e.ref === 'CDi.001')!
    expect(badege).toMatchObject({ name: 'ERIC BADEGE', kind: 'person', birthYears: [1971], nationalities: ['CD'], programme: 'DRC', listedOn: '2012-12-31' })
    const qusay = entries.find((e) => e.name === 'QUSAY SADDAM HUSSEIN AL-TIKRITI')!
    expect(qusay.aliases).toContain('قصي صدام حسين التكريتي')
    expect(qusay.nationalities).toEqual(['IQ'])
  })

  it('reads the OFAC SDN list: names turned round, aliases from alt.csv, years and nationalities from the remarks', () => {
    const entries = parseScreeningList('ofac', [readScreeningFixture('ofac-sdn.csv'), readScreeningFixture('ofac-alt.csv')])
    expect(entries).toHaveLength(346)
    const barzan = entries.find((e) => e.ref === '7880')!
    expect(barzan).toMatchObject({ name: 'Barzan Ibrahim Hassan AL-TIKRITI', kind: 'person', birthYears: [1951], nationalities: ['IQ'], programme: 'IRAQ2' })
    expect(entries.find((e) => e.ref === '36')).toMatchObject({ kind: 'organization', aliases: ['AERO-CARIBBEAN'] })
  })

  it('reads the EU financial sanctions file: every language and script of a name, birth year, programme', () => {
    const entries = parseScreeningList('eu', [readScreeningFixture('eu-consolidated.xml')])
    expect(entries).toHaveLength(3)
    expect(entries[0]).toMatchObject({ ref: 'EU.36.64', name: 'Robert Gabriel Mugabe', kind: 'person', birthYears: [1924], programme: 'ZWE' })
    expect(entries[1]!.kind).toBe('organization')
    expect(entries[1]!.aliases).toContain('Фронт на великите ислямски източни воини')
    expect(entries[2]!.aliases).toEqual(['Vladimir Vladimirovich PUTIN'])
  })

  it('reads the UK Sanctions List: name parts, non-Latin names, masked dates of birth, nationality; ships left out', () => {
    const entries = parseScreeningList('uk', [readScreeningFixture('uk-sanctions-list.xml')])
    expect(entries.map((e) => e.ref)).toEqual(['AFG0001', 'AFG0006'])
    expect(entries[1]).toMatchObject({ name: 'MOHAMMAD HASSAN AKHUND', kind: 'person', birthYears: [1945, 1946], nationalities: ['AF'], listedOn: '2001-01-25' })
    expect(entries[1]!.aliases).toContain('محمد حسن آخوند')
    expect(entries[0]!.aliases).toContain('Haji Alim Hawala')
  })

  it('refuses a file that is not the list it is said to be', () => {
    expect(() => parseScreeningList('un', ['<html><body>Service unavailable</body></html>'])).toThrow(/not a UN/)
    expect(() => parseScreeningList('eu', [readScreeningFixture('uk-sanctions-list.xml')])).toThrow(/not an EU/)
  })
})
