import { describe, expect, it } from 'vitest'
import { isPast, parseDeadline } from './dates.ts'

const fetchedOn = new Date('2026-11-23T08:00:00Z')

describe('Reading a deadline as funders write it', () => {
  it.each([
    ['Deadline: 15 March 2027', '2027-03-15'],
    ['Applications close on 31 January 2027 at 17:00 GMT', '2027-01-31'],
    ['Date limite : 15 mars 2027', '2027-03-15'],
    ['Clôture des candidatures le 3 février 2027 à minuit', '2027-02-03'],
    ['Prazo: 30 de abril de 2027', '2027-04-30'],
    ['Data limite de candidatura: 15/05/2027', '2027-05-15'],
    ['31/03/2027', '2027-03-31'],
    ['2027-01-15', '2027-01-15'],
    ['March 5, 2027', '2027-03-05'],
    ['15th of March, 2027', '2027-03-15'],
    ['15.03.2027', '2027-03-15'],
    ['Mar 15, 2027 11:59 PM EST', '2027-03-15'],
    ['31 mars 2027 à 17h00 (heure de Dakar)', '2027-03-31'],
    ['1er février 2027', '2027-02-01'],
    ['até 15 de março de 2027', '2027-03-15'],
    ['05/02/2027', '2027-02-05'],
  ])('"%s" is %s', (text, iso) => {
    const parsed = parseDeadline(text, fetchedOn)
    expect(parsed.deadline).toBe(iso)
    expect(parsed.isRolling).toBe(false)
    expect(parsed.text).toBe(text)
  })

  it('takes the closing date, not the opening date, when both are given', () => {
    expect(parseDeadline('Opens 1 December 2026; the deadline is 28 February 2027.', fetchedOn).deadline).toBe('2027-02-28')
    expect(parseDeadline('Ouverture le 1er décembre 2026, clôture le 28 février 2027', fetchedOn).deadline).toBe('2027-02-28')
  })

  it('sees a past date as past rather than moving it to next year', () => {
    const parsed = parseDeadline('Deadline: 1 June 2026', fetchedOn)
    expect(parsed.deadline).toBe('2026-06-01')
    expect(isPast(parsed.deadline, fetchedOn)).toBe(true)
    expect(isPast('2026-11-23', fetchedOn)).toBe(false)
  })

  it.each(['Applications are accepted on a rolling basis', 'Open until filled', 'Candidatures en continu', 'Dépôt au fil de l’eau', 'Candidaturas em fluxo contínuo', 'Ongoing'])(
    '"%s" is rolling',
    (text) => {
      const parsed = parseDeadline(text, fetchedOn)
      expect(parsed.isRolling).toBe(true)
      expect(parsed.deadline).toBeNull()
      expect(parsed.text).toBe(text)
    },
  )

  it('finds nothing in text without a date', () => {
    expect(parseDeadline('To be announced', fetchedOn)).toEqual({ deadline: null, isRolling: false, text: null })
    expect(parseDeadline('Every Friday at 10:00', fetchedOn).deadline).toBeNull()
    expect(parseDeadline('', fetchedOn).text).toBeNull()
  })

  it('keeps only the sentence with the date from a long paragraph', () => {
    const prose =
      'The Fund supports community organisations working on climate adaptation across East Africa. Applications must be submitted through the portal no later than 12 April 2027. Late applications will not be considered under any circumstances whatsoever.'
    const parsed = parseDeadline(prose, fetchedOn)
    expect(parsed.deadline).toBe('2027-04-12')
    expect(parsed.text).toBe('Applications must be submitted through the portal no later than 12 April 2027.')
  })
})

describe('Reading a Swahili deadline', () => {
  it('reads Swahili month names', () => {
    expect(parseDeadline('Tarehe ya mwisho: 31 Machi 2027', fetchedOn).deadline).toBe('2027-03-31')
    expect(parseDeadline('Mwisho wa kutuma maombi ni tarehe 15 Julai 2027', fetchedOn).deadline).toBe('2027-07-15')
  })
})

describe('Reading deadlines in more of the ways funders write them', () => {
  it.each([
    ['Deadline: 5pm EAT, 14 February 2027', '2027-02-14'],
    ['Closing Date – 2027-03-01 , 23:59 GMT', '2027-03-01'],
    ['Submit by 30/06/2027, 17:00 CAT', '2027-06-30'],
    ['Application deadline 19.03.2027', '2027-03-19'],
    ['Application closes on Friday, 29th January, 2027 by 11:59pm (WAT).', '2027-01-29'],
    ['not later than 12:00 noon on Wednesday, 31st March, 2027', '2027-03-31'],
    ['آخر أجل لتقديم الترشحات هو يوم الجمعة 30 أفريل 2027 على الساعة منتصف الليل', '2027-04-30'],
    ['الموعد النهائي: ١٥ مارس ٢٠٢٧', '2027-03-15'],
    ['آخر موعد: 1 تموز 2027', '2027-07-01'],
  ])('"%s" is %s', (text, iso) => {
    expect(parseDeadline(text, fetchedOn).deadline).toBe(iso)
  })

  it('does not count a relative phrase ("within eight weeks") from the day the page was read', () => {
    expect(parseDeadline('The panel replies within eight weeks of each review.', fetchedOn).deadline).toBeNull()
  })
})
