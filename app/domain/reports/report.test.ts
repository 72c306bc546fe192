import { describe, expect, it } from 'vitest'
import { withLanguage } from '../../i18n/language.server.ts'
import { applicationAnalytics, successRate } from '../dashboard/application-analytics.ts'
import { nextPeriod, periodLabel, periodStart, periodsBetween } from './period.ts'
import { NO_FILTERS, reportQuery } from './report-definition.ts'
import { parseReportQuery, parseSaveReport, readDefinition } from './report-query.server.ts'
import { filterSummary, reportSections } from './report-view.server.ts'

/** The team the assignee filter may name. */
const team = { memberIds: ['u1', 'u2'] }

describe('The success rate (one definition, for the dashboard and the reports)', () => {
  it('is awarded over awarded + not awarded, as a whole percent', () => {
    expect(successRate(2, 1)).toBe(67)
    expect(successRate(1, 3)).toBe(25)
    expect(successRate(1, 1)).toBe(50)
  })

  it('has no value before any decision: no applications, or none decided yet', () => {
    expect(successRate(0, 0)).toBeNull()
  })

  it('is 100% when every decided application was awarded, and 0% when none was', () => {
    expect(successRate(4, 0)).toBe(100)
    expect(successRate(0, 5)).toBe(0)
  })

  it('is the rate the dashboard shows for the same applications', () => {
    const list = [
      { status: 'awarded' as const, submissionDate: '2026-03-01', amountAwarded: 20000 },
      { status: 'not_awarded' as const, submissionDate: '2026-02-01', amountAwarded: null },
      { status: 'not_awarded' as const, submissionDate: '2026-02-11', amountAwarded: null },
      { status: 'submitted' as const, submissionDate: '2026-10-01', amountAwarded: null },
      { status: 'withdrawn' as const, submissionDate: null, amountAwarded: null },
    ]
    expect(applicationAnalytics(list).successRate).toBe(successRate(1, 2))
    expect(successRate(1, 2)).toBe(33)
  })

  it('is given per group in a report, next to the amounts, and "no decisions yet" where nothing is decided', () => {
    const [section] = reportSections([
      {
        block: 'amounts',
        group: 'funder',
        unit: 'quarter',
        more: false,
        rows: [
          { key: 'Baobab Fund', name: null, applications: 3, requestedUsd: 150000, awardedUsd: 40000, awarded: 1, notAwarded: 1 },
          { key: 'Acacia Trust', name: null, applications: 1, requestedUsd: 0, awardedUsd: 0, awarded: 0, notAwarded: 0 },
        ],
      },
    ])
    expect(section.block === 'amounts' && section.rows.map((r) => [r.label, r.rate])).toEqual([
      ['Baobab Fund', 50],
      ['Acacia Trust', null],
    ])
  })
})

describe('Period bucketing (as PostgreSQL’s date_trunc)', () => {
  it('puts a day in its month, quarter and year', () => {
    expect(periodStart('2026-05-17', 'month')).toBe('2026-05-01')
    expect(periodStart('2026-05-17', 'quarter')).toBe('2026-04-01')
    expect(periodStart('2026-05-17', 'year')).toBe('2026-01-01')
    // Quarters start in January, April, July and October; their last days stay in them.
    expect(['2026-01-01', '2026-03-31', '2026-04-01', '2026-06-30', '2026-09-30', '2026-10-01', '2026-12-31'].map((d) => periodStart(d, 'quarter'))).toEqual([
      '2026-01-01',
      '2026-01-01',
      '2026-04-01',
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
      '2026-10-01',
    ])
  })

  it('steps from one period to the next across the end of a year', () => {
    expect(nextPeriod('2026-12-01', 'month')).toBe('2027-01-01')
    expect(nextPeriod('2026-10-01', 'quarter')).toBe('2027-01-01')
    expect(nextPeriod('2026-01-01', 'year')).toBe('2027-01-01')
  })

  it('lists every period between two days, the quiet ones too, and gives up beyond the most it shows', () => {
    expect(periodsBetween('2025-11-20', '2026-02-03', 'month')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01'])
    expect(periodsBetween('2025-08-15', '2026-04-01', 'quarter')).toEqual(['2025-07-01', '2025-10-01', '2026-01-01', '2026-04-01'])
    expect(periodsBetween('2026-03-01', '2026-03-31', 'quarter')).toEqual(['2026-01-01'])
    expect(periodsBetween('2000-01-01', '2026-01-01', 'month')).toBeNull()
  })

  it('names periods in the reader’s language', () => {
    expect(periodLabel('2026-03-01', 'month')).toBe('March 2026')
    expect(periodLabel('2026-04-01', 'quarter')).toBe('Q2 2026')
    expect(periodLabel('2026-01-01', 'year')).toBe('2026')
    expect(withLanguage('fr', () => periodLabel('2026-03-01', 'month'))).toBe('mars 2026')
    expect(withLanguage('fr', () => periodLabel('2026-10-01', 'quarter'))).toBe('T4 2026')
  })

  it('shows the quiet periods between busy ones as zero rows, oldest first', () => {
    const [section] = reportSections([
      {
        block: 'amounts',
        group: 'period',
        unit: 'quarter',
        more: false,
        rows: [
          { key: '2025-10-01', name: null, applications: 2, requestedUsd: 80000, awardedUsd: 0, awarded: 0, notAwarded: 1 },
          { key: '2026-04-01', name: null, applications: 1, requestedUsd: 50000, awardedUsd: 50000, awarded: 1, notAwarded: 0 },
        ],
      },
    ])
    expect(section.block === 'amounts' && section.rows.map((r) => [r.label, r.applications])).toEqual([
      ['Q4 2025', 2],
      ['Q1 2026', 0],
      ['Q2 2026', 1],
    ])
  })
})

describe('Report filters from the URL', () => {
  const parse = (query: string) => parseReportQuery(new URLSearchParams(query), team)

  it('reads catalogue ids and dates, and writes them back the same way', () => {
    const parsed = parse('from=2026-01-01&to=2026-06-30&funder=Baobab%20Fund&sector=health&assignee=none&status=submitted&status=awarded&unit=month')
    expect(parsed).toEqual({
      ok: true,
      unit: 'month',
      filters: { from: '2026-01-01', to: '2026-06-30', funder: 'Baobab Fund', sector: 'health', assignee: 'none', status: ['submitted', 'awarded'] },
    })
    if (parsed.ok)
      expect(new URLSearchParams(reportQuery(parsed.filters, parsed.unit)).toString()).toBe(
        new URLSearchParams('from=2026-01-01&to=2026-06-30&funder=Baobab Fund&sector=health&assignee=none&status=submitted&status=awarded&unit=month').toString(),
      )
    expect(parse('')).toEqual({ ok: true, unit: 'quarter', filters: NO_FILTERS })
  })

  it('refuses what is not in the catalogue, with a message per field', () => {
    const parsed = parse('from=2026-02-31&to=someday&sector=mining&status=lost&unit=week&assignee=%27%3B%20drop%20table')
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toEqual({
      from: 'Enter the start of the period as a date, for example 2026-01-31.',
      to: 'Enter the end of the period as a date, for example 2026-12-31.',
      sector: 'Choose a sector from the list.',
      status: 'Choose statuses from the list.',
      unit: 'Choose months, quarters or years.',
      assignee: 'Choose a member of your team from the list.',
    })
    // An assignee must be on the team; "none" is everyone's unassigned work.
    expect(parse('assignee=someone-else')).toEqual({ ok: false, errors: { assignee: 'Choose a member of your team from the list.' } })
    expect(parse('assignee=u2')).toMatchObject({ ok: true, filters: { assignee: 'u2' } })
    expect(parse('from=2026-06-01&to=2026-01-01')).toEqual({ ok: false, errors: { to: 'The end of the period is before its start.' } })
    expect(parse(`funder=${'x'.repeat(201)}`)).toEqual({ ok: false, errors: { funder: 'A funder’s name has at most 200 characters.' } })
  })

  it('says what a report is filtered by, in words', () => {
    expect(
      filterSummary({ ...NO_FILTERS, from: '2026-01-01', to: '2026-03-31', sector: 'health', assignee: 'u1', status: ['submitted', 'awarded'] }, { members: [{ id: 'u1', name: 'Amina Njeri' }] }),
    ).toEqual(['Period: Jan 1, 2026 to Mar 31, 2026', 'Sector: Health', 'Assigned to: Amina Njeri', 'Status: Submitted and Awarded'])
    expect(filterSummary(NO_FILTERS, { members: [] })).toEqual([])
  })
})

describe('A custom report’s definition', () => {
  const form = (fields: Array<[string, string]>) => {
    const data = new FormData()
    for (const [k, v] of fields) data.append(k, v)
    return data
  }

  it('is the chosen blocks (in report order), one grouping and the filters: catalogue ids only', () => {
    const parsed = parseSaveReport(
      form([
        ['name', '  Board pack  '],
        ['blocks', 'deadlines'],
        ['blocks', 'amounts'],
        ['groupBy', 'country'],
        ['sector', 'education'],
        ['status', 'awarded'],
      ]),
      team,
    )
    expect(parsed).toEqual({
      ok: true,
      name: 'Board pack',
      definition: { blocks: ['amounts', 'deadlines'], groupBy: 'country', unit: 'quarter', filters: { ...NO_FILTERS, sector: 'education', status: ['awarded'] } },
    })
    if (parsed.ok) expect(readDefinition(JSON.parse(JSON.stringify(parsed.definition)))).toEqual(parsed.definition)
  })

  it('refuses no name, no block, an unknown block or grouping, and SQL in place of an id', () => {
    expect(parseSaveReport(form([['groupBy', 'funder']]), team)).toEqual({ ok: false, errors: { name: 'Give the report a name.', blocks: 'Choose at least one block.' } })
    const bad = parseSaveReport(
      form([
        ['name', 'x'],
        ['blocks', 'select * from users'],
        ['groupBy', 'funder_name; drop table grants'],
      ]),
      team,
    )
    expect(bad).toEqual({ ok: false, errors: { blocks: 'Choose blocks from the list.', groupBy: 'Choose funder, sector, period, assignee or country.' } })
    expect(readDefinition({ blocks: ['pipeline'], groupBy: 'sql', unit: 'month', filters: NO_FILTERS })).toBeNull()
    expect(readDefinition('select 1')).toBeNull()
  })
})
