import { describe, expect, it } from 'vitest'
import { parsePlaces, readPlaces } from './places.ts'

describe('Reading where a grant is open', () => {
  it.each([
    ['Kenya, Uganda and Tanzania', ['KE', 'TZ', 'UG']],
    ["Côte d'Ivoire, Sénégal et Mali", ['CI', 'ML', 'SN']],
    ['Ivory Coast and Ghana', ['CI', 'GH']],
    ['Moçambique, Angola e Guiné-Bissau', ['AO', 'GW', 'MZ']],
    ['Quénia, Cabo Verde e São Tomé e Príncipe', ['CV', 'KE', 'ST']],
    ['Niger and Nigeria', ['NE', 'NG']],
    ['South Sudan only (not Sudan)', ['SD', 'SS']],
    ['RDC, Cameroun et République centrafricaine', ['CD', 'CF', 'CM']],
    ['Afrique du Sud et Égypte', ['EG', 'ZA']],
    ['Msumbiji na Afrika Kusini', ['MZ', 'ZA']],
  ])('"%s" names %j', (text, codes) => {
    const places = parsePlaces(text)
    expect([...places.countryCodes].sort()).toEqual(codes)
    expect(places.countryScope).toBe(text)
  })

  it.each([
    ['Open to organisations in all African countries', ['pan_african']],
    ['Un programme panafricain', ['pan_african']],
    ['Programa pan-africano', ['pan_african']],
    ['Africa-wide', ['pan_african']],
    ['Sub-Saharan Africa', ['sub_saharan_africa']],
    ['Afrique subsaharienne', ['sub_saharan_africa']],
    ['África Subsariana', ['sub_saharan_africa']],
    ["Pays d'Afrique de l'Ouest", ['west_africa']],
    ['África Ocidental', ['west_africa']],
    ['East Africa', ['east_africa']],
    ['África Austral', ['southern_africa']],
    ['Southern Africa', ['southern_africa']],
    ['North Africa and the Maghreb', ['north_africa']],
    ['Afrique centrale', ['central_africa']],
  ])('"%s" is %j', (text, focus) => {
    expect(parsePlaces(text).geographicFocus).toEqual(expect.arrayContaining(focus))
    expect(parsePlaces(text).geographicFocus).toHaveLength(focus.length)
  })

  it('keeps a country and a region apart', () => {
    expect(parsePlaces('South Africa and Southern Africa')).toMatchObject({ countryCodes: ['ZA'], geographicFocus: ['southern_africa'] })
    expect(parsePlaces('Central African Republic')).toMatchObject({ countryCodes: ['CF'], geographicFocus: [] })
  })

  it.each([
    ['Kenyan and Ugandan youth groups', ['KE', 'UG']],
    ['organisations sénégalaises et maliennes', ['ML', 'SN']],
    ['associações moçambicanas e angolanas', ['AO', 'MZ']],
    ['South Sudanese refugees', ['SS']],
    ['Nigerian and Nigerien organisations', ['NE', 'NG']],
  ])('reads adjectives of nationality: "%s" names %j', (text, codes) => {
    expect([...parsePlaces(text).countryCodes].sort()).toEqual(codes)
  })

  it('does not read a lower-case common word as a country', () => {
    expect(parsePlaces('Mashirika yenye mali na rasilimali').countryCodes).toEqual([])
  })

  it('ignores countries outside Africa', () => {
    expect(parsePlaces('France, Brazil and Papua New Guinea').countryCodes).toEqual([])
  })
})

describe('Reading places in Arabic and in plain words', () => {
  it('reads Arabic country names, with "and" written onto the word', () => {
    expect(parsePlaces('تونس، الجزائر، المغرب، ليبيا').countryCodes).toEqual(['DZ', 'LY', 'MA', 'TN'])
    expect(parsePlaces('والمغرب وتونس').countryCodes).toEqual(['MA', 'TN'])
  })

  it('reads the Maghreb (المغرب العربي) as North Africa, not as Morocco', () => {
    expect(parsePlaces('الجمعيات الناشطة في بلدان المغرب العربي')).toMatchObject({ countryCodes: [], geographicFocus: ['north_africa'] })
  })

  it('reads "anywhere on the African continent" as pan-African', () => {
    expect(parsePlaces('The Fund gives grants to groups anywhere on the African continent.').geographicFocus).toEqual(['pan_african'])
  })
})

describe('Regions that cut across the AU regions are kept as the funder names them', () => {
  it.each([
    ['Open to NGOs registered in Sub-Saharan Africa.', ['sub_saharan_africa']],
    ['Ouvert aux organisations d’Afrique subsaharienne.', ['sub_saharan_africa']],
    ['Organizações da África Subsariana podem candidatar-se.', ['sub_saharan_africa']],
    ['Mashirika ya Afrika Kusini mwa Jangwa la Sahara yanaweza kuomba.', ['sub_saharan_africa']],
    ['الجمعيات العاملة في أفريقيا جنوب الصحراء', ['sub_saharan_africa']],
    ['Community groups working in the Sahel', ['sahel']],
    ['Les pays du Sahel (Afrique de l’Ouest)', ['west_africa', 'sahel']],
    ['Organizações que atuam no Sahel', ['sahel']],
    ['Vikundi vya jamii katika ukanda wa Sahel', ['sahel']],
    ['الجمعيات في منطقة الساحل', ['sahel']],
    ['Peacebuilding in the Great Lakes region', ['great_lakes']],
    ['Organisations de la région des Grands Lacs', ['great_lakes']],
    ['Organizações da região dos Grandes Lagos', ['great_lakes']],
    ['Mashirika ya eneo la Maziwa Makuu', ['great_lakes']],
    ['منظمات منطقة البحيرات العظمى', ['great_lakes']],
    ['Women farmers in East and Horn of Africa', ['east_africa', 'horn_of_africa']],
    ['Pastoralist communities in the Horn of Africa', ['horn_of_africa']],
    ['Ouvert aux organisations de la Corne de l’Afrique', ['horn_of_africa']],
    ['Comunidades do Corno de África', ['horn_of_africa']],
    ['Jamii za wafugaji katika Pembe ya Afrika', ['horn_of_africa']],
    ['المجتمعات الرعوية في القرن الأفريقي', ['horn_of_africa']],
  ])('"%s" is %j', (text, focus) => {
    expect(parsePlaces(text).geographicFocus).toEqual(focus)
  })

  it('does not read "Afrika Kusini mwa Jangwa la Sahara" as South Africa', () => {
    expect(parsePlaces('Afrika Kusini mwa Jangwa la Sahara').countryCodes).toEqual([])
  })
})

describe('What a country scope says besides its places', () => {
  it.each([
    'Chad',
    'Kenya, Uganda and Tanzania only',
    "Pays d'Afrique de l'Ouest",
    'Tchad et Niger uniquement',
    'Moçambique e Angola',
    'Nchi za Afrika Mashariki',
    'في تونس والمغرب فقط',
    'All African countries',
  ])('"%s" names places and nothing else', (scope) => {
    expect(readPlaces(scope).otherWords).toEqual([])
  })

  it.each([
    ['Kisumu County, Kenya', ['KE'], ['kisumu', 'county']],
    ['Worldwide', [], ['worldwide']],
    ['Kenya and India', ['KE'], ['india']],
    ['Papua New Guinea', [], ['papua', 'new', 'guinea']],
    ['Région de Dosso (Niger)', ['NE'], ['region', 'dosso']],
  ])('"%s" names %j and also says %j', (scope, codes, words) => {
    const read = readPlaces(scope)
    expect(read.countryCodes).toEqual(codes)
    expect(read.otherWords).toEqual(words)
  })
})
