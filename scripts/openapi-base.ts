/**
 * Writes app/api/commongrants-base.json from the CommonGrants base protocol 0.4.0 (CC0):
 * tests/fixtures/standards/schemas/commongrants-openapi-0.4.0.yaml, a byte-for-byte copy of the
 * shared standards folder's file, kept in the repository so a fresh clone reads nothing outside it.
 * It keeps the three opportunity operations we implement and every component (parameters and
 * schemas), so the server builds its OpenAPI document without reading YAML (ADR 031). Examples are
 * left out: they are not normative, and the base's own examples repeat `$id`s, which makes strict
 * validators refuse the whole document. Run `node scripts/openapi-base.ts [base.yaml]` after a
 * protocol upgrade; tests/integration/api-openapi-compat.test.ts fails while the checked-in copy
 * differs from what this script writes.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
export const BASE_YAML = path.join(root, 'tests/fixtures/standards/schemas/commongrants-openapi-0.4.0.yaml')
export const BASE_JSON = path.join(root, 'app/api/commongrants-base.json')

/** The base operations our API implements: the two the protocol requires and the optional search. */
export const BASE_OPERATIONS = [
  ['/common-grants/opportunities', 'get'],
  ['/common-grants/opportunities/search', 'post'],
  ['/common-grants/opportunities/{oppId}', 'get'],
] as const

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * A copy without `example` and `examples` keywords. The names of a schema's properties (the keys
 * of `properties`) are kept whatever they are: a property may be called "example".
 */
export function withoutExamples(value: Json, inPropertyNames = false): Json {
  if (Array.isArray(value)) return value.map((v) => withoutExamples(v))
  if (value === null || typeof value !== 'object') return value
  const out: { [key: string]: Json } = {}
  for (const [key, v] of Object.entries(value)) {
    if (!inPropertyNames && (key === 'example' || key === 'examples')) continue
    out[key] = withoutExamples(v, !inPropertyNames && (key === 'properties' || key === 'schemas' || key === 'parameters'))
  }
  return out
}

/** What app/api/commongrants-base.json holds, from the parsed base document. */
export function extractBase(doc: { info: { version: string }; paths: Record<string, Record<string, Json>>; components: { parameters: Json; schemas: Json } }) {
  const paths: Record<string, Record<string, Json>> = {}
  for (const [route, method] of BASE_OPERATIONS) {
    const operation = doc.paths[route]?.[method]
    if (!operation) throw new Error(`The base has no ${method.toUpperCase()} ${route}`)
    paths[route] = { ...paths[route], [method]: withoutExamples(operation) }
  }
  return {
    protocol: 'CommonGrants',
    version: doc.info.version,
    paths,
    components: { parameters: withoutExamples(doc.components.parameters, true), schemas: withoutExamples(doc.components.schemas, true) },
  }
}

export function readBase(file = BASE_YAML) {
  return parse(readFileSync(file, 'utf8'))
}

if (import.meta.main) {
  const base = extractBase(readBase(process.argv[2] ?? BASE_YAML))
  writeFileSync(BASE_JSON, `${JSON.stringify(base, null, 2)}\n`)
  // The checked-in file is formatted as biome formats it, so `npm run lint` holds it as written.
  execFileSync(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'format', '--write', BASE_JSON], { stdio: 'ignore' })
  console.log(`wrote ${path.relative(process.cwd(), BASE_JSON)}: ${Object.keys(base.components.schemas as object).length} schemas`)
}
