import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import type { OpenApiDocument } from '../../app/api/openapi.server.ts'
import { readBase, withoutExamples } from '../../scripts/openapi-base.ts'

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ?? addFormatsImport) as typeof addFormatsImport

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** The CommonGrants base protocol (the shared file), without its non-normative examples. */
export function baseDocument() {
  return withoutExamples(readBase()) as unknown as OpenApiDocument
}

/**
 * OAS 3.0 schemas as JSON Schema for ajv: `nullable: true` becomes a type that admits null, and
 * `#/components/...` references point into the document registered under the id "doc".
 */
function toJsonSchema(value: Json): Json {
  if (Array.isArray(value)) return value.map(toJsonSchema)
  if (value === null || typeof value !== 'object') return value
  const out: { [key: string]: Json } = {}
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/')) out.$ref = `doc${v}`
    else if (key === 'nullable') continue
    else out[key] = toJsonSchema(v)
  }
  if (value.nullable === true && typeof value.type === 'string') out.type = [value.type, 'null']
  return out
}

/**
 * Validates bodies against our document: the schema of one operation's answer (by method, path as
 * in the document and status). Every body the integration tests receive is checked with it.
 */
export function responseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(toJsonSchema({ components: doc.components as unknown as Json }) as object, 'doc')
  const compiled = new Map<string, ValidateFunction>()
  return (method: string, path: string, status: number | string, body: unknown): string[] => {
    const key = `${method} ${path} ${status}`
    let validate = compiled.get(key)
    if (!validate) {
      const operation = doc.paths[path]?.[method.toLowerCase()]
      if (!operation) throw new Error(`The document has no ${method} ${path}`)
      const response = operation.responses[String(status)] as { content?: { 'application/json'?: { schema?: Json } } } | undefined
      const schema = response?.content?.['application/json']?.schema
      if (!schema) throw new Error(`The document gives no JSON answer for ${status} to ${method} ${path}`)
      validate = ajv.compile(toJsonSchema(schema) as object)
      compiled.set(key, validate)
    }
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
  }
}

/** A schema of the document by name, for a body part (custom fields) to be checked against. */
export function schemaValidator(doc: OpenApiDocument, name: string) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(toJsonSchema({ components: doc.components as unknown as Json }) as object, 'doc')
  const validate = ajv.compile({ $ref: `doc#/components/schemas/${name}` })
  return (value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(value)'} ${e.message}`))
}
