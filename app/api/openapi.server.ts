import { API_MAX_PAGE_SIZE, API_SCOPES, API_VERSION, COMMONGRANTS_VERSION } from '../catalog/api.ts'
import { API_RATE_LIMIT } from '../catalog/limits.ts'
import { APPLICATION_STATUSES } from '../catalog/applications.ts'
import base from './commongrants-base.json' with { type: 'json' }

/**
 * Our OpenAPI document (ADR 031): the CommonGrants base protocol's opportunity routes exactly as the
 * base defines them (operations and every component schema copied from app/api/commongrants-base.json,
 * which scripts/openapi-base.ts writes from the shared base file), plus what a compatible extension
 * may add: our own security scheme and error answers, custom fields and filters, and the
 * organization's pipeline under /api/v1/ (never under /common-grants/). Served at /api/openapi.json
 * and rendered as /developers/api; tests/integration/api-openapi-compat.test.ts holds it to the base.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description: string; [key: string]: Json }
  servers: Array<{ url: string }>
  tags: Array<{ name: string; description: string }>
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { parameters: Record<string, Json>; schemas: Record<string, Json>; securitySchemes: Record<string, Json> }
  security: Array<Record<string, string[]>>
}
export type OpenApiOperation = {
  operationId: string
  summary: string
  description: string
  tags: string[]
  parameters?: Json[]
  requestBody?: Json
  responses: Record<string, Json>
  security?: Array<Record<string, string[]>>
  'x-harambee-scope': string
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const ERROR = 'CommonGrants.Responses.Error'
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ref(ERROR) } } })

/** The answers every route may give besides its own: the key, the plan, the scope and the rate limit. */
const COMMON_ERRORS = {
  '400': errorResponse('The request is malformed: a parameter or the body does not match this document.'),
  '401': errorResponse('No API key, or a key that is unknown or revoked. Send `Authorization: Bearer hrb_…` or `X-API-Key: hrb_…`.'),
  '402': errorResponse("The key's organization is not on a plan with API access (Premium). Keys are kept and work again after upgrading."),
  '403': errorResponse('The key does not have the scope this route needs.'),
  '429': errorResponse(
    `More than ${API_RATE_LIMIT.attempts} calls with this key in ${API_RATE_LIMIT.windowSeconds} seconds (all servers together). Wait for the number of seconds in \`Retry-After\`.`,
  ),
}

/** The custom fields each opportunity carries (CommonGrants `customFields`: each a CustomField {name, fieldType, value}). */
export const OPPORTUNITY_CUSTOM_FIELDS: Record<string, { fieldType: 'string' | 'boolean' | 'array'; items?: 'string'; description: string }> = {
  funder: { fieldType: 'string', description: 'The funding organization, as it names itself.' },
  sector: { fieldType: 'string', description: 'The main sector, a catalogue id (for example `health`, `agriculture`).' },
  sectors: { fieldType: 'array', items: 'string', description: 'Every sector the grant covers, catalogue ids.' },
  countries: { fieldType: 'array', items: 'string', description: 'Countries the grant is open to, ISO 3166-1 alpha-2 codes (empty when it names regions only).' },
  regions: { fieldType: 'array', items: 'string', description: 'African regions the grant covers, catalogue ids (for example `east_africa`).' },
  countryScope: { fieldType: 'string', description: "Where the grant applies, in the funder's own words." },
  grantType: { fieldType: 'string', description: 'The kind of funding, a catalogue id (for example `project`, `fellowship`).' },
  language: { fieldType: 'string', description: 'The language the grant is written in (`en`, `fr`, `pt`, `ar`, `sw`).' },
  eligibility: { fieldType: 'string', description: "Who may apply, in the funder's words." },
  rolling: { fieldType: 'boolean', description: 'Applications are taken at any time: the opportunity has no close date.' },
  isDemo: { fieldType: 'boolean', description: 'Generated sample data (shown as "Sample listing" on the site), not a real opportunity.' },
  harambeeUrl: { fieldType: 'string', description: 'The opportunity on our site.' },
}

/** The custom filters of a search (CommonGrants `filters.customFilters`), each a DefaultFilter {operator, value}. */
export const OPPORTUNITY_CUSTOM_FILTERS: Record<string, string> = {
  sector: '`customFields.sector` is (`in`/`notIn`: an array of sector ids; `eq`/`neq`: one id).',
  country: '`customFields.countries` holds one of the ISO codes (`in`/`notIn`, or `eq`/`neq` with one code).',
  region: '`customFields.regions` holds one of the region ids (`in`/`notIn`, or `eq`/`neq`).',
  language: '`customFields.language` is one of the language codes (`in`/`notIn`, or `eq`/`neq`).',
}

/** Sort keys beyond the base's: `sorting: {sortBy: "custom", customSortBy: …}`. */
export const OPPORTUNITY_CUSTOM_SORTS: Record<string, string> = {
  relevance: 'Best match for `search` first (words in the title, then the words together, then full-text rank), as the site ranks them. The default when `search` is given.',
}

const customFieldsSchema = {
  type: 'object',
  description:
    'The custom fields every opportunity of this API may carry in `customFields` (each a `CommonGrants.Fields.CustomField` whose `name` is the key below). A field without a value is left out.',
  properties: Object.fromEntries(
    Object.entries(OPPORTUNITY_CUSTOM_FIELDS).map(([name, f]) => [
      name,
      {
        allOf: [ref('CommonGrants.Fields.CustomField')],
        description: f.description,
        properties: {
          name: { type: 'string', enum: [name] },
          fieldType: { type: 'string', enum: [f.fieldType] },
          value: f.fieldType === 'array' ? { type: 'array', items: { type: 'string' } } : { type: f.fieldType },
        },
      },
    ]),
  ),
} as unknown as Json

const paginated = (item: Json, description: string): Json => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['items', 'paginationInfo'],
        properties: {
          items: { type: 'array', items: item, description: 'Items from the current page' },
          paginationInfo: { allOf: [ref('CommonGrants.Pagination.PaginatedResultsInfo')], description: 'Details about the paginated results' },
        },
        allOf: [ref('CommonGrants.Responses.Success')],
      },
    },
  },
})

const HARAMBEE_SCHEMAS: Record<string, Json> = {
  'Harambee.OpportunityCustomFields': customFieldsSchema,
  'Harambee.Person': {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'string', description: "The member's id" }, name: { type: 'string', description: "The member's name" } },
    description: 'A member of the organization.',
  },
  'Harambee.SavedGrant': {
    type: 'object',
    required: ['id', 'savedAt', 'opportunity'],
    properties: {
      id: { allOf: [ref('CommonGrants.Types.uuid')], description: 'The saved entry' },
      savedAt: { type: 'string', format: 'date-time', description: 'When the team saved it' },
      savedBy: { allOf: [ref('Harambee.Person')], description: 'Who saved it (left out when that account is gone)' },
      opportunity: { allOf: [ref('CommonGrants.Models.OpportunityBase')], description: 'The saved opportunity' },
    },
    description: "A grant in the organization's saved list.",
  },
  'Harambee.ApplicationEvent': {
    type: 'object',
    required: ['status', 'at'],
    properties: {
      status: { type: 'string', enum: [...APPLICATION_STATUSES] },
      at: { type: 'string', format: 'date-time' },
    },
    description: "A change of an application's status.",
  },
  'Harambee.Application': {
    type: 'object',
    required: ['id', 'status', 'createdAt', 'lastModifiedAt', 'opportunity'],
    properties: {
      id: { allOf: [ref('CommonGrants.Types.uuid')], description: 'The application' },
      status: { type: 'string', enum: [...APPLICATION_STATUSES], description: 'Where the application stands' },
      submissionDate: { allOf: [ref('CommonGrants.Types.isoDate')], description: 'When it was submitted to the funder' },
      amountAwarded: { allOf: [ref('CommonGrants.Fields.Money')], description: 'The amount awarded, once awarded' },
      notes: { type: 'string', description: "The team's notes" },
      assignee: { allOf: [ref('Harambee.Person')], description: 'Who on the team works on it' },
      createdBy: { allOf: [ref('Harambee.Person')], description: 'Who started it' },
      createdAt: { type: 'string', format: 'date-time' },
      lastModifiedAt: { type: 'string', format: 'date-time' },
      opportunity: { allOf: [ref('CommonGrants.Models.OpportunityBase')], description: 'The opportunity applied to' },
      history: { type: 'array', items: ref('Harambee.ApplicationEvent'), description: 'Status changes, oldest first (on the single application only)' },
    },
    description: "An application in the organization's pipeline.",
  },
}

const pageParameters = [
  { $ref: '#/components/parameters/CommonGrants.Pagination.PaginatedQueryParams.page' },
  { $ref: '#/components/parameters/CommonGrants.Pagination.PaginatedQueryParams.pageSize' },
]

/** Either scheme authorizes a call: the key as a bearer token or in X-API-Key. */
const KEY_SECURITY: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { apiKeyAuth: [] }]

const basePaths = base.paths as unknown as Record<string, Record<string, Record<string, Json>>>

/** A base operation as the base defines it, with our key, scope and error answers added. */
function baseOperation(route: string, method: string, description: string): OpenApiOperation {
  const operation = basePaths[route][method] as unknown as OpenApiOperation
  return {
    ...operation,
    description: `${operation.description}\n\n${description}`,
    responses: { ...COMMON_ERRORS, ...operation.responses },
    security: KEY_SECURITY,
    'x-harambee-scope': 'grants:read',
  }
}

function pipelineOperation(operation: Omit<OpenApiOperation, 'security' | 'x-harambee-scope' | 'tags'>): OpenApiOperation {
  return { ...operation, tags: ['Pipeline (Harambee extension)'], responses: { ...COMMON_ERRORS, ...operation.responses }, security: KEY_SECURITY, 'x-harambee-scope': 'pipeline:read' }
}

function build(appName: string, appUrl: string): OpenApiDocument {
  const schemas = base.components.schemas as unknown as Record<string, Json>
  return {
    openapi: '3.0.0',
    info: {
      title: `${appName} API`,
      version: API_VERSION,
      description: [
        `The ${appName} API: published grant opportunities through the CommonGrants protocol (version ${COMMONGRANTS_VERSION}, routes under \`/common-grants/\`), and the organization's own saved grants and applications (routes under \`/api/v1/pipeline/\`).`,
        `Every call needs an API key of an organization on the Premium plan: \`Authorization: Bearer hrb_…\`, or \`X-API-Key: hrb_…\` (never in the query string). Organization admins create and revoke keys on the team's API page; a key is shown once. Scopes: \`grants:read\` (the \`/common-grants/\` routes) and \`pipeline:read\` (the \`/api/v1/pipeline/\` routes).`,
        `Each key may make ${API_RATE_LIMIT.attempts} calls per ${API_RATE_LIMIT.windowSeconds} seconds; every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`. A page holds at most ${API_MAX_PAGE_SIZE} items: a larger \`pageSize\` is answered with ${API_MAX_PAGE_SIZE} (see \`paginationInfo.pageSize\`). Fields without a value are left out rather than sent as null. Every call is logged (method, path, status, time) for the key's organization.`,
      ].join('\n\n'),
      'x-commongrants-version': COMMONGRANTS_VERSION,
    },
    servers: [{ url: appUrl }],
    tags: [
      { name: 'Opportunities', description: 'Published grant opportunities (CommonGrants)' },
      { name: 'required', description: 'Endpoints that MUST be implemented by all CommonGrants APIs' },
      { name: 'optional', description: 'Endpoints that MAY be implemented by CommonGrants APIs' },
      { name: 'Pipeline (Harambee extension)', description: "The key's organization's saved grants and applications (scope `pipeline:read`)" },
    ],
    paths: {
      '/common-grants/opportunities': {
        get: baseOperation(
          '/common-grants/opportunities',
          'get',
          'Published opportunities, open and closed (`status.value`), most recently changed first. Each carries the custom fields of `Harambee.OpportunityCustomFields`. Scope `grants:read`.',
        ),
      },
      '/common-grants/opportunities/search': {
        post: baseOperation(
          '/common-grants/opportunities/search',
          'post',
          [
            '`search` finds opportunities by their words in any of our five languages, misspellings included, as the site does. Filters: `status` (`open`, `closed`), `closeDateRange` (opportunities without a close date, `customFields.rolling`, are left out), `maxAwardAmountRange` (amounts in USD).',
            '`minAwardAmountRange` and `totalFundingAvailableRange` are not held for our opportunities: they are ignored and named in `filterInfo.errors`.',
            `Custom filters: ${Object.entries(OPPORTUNITY_CUSTOM_FILTERS)
              .map(([k, v]) => `\`${k}\`: ${v}`)
              .join(' ')} An unknown custom filter is ignored and named in \`filterInfo.errors\`.`,
            `Sorting: \`lastModifiedAt\`, \`createdAt\`, \`title\`, \`status.value\`, \`keyDates.closeDate\`, \`funding.maxAwardAmount\`, and \`custom\` with \`customSortBy\`: ${Object.entries(
              OPPORTUNITY_CUSTOM_SORTS,
            )
              .map(([k, v]) => `\`${k}\` (${v})`)
              .join(', ')}. Other keys are answered in the default order and named in \`sortInfo.errors\`. Scope \`grants:read\`.`,
          ].join('\n\n'),
        ),
      },
      '/common-grants/opportunities/{oppId}': {
        get: baseOperation('/common-grants/opportunities/{oppId}', 'get', 'One published opportunity, with its full description. Scope `grants:read`.'),
      },
      '/api/v1/pipeline/saved-grants': {
        get: pipelineOperation({
          operationId: 'Pipeline_savedGrants',
          summary: 'List saved grants',
          description: "The grants the key's organization saved, most recently saved first. Scope `pipeline:read`.",
          parameters: pageParameters,
          responses: { '200': paginated(ref('Harambee.SavedGrant'), 'A page of saved grants') },
        }),
      },
      '/api/v1/pipeline/applications': {
        get: pipelineOperation({
          operationId: 'Pipeline_applications',
          summary: 'List applications',
          description: "The applications of the key's organization, most recently changed first; `status` keeps those in one status. Scope `pipeline:read`.",
          parameters: [
            ...pageParameters,
            { name: 'status', in: 'query', required: false, description: 'Only applications in this status', schema: { type: 'string', enum: [...APPLICATION_STATUSES] } },
          ],
          responses: { '200': paginated(ref('Harambee.Application'), 'A page of applications') },
        }),
      },
      '/api/v1/pipeline/applications/{id}': {
        get: pipelineOperation({
          operationId: 'Pipeline_application',
          summary: 'View an application',
          description: "One application of the key's organization, with its status history. Another organization's application is not found. Scope `pipeline:read`.",
          parameters: [{ name: 'id', in: 'path', required: true, description: 'The application id', schema: ref('CommonGrants.Types.uuid') }],
          responses: {
            '200': {
              description: 'The application',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data'],
                    properties: { data: { allOf: [ref('Harambee.Application')], description: 'Response data' } },
                    allOf: [ref('CommonGrants.Responses.Success')],
                  },
                },
              },
            },
            '404': errorResponse('No such application in this organization.'),
          },
        }),
      },
    },
    components: {
      parameters: base.components.parameters as unknown as Record<string, Json>,
      schemas: { ...schemas, ...HARAMBEE_SCHEMAS },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key (\`hrb_…\`) from the team's API page. Scopes: ${API_SCOPES.map((s) => `\`${s}\``).join(', ')}; each route names the one it needs (\`x-harambee-scope\`).`,
        },
        apiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'The same API key in the `X-API-Key` header (the CommonGrants SDK sends it there); either header will do.',
        },
      },
    },
    security: KEY_SECURITY,
  }
}

const built = new Map<string, { document: OpenApiDocument; json: string }>()

/** The document for this site (its name and address), built once per process. */
export function openApiDocument(appName: string, appUrl: string): OpenApiDocument {
  return openApi(appName, appUrl).document
}

/** The document as the JSON /api/openapi.json sends (built and serialised once). */
export function openApiJson(appName: string, appUrl: string): string {
  return openApi(appName, appUrl).json
}

function openApi(appName: string, appUrl: string) {
  const key = `${appName}\n${appUrl}`
  let entry = built.get(key)
  if (!entry) {
    const document = build(appName, appUrl)
    entry = { document, json: JSON.stringify(document) }
    built.set(key, entry)
  }
  return entry
}
