import { describe, expect, it } from 'vitest'
import { DISGUISED_ADDRESSES, DISGUISED_PHONE_NUMBERS, HIDDEN, ORDINARY_TEXT, ZWSP } from './contact-detail-cases.ts'
import { containsContactDetails, maskContactDetails } from './mask-contact-details.ts'

const H = HIDDEN
const mask = (text: string) => maskContactDetails(text, H)

describe('Contact details are hidden before a request is accepted', () => {
  it("removes the sender's direction controls but keeps the isolates the caller puts around its mark", () => {
    expect(maskContactDetails('Alice \u202Egro.elpmaxe@ecila\u202C', '\u2068[hidden]\u2069')).toBe('Alice \u2068[hidden]\u2069')
  })

  it.each([
    ['Write to jane.doe@example.org please', `Write to ${H} please`],
    ['JANE+grants@Mail.Example.CO.KE.', `${H}.`],
    ['Mail me: wanjiru_k@gmail.com, or call', `Mail me: ${H}, or call`],
    ['jane @ example . org', H],
    ['amina@مؤسسة.org', H],
    ['Write to jane@example.org. Then call.', `Write to ${H}. Then call.`],
    ['jane@example. org', H],
    ['JANE@EXAMPLE. ORG today', `${H} today`],
  ])('hides the email address in %j', (text, shown) => {
    expect(mask(text)).toBe(shown)
  })

  it.each([
    ['jane [at] example [dot] org', H],
    ['jane(at)example(dot)org', H],
    ['jane {AT} example {dot} co {dot} ke', H],
    ['jane at example dot org', H],
    ['Reach me: Jane AT example DOT co DOT ke today', `Reach me: ${H} today`],
    ['jane [at] example.org', H],
  ])('hides the written-out address in %j', (text, shown) => {
    expect(mask(text)).toBe(shown)
  })

  it.each([
    ['Call +254 712 345 678 after 5', `Call ${H} after 5`],
    ['Call 0712345678', `Call ${H}`],
    ['WhatsApp: +254712345678.', `WhatsApp: ${H}.`],
    ['0 7 1 2 3 4 5 6 7 8', H],
    ['(020) 123-4567 office', `${H} office`],
    ['+234-803-123-4567', H],
    ['+27 82.555.0199', H],
    ['call 0712 345678 or 0733-111-222', `call ${H} or ${H}`],
  ])('hides the phone number in %j', (text, shown) => {
    expect(mask(text)).toBe(shown)
  })

  // Issue 23: each of these reached the expert unmasked. The cases are data (contact-detail-cases.ts), shared with the end-to-end probe.
  it.each(DISGUISED_ADDRESSES)('hides an address with %s: %j', (_how, text, shown) => {
    expect(mask(text)).toBe(shown)
    expect(containsContactDetails(text)).toBe(true)
  })

  it.each(DISGUISED_PHONE_NUMBERS)('hides a phone number with %s: %j', (_how, text, shown) => {
    expect(mask(text)).toBe(shown)
    expect(containsContactDetails(text)).toBe(true)
  })

  // What must NOT be hidden: ordinary prose and figures (contact-detail-cases.ts).
  it.each(ORDINARY_TEXT)('leaves ordinary text and figures alone: %j', (text) => {
    expect(mask(text)).toBe(text)
    expect(containsContactDetails(text)).toBe(false)
  })

  it('hides every detail in a longer message and keeps the rest', () => {
    const text = 'Hello! I am Amina (amina@ngo.org, +255 754 123 456).\nBudget: $12,000 by 2027.'
    expect(mask(text)).toBe(`Hello! I am Amina (${H}, ${H}).\nBudget: $12,000 by 2027.`)
    expect(containsContactDetails(text)).toBe(true)
  })

  it('keeps characters beyond the basic plane around a detail as written', () => {
    expect(mask('👋🏽 Call 0712 345 678 😀 or 𝒜𝒷 jane@example.org 🙏')).toBe(`👋🏽 Call ${H} 😀 or 𝒜𝒷 ${H} 🙏`)
  })

  it('keeps the invisible characters and the text around a detail as written', () => {
    const text = `Salut\u200Bà tous ! Écrivez à jane${ZWSP}@example.org, merci.`
    expect(mask(text)).toBe(`Salut\u200Bà tous ! Écrivez à ${H}, merci.`)
  })

  // A pattern that backtracks without end would hang here until the test's own limit; how fast it
  // answers is measured in bench/, never asserted in a test.
  it('finishes on a long hostile text and still hides the detail in it', () => {
    const text = `${'a.'.repeat(3000)}@ ${'1 '.repeat(3000)}${'jane at '.repeat(500)}`
    expect(mask(text)).toContain(H)
  })
})
