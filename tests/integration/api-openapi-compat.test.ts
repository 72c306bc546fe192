import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { checkCompatibility } from '../../app/api/check-compatibility.ts'
import { type OpenApiDocument, openApiDocument } from '../../app/api/openapi.server.ts'
import { BASE_JSON, extractBase, readBase } from '../../scripts/openapi-base.ts'
import { baseDocument } from '../support/openapi.ts'

/**
 * Our OpenAPI document is a compatible extension of the CommonGrants base protocol 0.4.0 (ADR 031):
 * valid OpenAPI, every route the base requires (and the optional search we claim) with the base's
 * parameters, request body and answers, every base schema unchanged, our additions only where the
 * protocol allows them. The checker is shown to catch each way a document can break the base.
 */

const CLAIMED = ['post /common-grants/opportunities/search']
/** A parsed document, changed in place by the tests below. */
// biome-ignore lint/suspicious/noExplicitAny: the mutations reach anywhere into a parsed JSON document
type Loose = any
const base = baseDocument()
const ours = () => structuredClone(openApiDocument('Harambee', 'https://grants.example.org')) as OpenApiDocument & { components: { schemas: Record<string, Loose> } }
const schema = (doc: ReturnType<typeof ours>, name: string) => doc.components.schemas[`CommonGrants.${name}`]

describe('Our OpenAPI document', () => {
  it('is a valid OpenAPI 3.0 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(JSON.parse(JSON.stringify(ours())))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.0')
  })

  it('copies the base as the shared base file defines it today', () => {
    // scripts/openapi-base.ts writes the copy; a protocol upgrade is a deliberate change of both.
    expect(JSON.parse(readFileSync(BASE_JSON, 'utf8'))).toEqual(extractBase(readBase()))
  })

  it('is a compatible extension of CommonGrants 0.4.0: every required route, request and answer, every base schema unchanged', () => {
    expect(checkCompatibility(base, ours(), CLAIMED)).toEqual([])
    const routes = Object.entries(base.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([, op]) => (op as { tags?: string[] }).tags?.includes('required'))
        .map(([m]) => `${m} ${p}`),
    )
    // What "required" means in 0.4.0: list and read; search is optional, and claimed by us.
    expect(routes.sort()).toEqual(['get /common-grants/opportunities', 'get /common-grants/opportunities/{oppId}'])
  })

  it('has a route in the app for every path it describes, and keeps its own routes outside /common-grants/', () => {
    const config = readFileSync(path.resolve(import.meta.dirname, '../../app/routes.ts'), 'utf8')
    const doc = ours()
    for (const p of Object.keys(doc.paths)) {
      const pattern = p.slice(1).replace(/\{(\w+)\}/g, ':$1')
      expect(config, p).toContain(`route('${pattern}', 'routes/api/`)
    }
    const extension = Object.keys(doc.paths).filter((p) => !base.paths[p])
    expect(extension.sort()).toEqual(['/api/v1/pipeline/applications', '/api/v1/pipeline/applications/{id}', '/api/v1/pipeline/saved-grants'])
  })

  it('declares both ways to send the key, Authorization: Bearer and X-API-Key (the SDK’s default), on every route, and none in the query string', () => {
    const doc = ours()
    expect(doc.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' })
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(Object.values(doc.components.securitySchemes).filter((scheme) => (scheme as { in?: string }).in === 'query')).toEqual([])
    expect(doc.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }])
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { security?: unknown }>)) expect(operation.security, `${method} ${p}`).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }])
    }
  })
})

describe('The compatibility check', () => {
  it('catches a property added at the root of a base schema', () => {
    const doc = ours()
    schema(doc, 'Models.OpportunityBase').properties.funder = { type: 'string' }
    expect(checkCompatibility(base, doc, CLAIMED)).toContain('schema CommonGrants.Models.OpportunityBase: property "funder" added')
  })

  it('catches a value added to a base enum', () => {
    const doc = ours()
    schema(doc, 'Models.OppStatusOptions').enum.push('paused')
    expect(checkCompatibility(base, doc, CLAIMED)).toContain('schema CommonGrants.Models.OppStatusOptions: enum value "paused" added')
  })

  it('catches a changed type', () => {
    const doc = ours()
    schema(doc, 'Fields.Money').properties.amount = { type: 'number' }
    expect(checkCompatibility(base, doc, CLAIMED)).toContain('schema CommonGrants.Fields.Money.amount: type changed from null to "number"')
  })

  it('catches a required field dropped from a base schema', () => {
    const doc = ours()
    const opportunity = schema(doc, 'Models.OpportunityBase')
    opportunity.required = opportunity.required.filter((f: string) => f !== 'description')
    expect(checkCompatibility(base, doc, CLAIMED)).toContain('schema CommonGrants.Models.OpportunityBase: "description" no longer required')
  })

  it('catches a missing required route and a missing claimed one', () => {
    const doc = ours()
    delete doc.paths['/common-grants/opportunities/{oppId}']
    delete doc.paths['/common-grants/opportunities/search']
    const problems = checkCompatibility(base, doc, CLAIMED)
    expect(problems).toContain('GET /common-grants/opportunities/{oppId}: required route missing')
    expect(problems).toContain('POST /common-grants/opportunities/search: claimed route missing')
  })

  it('catches a parameter narrowed, dropped or made required, and a required parameter added', () => {
    const doc = ours()
    const list = doc.paths['/common-grants/opportunities'].get
    list.parameters = [
      { name: 'page', in: 'query', required: true, schema: { type: 'integer', format: 'int32', minimum: 1, default: 1 }, explode: false },
      { name: 'country', in: 'query', required: true, schema: { type: 'string' } },
    ]
    const problems = checkCompatibility(base, doc, CLAIMED)
    expect(problems).toContain('GET /common-grants/opportunities parameter query "page": required changed')
    expect(problems).toContain('GET /common-grants/opportunities parameter query "pageSize": missing')
    expect(problems).toContain('GET /common-grants/opportunities parameter query "country": required parameter added')
    const capped = ours()
    capped.paths['/common-grants/opportunities'].get.parameters = [
      { $ref: '#/components/parameters/CommonGrants.Pagination.PaginatedQueryParams.page' },
      { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 100 }, explode: false },
    ]
    expect(checkCompatibility(base, capped, CLAIMED)).toContain('GET /common-grants/opportunities parameter query "pageSize" schema: keyword "maximum" added')
  })

  it('catches an answer or a request body that differs from the base', () => {
    const doc = ours()
    const search = doc.paths['/common-grants/opportunities/search'].post as unknown as { requestBody: Loose; responses: Loose }
    search.requestBody.content['application/json'].schema.properties.search = { type: 'array', items: { type: 'string' } }
    search.responses['200'].content['application/json'].schema.required = ['items']
    const problems = checkCompatibility(base, doc, CLAIMED)
    expect(problems).toContain('POST /common-grants/opportunities/search request body.search: type changed from "string" to "array"')
    expect(problems).toContain('POST /common-grants/opportunities/search response 200: "paginationInfo" no longer required')
  })

  it('catches a route of our own under /common-grants/', () => {
    const doc = ours()
    doc.paths['/common-grants/opportunities/saved'] = { get: doc.paths['/api/v1/pipeline/saved-grants'].get }
    expect(checkCompatibility(base, doc, CLAIMED)).toContain('GET /common-grants/opportunities/saved: a custom route under /common-grants/')
  })

  it('lets an extension describe its own fields inside customFields and customFilters', () => {
    const doc = ours()
    schema(doc, 'Models.OpportunityBase').properties.customFields.properties = { funder: { $ref: '#/components/schemas/CommonGrants.Fields.CustomField' } }
    schema(doc, 'Models.OppFilters').properties.customFilters.properties = { country: { $ref: '#/components/schemas/CommonGrants.Filters.StringArrayFilter' } }
    expect(checkCompatibility(base, doc, CLAIMED)).toEqual([])
  })
})
