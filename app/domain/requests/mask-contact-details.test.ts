import { describe, expect, it } from 'vitest'
import { hasContactDetails, maskContactDetails } from './mask-contact-details.ts'

const H = '[hidden]'
const mask = (text: string) => maskContactDetails(text, H)

describe('Contact details are hidden before a request is accepted', () => {
  it.each([
    ['Write to jane.doe@example.org please', `Write to ${H} please`],
    ['JANE+grants@Mail.Example.CO.KE.', `${H}.`],
    ['Mail me: wanjiru_k@gmail.com, or call', `Mail me: ${H}, or call`],
    ['jane @ example . org', H],
    ['amina@مؤسسة.org', H],
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

  it.each([
    'Our budget is $25,000 to $40,000 for 2026.',
    'Between 50000 and 120000 USD',
    'We ran programs in 2019 2020 2021 and 2022.',
    'Deadline 2026-12-31, report due 31/01/2027',
    'A grant of 1500000 KES covers 12 months',
    'Reached 350 schools and 12,400 pupils (98%).',
    'Look at this dot point: we meet at noon.',
    'Our office is at 14 Jinja Road, Kampala.',
    'The $1000000000 fund',
    'Version 2.0.1 of the report',
  ])('leaves ordinary text and figures alone: %j', (text) => {
    expect(mask(text)).toBe(text)
    expect(hasContactDetails(text)).toBe(false)
  })

  it('hides every detail in a longer message and keeps the rest', () => {
    const text = 'Hello! I am Amina (amina@ngo.org, +255 754 123 456).\nBudget: $12,000 by 2027.'
    expect(mask(text)).toBe(`Hello! I am Amina (${H}, ${H}).\nBudget: $12,000 by 2027.`)
    expect(hasContactDetails(text)).toBe(true)
  })
})
