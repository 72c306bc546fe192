import { describe, expect, it } from 'vitest'
import { answerFor } from '../assistant/local-model/local-model.server.ts'
import { eligibilityMessages } from './check-eligibility.server.ts'
import { normaliseForQuote, quoteFound, readEligibilityAnswer } from './quote-check.ts'
import { checkSourceMarks, draftPieces } from './source-marks.ts'

const GRANT = `Fonds pour l’eau potable

Le fonds soutient les associations qui travaillent sur l'accès à l'eau.
Les organisations basées au Sénégal ou au Mali peuvent postuler.
Les entreprises privées ne sont pas éligibles.`

describe('The quote checker', () => {
  it('finds a sentence as written, across folded lines, case, the shape of apostrophes and the quotation marks around it', () => {
    expect(quoteFound('Les organisations basées au Sénégal ou au Mali peuvent postuler.', GRANT)).toBe(true)
    expect(quoteFound('les  organisations basées\n au Sénégal ou au Mali', GRANT)).toBe(true)
    expect(quoteFound('Le fonds soutient les associations qui travaillent sur l’accès à l’eau.', GRANT)).toBe(true)
    expect(quoteFound('« Les entreprises privées ne sont pas éligibles. »', GRANT)).toBe(true)
    expect(quoteFound('"Les entreprises privées ne sont pas éligibles."', GRANT)).toBe(true)
  })

  it('refuses a made-up sentence, a changed word, and a quote too short to mean anything', () => {
    expect(quoteFound('Les organisations basées au Kenya peuvent postuler.', GRANT)).toBe(false)
    expect(quoteFound('Les organisations basées au Sénégal ou au Niger peuvent postuler.', GRANT)).toBe(false)
    expect(quoteFound('eau', GRANT)).toBe(false)
    expect(quoteFound('', GRANT)).toBe(false)
  })

  it('normalises whitespace, dashes and quotation marks only', () => {
    expect(normaliseForQuote('  A\u00a0–\tB “c” ’d’ ')).toBe(`a - b "c" 'd'`)
  })
})

describe("Reading the model's answer", () => {
  const sent = ['name', 'country', 'sectors']
  it('keeps a found quote, blanks and marks an invented one, and drops fields that were not sent', () => {
    const content = JSON.stringify({
      verdict: 'yes',
      reasons: [
        { text: 'Your country is named.', quote: 'Les organisations basées au Sénégal ou au Mali peuvent postuler.', fields: ['country', 'mission', 'password'] },
        { text: 'Invented.', quote: 'Toutes les ONG africaines sont éligibles sans condition.', fields: ['sectors'] },
      ],
    })
    const answer = readEligibilityAnswer(`Here it is:\n\`\`\`json\n${content}\n\`\`\``, GRANT, sent)
    expect(answer?.verdict).toBe('yes')
    expect(answer?.reasons).toEqual([
      { text: 'Your country is named.', quote: 'Les organisations basées au Sénégal ou au Mali peuvent postuler.', found: true, fields: ['country'] },
      { text: 'Invented.', quote: '', found: false, fields: ['sectors'] },
    ])
  })

  it('is no answer when the verdict is not yes, no or unclear, when there are no reasons, or when it is not JSON', () => {
    expect(readEligibilityAnswer(JSON.stringify({ verdict: 'maybe', reasons: [{ text: 'x', quote: '' }] }), GRANT, sent)).toBeNull()
    expect(readEligibilityAnswer(JSON.stringify({ verdict: 'yes', reasons: [] }), GRANT, sent)).toBeNull()
    expect(readEligibilityAnswer('Yes, you are eligible.', GRANT, sent)).toBeNull()
  })
})

describe("The local model's eligibility answer", () => {
  it('quotes real sentences of the grant that name the profile, and its quotes pass the checker', () => {
    const messages = eligibilityMessages({ name: 'Dakar Eau Vive', country: 'Sénégal', sectors: 'Santé' }, GRANT, 'fr')
    const { task, content } = answerFor(messages)
    expect(task).toBe('eligibility')
    const answer = readEligibilityAnswer(content, GRANT, ['name', 'country', 'sectors'])
    expect(answer?.verdict).toBe('yes')
    expect(answer?.reasons[0]).toMatchObject({ quote: 'Les organisations basées au Sénégal ou au Mali peuvent postuler.', found: true, fields: ['country'] })
    expect(answerFor(messages).content).toBe(content)
  })

  it('answers no when the sentence naming the organization excludes it, and unclear when nothing names it', () => {
    const no = readEligibilityAnswer(answerFor(eligibilityMessages({ orgType: 'entreprises privées' }, GRANT, 'fr')).content, GRANT, ['orgType'])
    expect(no?.verdict).toBe('no')
    expect(no?.reasons[0].quote).toBe('Les entreprises privées ne sont pas éligibles.')
    const unclear = readEligibilityAnswer(answerFor(eligibilityMessages({ country: 'Kenya' }, GRANT, 'fr')).content, GRANT, ['country'])
    expect(unclear?.verdict).toBe('unclear')
    expect(unclear?.reasons[0].found).toBe(true)
  })
})

describe('Source marks', () => {
  it('keeps marks naming a field that was sent, and turns any other into [from: ?]', () => {
    const { body, unsourced } = checkSourceMarks('Works in Kenya [from: country]. Founded 1990 [from: yearFounded]. Rich [from:  budget ].', ['country'])
    expect(body).toBe('Works in Kenya [from: country]. Founded 1990 [from: ?]. Rich [from: ?].')
    expect(unsourced).toBe(2)
  })

  it('cuts a draft into text and labels', () => {
    expect(draftPieces('A [from: mission] B [from: ?]')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'mark', field: 'mission' },
      { kind: 'text', text: ' B ' },
      { kind: 'mark', field: null },
    ])
  })
})
