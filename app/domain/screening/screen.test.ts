import { describe, expect, it } from 'vitest'
import { screen } from './screen.ts'
import { fixtureScreeningIndex } from './screening-fixtures.ts'

const index = fixtureScreeningIndex()
const ids = (hits: ReturnType<typeof screen>) => hits.flatMap((hit) => hit.reasons.map((reason) => reason.id))

describe('screening a name against the lists', () => {
  it('finds a listed person written in another romanisation, and says so', () => {
    const [hit] = screen(index, { name: 'Muhammad Hasan Akhoond', kind: 'person' })
    expect(hit).toMatchObject({ list: 'uk', entryRef: 'AFG0006', listedName: 'MOHAMMAD HASSAN AKHUND', listVersionId: 4 })
    expect(ids([hit!])).toContain('screening.reason.transliteration')
  })

  it('finds a listed person by the Arabic-script name the list gives', () => {
    const hits = screen(index, { name: 'محمد حسن آخوند', kind: 'person' })
    expect(hits[0]).toMatchObject({ entryRef: 'AFG0006', matchedName: 'محمد حسن آخوند' })
    expect(ids(hits.slice(0, 1))).toContain('screening.reason.alias')
  })

  it('finds a person listed only in Latin letters from a name written in Arabic script', () => {
    const hit = screen(index, { name: 'برزان إبراهيم حسن التكريتي', kind: 'person' }).find((h) => h.list === 'ofac')
    expect(hit).toMatchObject({ entryRef: '7880', listedName: 'Barzan Ibrahim Hassan AL-TIKRITI' })
    expect(ids([hit!])).toEqual(expect.arrayContaining(['screening.reason.otherScript', 'screening.reason.transliteration']))
  })

  it('finds a listed person from a name written in Cyrillic', () => {
    expect(screen(index, { name: 'Владимир Владимирович Путин', kind: 'person' })[0]).toMatchObject({ list: 'eu', entryRef: '135909' })
  })

  it('finds names given in another order and with initials, with those reasons', () => {
    const reordered = screen(index, { name: 'Badege Eric', kind: 'person' })
    expect(reordered[0]).toMatchObject({ entryRef: 'CDi.001' })
    expect(ids(reordered.slice(0, 1))).toContain('screening.reason.differentOrder')
    const initials = screen(index, { name: 'R. G. Mugabe', kind: 'person' })
    expect(initials[0]).toMatchObject({ entryRef: 'EU.36.64' })
    expect(ids(initials.slice(0, 1))).toContain('screening.reason.initials')
  })

  it('finds an organization by an alias the list gives, and names the alias', () => {
    const [hit] = screen(index, { name: 'Great Islamic Eastern Warriors Front', kind: 'organization' })
    expect(hit).toMatchObject({ list: 'eu', entryRef: 'EU.3523.13', matchedName: 'Great Islamic Eastern Warriors Front' })
    expect(hit!.reasons).toContainEqual({ id: 'screening.reason.alias', params: { alias: 'Great Islamic Eastern Warriors Front' } })
  })

  it('compares persons with listed persons and organizations with listed organizations', () => {
    expect(screen(index, { name: 'Eric Badege', kind: 'organization' })).toEqual([])
    expect(screen(index, { name: 'Aerocaribbean Airlines Ltd', kind: 'organization' })[0]).toMatchObject({ list: 'ofac', entryRef: '36' })
  })

  it('keeps a namesake whose year of birth differs as a possible match, with a lower score and the reason', () => {
    const same = screen(index, { name: 'Eric Badege', kind: 'person', yearOfBirth: 1971, nationality: 'CD' })[0]!
    const older = screen(index, { name: 'Eric Badege', kind: 'person', yearOfBirth: 1950 })[0]!
    expect(same.reasons).toContainEqual({ id: 'screening.reason.yearOfBirthMatches', params: { year: 1971 } })
    expect(same.reasons).toContainEqual({ id: 'screening.reason.nationalityMatches', params: { country: 'CD' } })
    expect(older.reasons).toContainEqual({ id: 'screening.reason.yearOfBirthDiffers', params: { listed: '1971', given: 1950 } })
    expect(older.score).toBeLessThan(same.score)
  })

  it('separates a namesake whose year of birth and nationality both differ', () => {
    expect(screen(index, { name: 'Eric Badege', kind: 'person', yearOfBirth: 1950, nationality: 'KE' })).toEqual([])
  })

  it('does not flag people who only share a first name or a family name with a listed person', () => {
    expect(screen(index, { name: 'Eric Mensah', kind: 'person' })).toEqual([])
    expect(screen(index, { name: 'Robert Kamau', kind: 'person' })).toEqual([])
    expect(screen(index, { name: 'Save the Children Kenya', kind: 'organization' })).toEqual([])
  })

  it('says which lists it screened against; an index with no lists finds nothing', async () => {
    expect(Object.keys(index.versions).sort()).toEqual(['eu', 'ofac', 'uk', 'un'])
    const { buildScreeningIndex } = await import('./build-screening-index.ts')
    expect(screen(buildScreeningIndex([], {}), { name: 'Eric Badege', kind: 'person' })).toEqual([])
  })
})
