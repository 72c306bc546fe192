import { API_CALL_RETENTION_DAYS, API_MAX_PAGE_SIZE, COMMONGRANTS_VERSION } from '../../catalog/api.ts'
import { API_RATE_LIMIT } from '../../catalog/limits.ts'
import { planName } from '../../catalog/plans.ts'
import { OPPORTUNITY_CUSTOM_FIELDS, OPPORTUNITY_CUSTOM_FILTERS, type OpenApiDocument, type OpenApiOperation, openApiDocument } from '../../api/openapi.server.ts'
import type { ProsePageData } from '../legal/prose-page-data.ts'
import { formatNumber, type MessageId, t } from '../../i18n/index.ts'

/**
 * /developers/api, built on the server from the OpenAPI document the API serves (so the page and
 * the API cannot disagree), its words in the reader's language; descriptions of fields stay in
 * English as in the document. Travels as loader data, not in every page's catalogue (ADR 017).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Obj = { [key: string]: Json }
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

export interface FieldRow {
  name: string
  /** Where a parameter goes (query, path), for parameters only. */
  in?: string
  type: string
  /** A schema on this page the type names, to link to. */
  typeAnchor?: string
  required: boolean
  description: string
}

export interface RouteDoc {
  id: string
  method: string
  path: string
  kind: 'required' | 'optional' | 'extension'
  kindLabel: string
  summary: string
  scope: string
  parameters: FieldRow[]
  body: FieldRow[]
  response: { name: string; anchor?: string }
  example: string
}

export interface SchemaDoc {
  name: string
  anchor: string
  description: string
  fields: FieldRow[]
}

/** The schemas the page explains, in reading order (the base's and ours). */
const SCHEMAS = [
  'CommonGrants.Models.OpportunityBase',
  'CommonGrants.Models.OppStatus',
  'CommonGrants.Models.OppFunding',
  'CommonGrants.Fields.Money',
  'CommonGrants.Models.OppTimeline',
  'CommonGrants.Fields.SingleDateEvent',
  'CommonGrants.Fields.CustomField',
  'CommonGrants.Models.OppFilters',
  'CommonGrants.Filters.StringArrayFilter',
  'CommonGrants.Filters.DateRangeFilter',
  'CommonGrants.Filters.MoneyRangeFilter',
  'CommonGrants.Filters.DefaultFilter',
  'CommonGrants.Models.OppSorting',
  'CommonGrants.Pagination.PaginatedBodyParams',
  'CommonGrants.Pagination.PaginatedResultsInfo',
  'CommonGrants.Sorting.SortedResultsInfo',
  'CommonGrants.Responses.Error',
  'Harambee.SavedGrant',
  'Harambee.Application',
  'Harambee.ApplicationEvent',
  'Harambee.Person',
]

const anchorOf = (name: string) => `schema-${name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`
const refName = (ref: string) => ref.replace('#/components/schemas/', '')

/** A schema's type in a few words: a named schema, `array of …`, `string (date-time)`, an enum's values. */
function typeOf(doc: OpenApiDocument, schema: Json | undefined): { type: string; anchor?: string } {
  if (!isObj(schema)) return { type: 'any' }
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref)
    const target = doc.components.schemas[name]
    // A named simple type (uuid, isoDate, decimalString) reads better as what it is.
    if (isObj(target) && !target.properties && !target.allOf && !target.anyOf && typeof target.type === 'string' && target.type !== 'object') return typeOf(doc, target)
    return { type: name, anchor: SCHEMAS.includes(name) ? anchorOf(name) : undefined }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && !schema.properties) return typeOf(doc, schema.allOf[0])
  if (Array.isArray(schema.anyOf)) return { type: [...new Set(schema.anyOf.map((s) => typeOf(doc, s).type))].join(' | ') }
  if (Array.isArray(schema.enum)) return { type: schema.enum.map((v) => String(v)).join(' | ') }
  if (schema.type === 'array') {
    const item = typeOf(doc, schema.items)
    return { type: `array of ${item.type}`, anchor: item.anchor }
  }
  if (schema.type === 'object' && isObj(schema.additionalProperties)) {
    const value = typeOf(doc, schema.additionalProperties)
    return { type: `map of ${value.type}`, anchor: value.anchor }
  }
  if (typeof schema.format === 'string') return { type: `${String(schema.type)} (${schema.format})` }
  if (typeof schema.pattern === 'string' && schema.type === 'string') return { type: 'string (decimal)' }
  return { type: typeof schema.type === 'string' ? schema.type : 'any' }
}

/** A schema's own fields, with those of the schemas it extends (allOf) after them. */
function fieldsOf(doc: OpenApiDocument, schema: Json | undefined, seen = new Set<string>()): FieldRow[] {
  if (!isObj(schema)) return []
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref)
    if (seen.has(name)) return []
    seen.add(name)
    return fieldsOf(doc, doc.components.schemas[name], seen)
  }
  const required = Array.isArray(schema.required) ? schema.required.map(String) : []
  const own = isObj(schema.properties)
    ? Object.entries(schema.properties).map(([name, property]) => {
        const type = typeOf(doc, property)
        const description = isObj(property) && typeof property.description === 'string' ? property.description : ''
        return { name, type: type.type, typeAnchor: type.anchor, required: required.includes(name), description }
      })
    : []
  const inherited = (Array.isArray(schema.allOf) ? schema.allOf : []).flatMap((s) => fieldsOf(doc, s, seen)).filter((f) => !own.some((o) => o.name === f.name))
  return [...own, ...inherited]
}

const ROUTE_SUMMARY: Record<string, MessageId> = {
  Opportunities_list: 'developers.op.list',
  Opportunities_search: 'developers.op.search',
  Opportunities_read: 'developers.op.read',
  Pipeline_savedGrants: 'developers.op.savedGrants',
  Pipeline_applications: 'developers.op.applications',
  Pipeline_application: 'developers.op.application',
}

function example(appUrl: string, method: string, path: string): string {
  const auth = '-H "Authorization: Bearer $HARAMBEE_API_KEY"'
  if (method === 'post') {
    const body = JSON.stringify({
      search: 'water',
      filters: { status: { operator: 'in', value: ['open'] }, customFilters: { country: { operator: 'in', value: ['KE'] } } },
      pagination: { page: 1, pageSize: 10 },
    })
    return `curl -s -X POST ${auth} \\\n  -H "Content-Type: application/json" \\\n  -d '${body}' \\\n  "${appUrl}${path}"`
  }
  const concrete = path.replace('{oppId}', '$OPPORTUNITY_ID').replace('{id}', '$APPLICATION_ID')
  const query = path.endsWith('/opportunities') || path.endsWith('/saved-grants') || path.endsWith('/applications') ? '?page=1&pageSize=3' : ''
  return `curl -s ${auth} \\\n  "${appUrl}${concrete}${query}"`
}

function routeDoc(doc: OpenApiDocument, appUrl: string, path: string, method: string, operation: OpenApiOperation): RouteDoc {
  const kind = operation.tags.includes('required') ? 'required' : operation.tags.includes('optional') ? 'optional' : 'extension'
  const parameters = (operation.parameters ?? []).flatMap((raw) => {
    const p = isObj(raw) && typeof raw.$ref === 'string' ? doc.components.parameters[raw.$ref.replace('#/components/parameters/', '')] : raw
    if (!isObj(p)) return []
    const type = typeOf(doc, p.schema)
    return [{ name: String(p.name), in: String(p.in), type: type.type, typeAnchor: type.anchor, required: Boolean(p.required), description: typeof p.description === 'string' ? p.description : '' }]
  })
  const bodySchema = isObj(operation.requestBody) && isObj(operation.requestBody.content) ? (operation.requestBody.content['application/json'] as Obj | undefined)?.schema : undefined
  const ok = operation.responses['200']
  const okSchema = isObj(ok) && isObj(ok.content) ? (ok.content['application/json'] as Obj | undefined)?.schema : undefined
  const item = isObj(okSchema) && isObj(okSchema.properties) ? (okSchema.properties.items ?? okSchema.properties.data) : undefined
  const response = typeOf(doc, item)
  return {
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
    kind,
    kindLabel: t(kind === 'required' ? 'developers.kind.required' : kind === 'optional' ? 'developers.kind.optional' : 'developers.kind.extension'),
    summary: ROUTE_SUMMARY[operation.operationId] ? t(ROUTE_SUMMARY[operation.operationId]) : operation.summary,
    scope: operation['x-harambee-scope'],
    parameters,
    body: fieldsOf(doc, bodySchema),
    response: { name: response.type, anchor: response.anchor },
    example: example(appUrl, method, path),
  }
}

export function developerReference(appName: string, appUrl: string, limit: number = API_RATE_LIMIT.attempts) {
  const doc = openApiDocument(appName, appUrl)
  const p = { appName, plan: planName('premium'), version: COMMONGRANTS_VERSION, limit: formatNumber(limit), maxPageSize: API_MAX_PAGE_SIZE, days: API_CALL_RETENTION_DAYS }
  const page: ProsePageData = {
    meta: { title: t('developers.title'), description: t('developers.description', p) },
    title: t('developers.title'),
    intro: t('developers.intro', p),
    sections: [
      {
        id: 'keys',
        heading: t('developers.keys'),
        paragraphs: [t('developers.keysBody', p)],
        links: [
          { to: '/team/api', label: t('developers.linkTeamApi') },
          { to: '/#pricing', label: t('developers.linkPricing') },
        ],
      },
      { id: 'scopes', heading: t('developers.scopes'), bullets: [t('developers.scope.grants', { scope: 'grants:read' }), t('developers.scope.pipeline', { scope: 'pipeline:read' })] },
      { id: 'authentication', heading: t('developers.auth'), paragraphs: [t('developers.authBody', p)] },
      { id: 'limits', heading: t('developers.limits'), paragraphs: [t('developers.limitsBody', p), t('developers.logBody', p)] },
      { id: 'extensions', heading: t('developers.extensions'), paragraphs: [t('developers.extensionsBody', p)] },
    ],
  }
  const routes = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => routeDoc(doc, appUrl, path, method, operation)))
  const schemas: SchemaDoc[] = SCHEMAS.map((name) => {
    const schema = doc.components.schemas[name]
    return { name, anchor: anchorOf(name), description: isObj(schema) && typeof schema.description === 'string' ? schema.description : '', fields: fieldsOf(doc, schema) }
  })
  const errors = (['400', '401', '402', '403', '404', '429'] as const).map((status) => ({ status, meaning: t(`developers.error.${status}`) }))
  return {
    page,
    openApiUrl: '/api/openapi.json',
    authExample: 'Authorization: Bearer hrb_…\nX-API-Key: hrb_…',
    routes,
    schemas,
    errors,
    customFields: Object.entries(OPPORTUNITY_CUSTOM_FIELDS).map(([name, f]) => ({ name, type: f.fieldType === 'array' ? 'array of string' : f.fieldType, description: f.description })),
    customFilters: Object.entries(OPPORTUNITY_CUSTOM_FILTERS).map(([name, description]) => ({ name, description })),
    labels: {
      openApi: t('developers.openapiLink'),
      errors: t('developers.errors'),
      errorsBody: t('developers.errorsBody'),
      status: t('developers.col.status'),
      meaning: t('developers.col.meaning'),
      routes: t('developers.routes'),
      scope: t('developers.col.scope'),
      parameters: t('developers.parameters'),
      body: t('developers.requestBody'),
      response: t('developers.response'),
      example: t('developers.example'),
      name: t('developers.col.name'),
      in: t('developers.col.in'),
      type: t('developers.col.type'),
      required: t('developers.col.required'),
      description: t('developers.col.description'),
      yes: t('developers.yes'),
      no: t('developers.no'),
      schemas: t('developers.schemas'),
      schemasIntro: t('developers.schemasIntro'),
      customFields: t('developers.customFields'),
      customFieldsIntro: t('developers.customFieldsIntro'),
      customFilters: t('developers.customFilters'),
      customFiltersIntro: t('developers.customFiltersIntro'),
      onThisPage: t('legal.onThisPage'),
    },
  }
}
export type DeveloperReference = ReturnType<typeof developerReference>
