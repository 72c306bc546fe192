import { z } from 'zod'
import { DEFAULT_PERIOD_UNIT, PERIOD_UNITS, REPORT_BLOCKS, REPORT_GROUPS } from '../../catalog/reports.ts'
import { OTHER_SECTOR, SECTORS } from '../../catalog/sectors.ts'
import { REPORT_LIMITS } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { APPLICATION_STATUSES } from '../applications/application-status.ts'
import { choiceOr, formatted, optionalDate, text } from '../shared/form-fields.ts'
import type { ReportDefinition, ReportFilters } from './report-definition.ts'
import { UNASSIGNED } from './report-definition.ts'

/** The fields a report's filters arrive in (the URL's query, or the save form's hidden fields). */
export const FILTER_FIELDS = ['from', 'to', 'funder', 'sector', 'assignee', 'unit'] as const
export type ReportField = (typeof FILTER_FIELDS)[number] | 'status' | 'name' | 'blocks' | 'groupBy' | 'form'
export type ReportErrors = Partial<Record<ReportField, string>>

/** A user id as better-auth makes them (letters, digits, - and _), or UNASSIGNED. */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/
const SECTOR_IDS: readonly string[] = [...SECTORS, OTHER_SECTOR]

const filterShape = () => ({
  from: optionalDate(t('reports.filter.fromInvalid')),
  to: optionalDate(t('reports.filter.toInvalid')),
  funder: text(t('reports.filter.funder'))
    .max(REPORT_LIMITS.funderMax, t('reports.filter.funderMax', { max: REPORT_LIMITS.funderMax }))
    .transform((v) => v || null),
  sector: formatted(t('reports.filter.sectorInvalid'))
    .refine((v) => v === '' || SECTOR_IDS.includes(v), t('reports.filter.sectorInvalid'))
    .transform((v) => v || null),
  assignee: formatted(t('reports.filter.assigneeInvalid'))
    .refine((v) => v === '' || v === UNASSIGNED || USER_ID.test(v), t('reports.filter.assigneeInvalid'))
    .transform((v) => v || null),
  status: z
    .array(z.enum(APPLICATION_STATUSES, t('reports.filter.statusInvalid')), { error: t('reports.filter.statusInvalid') })
    .max(APPLICATION_STATUSES.length * 2, t('reports.filter.statusInvalid'))
    .transform((v) => APPLICATION_STATUSES.filter((s) => v.includes(s))),
  unit: choiceOr(PERIOD_UNITS, DEFAULT_PERIOD_UNIT, t('reports.filter.unitInvalid')),
})

const periodInOrder = (v: { from: string | null; to: string | null }) => !v.from || !v.to || v.from <= v.to
const periodMessage = () => ({ path: ['to'], message: t('reports.filter.toBeforeFrom') })

/** A report's filters and period length, from the URL. */
const reportQuerySchema = perLanguage(() => z.object(filterShape()).refine(periodInOrder, periodMessage()))

/** The form that saves a custom report: a name, the blocks, the grouping, and the filters it was built with. */
const saveReportSchema = perLanguage(() =>
  z
    .object({
      name: text(t('reports.custom.name'))
        .min(1, t('reports.custom.nameRequired'))
        .max(REPORT_LIMITS.nameMax, t('reports.custom.nameMax', { max: REPORT_LIMITS.nameMax })),
      blocks: z
        .array(z.enum(REPORT_BLOCKS, t('reports.custom.blocksInvalid')), { error: t('reports.custom.blocksInvalid') })
        .max(REPORT_BLOCKS.length * 2, t('reports.custom.blocksInvalid'))
        .transform((v) => REPORT_BLOCKS.filter((b) => v.includes(b)))
        .refine((v) => v.length > 0, t('reports.custom.blocksRequired')),
      groupBy: z.enum(REPORT_GROUPS, t('reports.custom.groupByInvalid')),
      ...filterShape(),
    })
    .refine(periodInOrder, periodMessage()),
)

const renameReportSchema = perLanguage(() =>
  z.object({
    name: text(t('reports.custom.name'))
      .min(1, t('reports.custom.nameRequired'))
      .max(REPORT_LIMITS.nameMax, t('reports.custom.nameMax', { max: REPORT_LIMITS.nameMax })),
  }),
)

/** A stored definition read back: the same catalogue ids, nothing else (a definition that no longer fits is refused, not guessed). */
const storedDefinitionSchema = z.object({
  blocks: z.array(z.enum(REPORT_BLOCKS)).min(1),
  groupBy: z.enum(REPORT_GROUPS),
  unit: z.enum(PERIOD_UNITS),
  filters: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    funder: z.string().max(REPORT_LIMITS.funderMax).nullable(),
    sector: z.string().nullable(),
    assignee: z.string().nullable(),
    status: z.array(z.enum(APPLICATION_STATUSES)),
  }),
})

function errorsOf(error: z.ZodError): ReportErrors {
  const errors: ReportErrors = {}
  for (const issue of error.issues) errors[(issue.path[0] ?? 'form') as ReportField] ??= issue.message
  return errors
}

/** The first value of each single field (a repeated one counts once), and every status. */
function input(source: URLSearchParams | FormData, extra: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of [...FILTER_FIELDS, ...extra]) out[key] = source.get(key) ?? ''
  out.status = source.getAll('status')
  return out
}

/** What was typed, for showing back after a refusal. */
export function typedFilters(source: URLSearchParams | FormData): Record<(typeof FILTER_FIELDS)[number], string> & { status: string[] } {
  const value = (key: string) => {
    const v = source.get(key)
    return typeof v === 'string' ? v : ''
  }
  return {
    from: value('from'),
    to: value('to'),
    funder: value('funder'),
    sector: value('sector'),
    assignee: value('assignee'),
    unit: value('unit'),
    status: source.getAll('status').filter((v): v is string => typeof v === 'string'),
  }
}

/** Who the assignee filter may name: the team's members (by user id), or nobody (UNASSIGNED). */
export interface FilterContext {
  memberIds: readonly string[]
}

/** An assignee who is not on the team: the same message as a value that is not an id at all. */
function assigneeProblem(filters: Pick<ReportFilters, 'assignee'>, context: FilterContext): ReportErrors {
  return filters.assignee && filters.assignee !== UNASSIGNED && !context.memberIds.includes(filters.assignee) ? { assignee: t('reports.filter.assigneeInvalid') } : {}
}

export type ParsedReportQuery = { ok: true; filters: ReportFilters; unit: ReportDefinition['unit'] } | { ok: false; errors: ReportErrors }

/** The report's filters from the page's URL, each checked against the catalogue and the team; a problem per field otherwise. */
export function parseReportQuery(params: URLSearchParams, context: FilterContext): ParsedReportQuery {
  const parsed = reportQuerySchema.safeParse(input(params))
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) }
  const { unit, ...filters } = parsed.data
  const errors = assigneeProblem(filters, context)
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, filters, unit }
}

export type ParsedSaveReport = { ok: true; name: string; definition: ReportDefinition } | { ok: false; errors: ReportErrors }

/** The save form: a name, at least one block, a grouping, and valid filters. */
export function parseSaveReport(form: FormData, context: FilterContext): ParsedSaveReport {
  const values = input(form, ['name', 'groupBy'])
  values.blocks = form.getAll('blocks')
  const parsed = saveReportSchema.safeParse(values)
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) }
  const { name, blocks, groupBy, unit, ...filters } = parsed.data
  const errors = assigneeProblem(filters, context)
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, name, definition: { blocks, groupBy, unit, filters } }
}

export function parseRenameReport(form: FormData): { ok: true; name: string } | { ok: false; errors: ReportErrors } {
  const parsed = renameReportSchema.safeParse({ name: form.get('name') ?? '' })
  return parsed.success ? { ok: true, name: parsed.data.name } : { ok: false, errors: errorsOf(parsed.error) }
}

/** A saved definition as stored, or null when it no longer fits the catalogue. */
export function readDefinition(stored: unknown): ReportDefinition | null {
  const parsed = storedDefinitionSchema.safeParse(stored)
  return parsed.success ? parsed.data : null
}
