import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import { REMINDER_DAYS } from '../../catalog/reminders.ts'
import { buildCalendar, type CalendarDeadline } from './build-calendar.ts'

const APP = { appName: 'Harambee', appUrl: 'https://grants.example.org' }
const WATER: CalendarDeadline = {
  grantId: '0b9c1a52-6a3e-4c1e-9a57-1f1f1f1f1f01',
  title: 'Water, sanitation; hygiene \\ schools\nphase two',
  funder: 'Baobab Futures Foundation',
  deadline: '2027-03-15',
  updatedAt: new Date('2026-11-20T08:30:00Z'),
}
const ARABIC_TITLE = 'منحة المياه النظيفة والصرف الصحي للمدارس الريفية في السودان وتشاد ومصر: دعم المنظمات المجتمعية الصغيرة في المناطق النائية'
const ARABIC: CalendarDeadline = {
  grantId: '0b9c1a52-6a3e-4c1e-9a57-1f1f1f1f1f02',
  title: ARABIC_TITLE,
  funder: 'الصندوق العربي للتنمية',
  deadline: '2027-01-31',
  updatedAt: new Date('2026-11-21T12:00:00Z'),
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { calendar, events: calendar.getAllSubcomponents('vevent') }
}

describe('buildCalendar', () => {
  const text = buildCalendar({ ...APP, deadlines: [WATER, ARABIC] })
  const { calendar, events } = parse(text)

  it('is an iCalendar 2.0 file with a PRODID and the calendar’s name', () => {
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/Harambee\/\//)
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Harambee: grant deadlines')
  })

  it('has one all-day event per grant on its deadline, with a stable UID, a SEQUENCE and the grant’s page', () => {
    expect(events).toHaveLength(2)
    const [water, arabic] = events
    const start = water.getFirstProperty('dtstart')!
    expect(start.type).toBe('date')
    expect((start.getFirstValue() as ICAL.Time).toString()).toBe('2027-03-15')
    expect((water.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2027-03-16')
    expect(water.getFirstPropertyValue('uid')).toBe(`deadline-${WATER.grantId}@grants.example.org`)
    expect(arabic.getFirstPropertyValue('uid')).toBe(`deadline-${ARABIC.grantId}@grants.example.org`)
    expect(water.getFirstPropertyValue('url')).toBe(`https://grants.example.org/grant/${WATER.grantId}`)
    expect(water.getFirstPropertyValue('sequence')).toBeGreaterThan(0)
    // The same rows give the same file: a calendar that polls sees no change until a grant changes.
    expect(buildCalendar({ ...APP, deadlines: [WATER, ARABIC] })).toBe(text)
  })

  it('raises SEQUENCE when the grant is edited, and keeps the UID', () => {
    const edited = parse(buildCalendar({ ...APP, deadlines: [{ ...WATER, deadline: '2027-04-01', updatedAt: new Date('2026-11-25T09:00:00Z') }] })).events[0]
    expect(edited.getFirstPropertyValue('uid')).toBe(events[0].getFirstPropertyValue('uid'))
    expect(Number(edited.getFirstPropertyValue('sequence'))).toBeGreaterThan(Number(events[0].getFirstPropertyValue('sequence')))
  })

  it('reminds 14, 7 and 1 days before, at 09:00', () => {
    const alarms = events[0].getAllSubcomponents('valarm')
    expect(alarms).toHaveLength(REMINDER_DAYS.length)
    expect(alarms.map((a) => a.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY', 'DISPLAY'])
    const triggers = alarms.map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds())
    expect(triggers).toEqual(REMINDER_DAYS.map((days) => -(days * 86_400 - 9 * 3_600)))
    expect(alarms[2].getFirstPropertyValue('description')).toContain('1 day left to apply')
  })

  it('escapes commas, semicolons, backslashes and line breaks, and reads them back as written', () => {
    expect(text).toContain('Water\\, sanitation\\; hygiene \\\\ schools\\nphase two')
    expect(events[0].getFirstPropertyValue('summary')).toBe(`Deadline: ${WATER.title}`)
    expect(events[0].getFirstPropertyValue('description')).toContain(`from ${WATER.funder}`)
  })

  it('folds every line at 75 octets and ends each with CRLF, a long Arabic title included', () => {
    expect(text.endsWith('\r\n')).toBe(true)
    const lines = text.split('\r\n').slice(0, -1)
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true)
    const longest = Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')))
    expect(longest).toBeLessThanOrEqual(75)
    expect(events[1].getFirstPropertyValue('summary')).toBe(`Deadline: ${ARABIC_TITLE}`)
  })

  it('writes the titles in the member’s language, an Arabic title round-tripping whole', () => {
    const arabicText = withLanguage('ar', () => buildCalendar({ ...APP, deadlines: [ARABIC] }))
    const [event] = parse(arabicText).events
    const summary = event.getFirstPropertyValue('summary') as string
    expect(summary.startsWith('الموعد النهائي:')).toBe(true)
    expect(summary).toContain(ARABIC_TITLE)
    expect(Math.max(...arabicText.split('\r\n').map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(75)
    const french = parse(withLanguage('fr', () => buildCalendar({ ...APP, deadlines: [WATER] })))
    expect(french.events[0].getFirstPropertyValue('summary')).toBe(`Date limite\u00a0: ${WATER.title}`)
    expect(french.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Harambee\u00a0: dates limites des subventions')
  })

  it('is a valid calendar with no events at all', () => {
    const empty = parse(buildCalendar({ ...APP, deadlines: [] }))
    expect(empty.events).toHaveLength(0)
    expect(empty.calendar.getFirstPropertyValue('version')).toBe('2.0')
  })
})
