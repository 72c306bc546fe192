import { describe, expect, it } from 'vitest'
import { RATES_DATE, USD_RATES } from '../../../catalog/exchange-rates.ts'
import { parseAmount, withCfaFranc } from './amounts.ts'

describe('Reading a funding amount', () => {
  it.each([
    ['Up to USD 50,000', null, 50_000, 'USD'],
    ['€10 000 – €25 000', 10_000, 25_000, 'EUR'],
    ['KES 2,000,000', 2_000_000, 2_000_000, 'KES'],
    ['R$ 100.000', 100_000, 100_000, 'BRL'],
    ['50 000 FCFA', 50_000, 50_000, 'XOF'],
    ['US$1.5 million', 1_500_000, 1_500_000, 'USD'],
    ['1,5 milhões de euros', 1_500_000, 1_500_000, 'EUR'],
    ['Jusqu’à 15 000 000 FCFA par projet', null, 15_000_000, 'XOF'],
    ['Entre 5.000 e 20.000 euros', 5_000, 20_000, 'EUR'],
    ['$1–2 million', 1_000_000, 2_000_000, 'USD'],
    ['From £5k to £20k', 5_000, 20_000, 'GBP'],
    ['R250 000', 250_000, 250_000, 'ZAR'],
    ['₦5,000,000', 5_000_000, 5_000_000, 'NGN'],
    ['Hadi TSh 10,000,000', null, 10_000_000, 'TZS'],
    ['At least EUR 100,000.50', 100_000.5, null, 'EUR'],
    ['$50K', 50_000, 50_000, 'USD'],
    ['50,000 USD', 50_000, 50_000, 'USD'],
    ['up to 10 million naira', null, 10_000_000, 'NGN'],
    ['KSh. 100,000', 100_000, 100_000, 'KES'],
    ['EUR 10.000,00', 10_000, 10_000, 'EUR'],
    ['10 000 à 25 000 euros', 10_000, 25_000, 'EUR'],
    ['de 10 000 a 50 000 dólares', 10_000, 50_000, 'USD'],
    ['£10,000-£50,000', 10_000, 50_000, 'GBP'],
    ['N$ 200,000', 200_000, 200_000, 'NAD'],
    ['GH₵ 50,000', 50_000, 50_000, 'GHS'],
    ['MZN 2.500.000,00', 2_500_000, 2_500_000, 'MZN'],
    ['Le montant maximum est de 20 millions de FCFA.', null, 20_000_000, 'XOF'],
    ['USD 5,000 - 10,000 per organisation', 5_000, 10_000, 'USD'],
    ['Kiasi: hadi Sh. 500,000', null, 500_000, null],
  ])('"%s" is %s to %s %s', (text, min, max, currency) => {
    const amount = parseAmount(text)
    expect([amount.min, amount.max, amount.currency]).toEqual([min, max, currency])
    expect(amount.text).toBe(text)
  })

  it('converts the top figure to US dollars and records the rate and its date', () => {
    const amount = parseAmount('KES 1,000,000 - KES 2,000,000')
    expect(amount.amountUsd).toBe(Math.round(2_000_000 / USD_RATES.KES))
    expect(amount.fxRate).toBe(USD_RATES.KES)
    expect(amount.fxDate).toBe(RATES_DATE)
    expect(parseAmount('Up to USD 50,000').amountUsd).toBe(50_000)
  })

  it('keeps a field value with no currency but converts nothing', () => {
    const amount = parseAmount('Montant : 25 000')
    expect([amount.min, amount.max, amount.currency, amount.amountUsd]).toEqual([25_000, 25_000, null, null])
  })

  it('does not read years, dates or counts in prose as money', () => {
    expect(parseAmount('In 2027 we will support 40 organisations across 12 countries with our programme of small grants.').min).toBeNull()
    expect(parseAmount('Varies').max).toBeNull()
    expect(parseAmount('').text).toBeNull()
  })

  it('finds the figure in a sentence of prose and keeps the part around it', () => {
    const amount = parseAmount(
      'The Foundation will award grants to registered community-based organisations working in rural areas of up to USD 75,000 each for a period of two years, subject to the availability of funds.',
    )
    expect([amount.min, amount.max, amount.currency]).toEqual([null, 75_000, 'USD'])
    expect(amount.text).toContain('USD 75,000')
  })
})

describe('Reading amounts written as African and European funders write them', () => {
  it.each([
    ['up to £75k over two years', null, 75_000, 'GBP'],
    ['Grants will range from EUR 400,000 to EUR 1.2m per consortium', 400_000, 1_200_000, 'EUR'],
    ['A non-refundable grant of N5,000,000 (Five Million Naira)', 5_000_000, 5_000_000, 'NGN'],
    ['Grants of between GH₵ 50,000 and GH₵ 200,000', 50_000, 200_000, 'GHS'],
    ['Up to TZS 50 million per grant (approx. USD 19,000)', null, 50_000_000, 'TZS'],
    ['Between R 100 000 and R 500 000', 100_000, 500_000, 'ZAR'],
    ['تتراوح قيمة المنحة بين 10.000 و30.000 دينار تونسي', 10_000, 30_000, 'TND'],
  ])('"%s" is %s–%s %s', (text, min, max, currency) => {
    expect(parseAmount(text)).toMatchObject({ min, max, currency })
  })
})

describe('Reading amounts as funders across the continent write them', () => {
  it.each([
    // A floor and a ceiling stated in words.
    ['Grants range from a minimum of USD 20,000 and a maximum of USD 80,000 per organisation.', 20_000, 80_000, 'USD'],
    ['Le montant minimum de la subvention est de 5 000 000 FCFA et le montant maximum de 20 000 000 FCFA.', 5_000_000, 20_000_000, 'XOF'],
    ['O valor mínimo é de 500.000 MT e o valor máximo de 2.000.000 MT.', 500_000, 2_000_000, 'MZN'],
    ['Kiwango cha chini ni KSh 200,000 na kiwango cha juu ni KSh 1,000,000.', 200_000, 1_000_000, 'KES'],
    ['الحد الأدنى للمنحة 10,000 دولار والحد الأقصى 50,000 دولار', 10_000, 50_000, 'USD'],
    // Ranges joined by words.
    ['Subvenções entre 15.000 e 45.000 euros por projeto.', 15_000, 45_000, 'EUR'],
    ['Des subventions entre 1,5 et 3 millions de FCFA.', 1_500_000, 3_000_000, 'XOF'],
    ['Apoios de 500 000 MT a 2 000 000 MT por associação.', 500_000, 2_000_000, 'MZN'],
    ['Ruzuku ni kati ya KSh 100,000 na KSh 500,000.', 100_000, 500_000, 'KES'],
    ['Ruzuku za TSh 5,000,000 hadi TSh 20,000,000 kwa kila kikundi.', 5_000_000, 20_000_000, 'TZS'],
    ['تتراوح قيمة المنحة بين 10.000 و30.000 دينار تونسي', 10_000, 30_000, 'TND'],
    // Ceilings.
    ['O montante máximo é de 2.000.000 MT.', null, 2_000_000, 'MZN'],
    ['تصل قيمة المنحة حتى 30.000 دينار تونسي', null, 30_000, 'TND'],
    ['Up to EUR 1.250.000,50 per consortium', null, 1_250_000.5, 'EUR'],
  ])('"%s" is %s to %s %s', (text, min, max, currency) => {
    const amount = parseAmount(text)
    expect([amount.min, amount.max, amount.currency]).toEqual([min, max, currency])
  })

  it.each([
    ['2 000 000 MT', 'MZN'],
    ['Kz 3.000.000', 'AOA'],
    ['USh 80,000,000', 'UGX'],
    ['Br 500,000', 'ETB'],
    ['500 000 birr', 'ETB'],
    ['500 000 DA', 'DZD'],
    ['300 000 DH', 'MAD'],
    ['500,000 ج.م', 'EGP'],
    ['GH₵ 50,000', 'GHS'],
    ['XAF 20 000 000', 'XAF'],
  ])('"%s" is in %s', (text, currency) => {
    expect(parseAmount(text).currency).toBe(currency)
  })

  it('does not read the Portuguese word "da" or a lower-case "mt" as a currency', () => {
    expect(parseAmount('Beneficia 1.000 da população rural com 5.000 euros').currency).toBe('EUR')
    expect(parseAmount('a 3000 mt altitude').currency).toBeNull()
  })

  it('does not pair a floor with a ceiling in another currency', () => {
    expect(parseAmount('A minimum of EUR 10,000 and a maximum of USD 50,000')).toMatchObject({ min: 10_000, max: null, currency: 'EUR' })
  })
})

describe('Telling the two CFA francs apart', () => {
  const fcfa = parseAmount('entre 20 et 60 millions de FCFA')
  it('reads FCFA in Cameroon, Gabon and Congo as the Central African franc (XAF)', () => {
    expect(withCfaFranc(fcfa, ['CG', 'CM', 'GA'], [])).toMatchObject({ currency: 'XAF', min: 20_000_000, max: 60_000_000 })
    expect(withCfaFranc(fcfa, [], ['central_africa']).currency).toBe('XAF')
  })
  it('keeps FCFA in Senegal, or with no place named, as the West African franc (XOF)', () => {
    expect(withCfaFranc(fcfa, ['SN', 'CI'], []).currency).toBe('XOF')
    expect(withCfaFranc(fcfa, [], []).currency).toBe('XOF')
    expect(withCfaFranc(parseAmount('XOF 5 000 000'), ['CM'], []).currency).toBe('XOF')
  })
})
