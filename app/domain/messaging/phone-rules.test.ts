import { describe, expect, it } from 'vitest'
import { parseMobileNumber, timeZonesOf } from './phone-number.ts'
import { quietUntil } from './quiet-hours.ts'
import { replyAction } from './reply-action.ts'

describe('A mobile number', () => {
  it('is read with or without its country code, and kept as E.164', () => {
    expect(parseMobileNumber('+254 712 345 678')).toEqual({ ok: true, number: '+254712345678', country: 'KE' })
    expect(parseMobileNumber('0712 345 678', 'KE')).toEqual({ ok: true, number: '+254712345678', country: 'KE' })
    expect(parseMobileNumber('080 3123 4567', 'NG')).toEqual({ ok: true, number: '+2348031234567', country: 'NG' })
  })
  it('is refused when it is not a number, or not a mobile line', () => {
    expect(parseMobileNumber('12345')).toEqual({ ok: false, error: 'messaging.numberInvalid' })
    expect(parseMobileNumber('not a phone')).toEqual({ ok: false, error: 'messaging.numberInvalid' })
    // Nairobi's landline exchange.
    expect(parseMobileNumber('+254 20 2222222')).toEqual({ ok: false, error: 'messaging.numberNotMobile' })
  })
  it('gives the time zones of its country', () => {
    expect(timeZonesOf('KE')).toEqual(['Africa/Nairobi'])
    expect(timeZonesOf('CD')).toEqual(['Africa/Kinshasa', 'Africa/Lubumbashi'])
  })
})

describe('Quiet hours', () => {
  it('hold a message sent at night until 07:00 in the member’s own time zone', () => {
    // 20:30 UTC is 23:30 in Nairobi: it waits until 07:00 there, 04:00 UTC.
    expect(quietUntil(new Date('2026-12-01T20:30:00Z'), 'Africa/Nairobi')?.toISOString()).toBe('2026-12-02T04:00:00.000Z')
    // 03:00 UTC is 04:00 in Lagos: 07:00 the same morning.
    expect(quietUntil(new Date('2026-12-01T03:00:00Z'), 'Africa/Lagos')?.toISOString()).toBe('2026-12-01T06:00:00.000Z')
    expect(quietUntil(new Date('2026-12-01T12:00:00Z'), 'Africa/Nairobi')).toBeNull()
    // 19:30 UTC: 21:30 in Johannesburg (quiet), 19:30 in Dakar (not yet).
    expect(quietUntil(new Date('2026-12-01T19:30:00Z'), 'Africa/Johannesburg')?.toISOString()).toBe('2026-12-02T05:00:00.000Z')
    expect(quietUntil(new Date('2026-12-01T19:30:00Z'), 'Africa/Dakar')).toBeNull()
  })
})

describe('A reply', () => {
  it('stops or starts the messages in any of our languages, whatever the case', () => {
    expect(replyAction(' stop ')).toBe('stop')
    expect(replyAction('Arrêt')).toBe('stop')
    expect(replyAction('SITISHA')).toBe('stop')
    expect(replyAction('إيقاف')).toBe('stop')
    expect(replyAction('start')).toBe('start')
    expect(replyAction('Please stop sending me these')).toBeNull()
  })
})
