import { describe, expect, it } from 'vitest'
import { findAfricanPlaces } from './places-lite.ts'

describe('Finding African places in a record’s words', () => {
  it('reads country names in English, French and Portuguese, with or without accents', () => {
    expect(findAfricanPlaces('Projects in Cameroun, Côte d’Ivoire and Quênia').countryCodes).toEqual(['CM', 'CI', 'KE'])
    expect(findAfricanPlaces('COTE D IVOIRE et Sénégal').countryCodes).toEqual(['CI', 'SN'])
    expect(findAfricanPlaces('Moçambique e África do Sul').countryCodes).toEqual(['MZ', 'ZA'])
    expect(findAfricanPlaces('Partners in the DRC and Congo-Brazzaville').countryCodes).toEqual(['CD', 'CG'])
  })

  it('does not read a shorter name inside a longer one', () => {
    expect(findAfricanPlaces('Nigeria').countryCodes).toEqual(['NG'])
    expect(findAfricanPlaces('South Sudan').countryCodes).toEqual(['SS'])
    expect(findAfricanPlaces('Equatorial Guinea and Guinea-Bissau').countryCodes).toEqual(['GQ', 'GW'])
    const car = findAfricanPlaces('Central African Republic')
    expect(car).toEqual({ countryCodes: ['CF'], geographicFocus: [], mentions: ['Central African Republic'] })
  })

  it('reads regions as written (sub-Saharan Africa, the Sahel, the Great Lakes, the Horn of Africa are regions of their own), and pan-African calls', () => {
    expect(findAfricanPlaces("Afrique de l'Ouest").geographicFocus).toEqual(['west_africa'])
    expect(findAfricanPlaces('África Austral').geographicFocus).toEqual(['southern_africa'])
    expect(findAfricanPlaces('Sub-Saharan Africa').geographicFocus).toEqual(['sub_saharan_africa'])
    expect(findAfricanPlaces('Pays du Sahel et Afrique de l’Ouest').geographicFocus).toEqual(['west_africa', 'sahel'])
    expect(findAfricanPlaces('the Great Lakes region and the Horn of Africa').geographicFocus).toEqual(['great_lakes', 'horn_of_africa'])
    expect(findAfricanPlaces('a pan-African network').geographicFocus).toEqual(['pan_african'])
    expect(findAfricanPlaces('Southern Africa and South Africa')).toMatchObject({ countryCodes: ['ZA'], geographicFocus: ['southern_africa'] })
  })

  it('reads "Africa" alone as pan-African, only when nothing more precise is named', () => {
    expect(findAfricanPlaces('Innovation across the continent of Africa')).toMatchObject({ geographicFocus: ['pan_african'], mentions: ['Africa'] })
    expect(findAfricanPlaces('African organisations in Ghana')).toMatchObject({ countryCodes: ['GH'], geographicFocus: [] })
  })

  it('does not take African American communities, Papua New Guinea or Guinea worm for places in Africa', () => {
    for (const text of ['Serving African American families in Georgia', 'Schools in Papua New Guinea', 'Guinea worm eradication', 'Maurice Sendak library']) {
      expect(findAfricanPlaces(text), text).toEqual({ countryCodes: [], geographicFocus: [], mentions: [] })
    }
  })

  it('lists each place once, as first written, in the order of the text', () => {
    expect(findAfricanPlaces('Kenya and West Africa; West African NGOs registered in Kenya or Ghana').mentions).toEqual(['Kenya', 'West Africa', 'Ghana'])
  })
})
