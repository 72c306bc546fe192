/**
 * Whether an OpenAPI document is a compatible extension of the CommonGrants base protocol (ADR 031),
 * following the protocol's compliance rules: every base route tagged `required` (and each optional
 * one the API claims) exists with the same method and path, takes the base's parameters and request
 * body and answers with the base's response schemas; every base component schema is unchanged (no
 * property added at the root of a base schema, none removed, no enum value added or removed, no type
 * or required list changed); extensions go into `customFields` / `customFilters` only; and no route
 * of ours under /common-grants/ is one the base does not define. Pure: both documents are given as
 * parsed JSON (the base with its non-normative examples removed). Returns the problems found, each
 * a sentence naming where; none means compatible.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Obj = { [key: string]: Json }
export interface OpenApiLike {
  paths: Record<string, Record<string, Json>>
  components?: { schemas?: Record<string, Json>; parameters?: Record<string, Json> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
/** Keywords that document a schema without constraining it: a change to them breaks nobody. */
const DOCUMENTATION = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs'])
/** Objects of a base schema where an extension may add fields. */
const EXTENSION_POINTS = new Set(['customFields', 'customFilters'])

const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function resolve(doc: OpenApiLike, value: Json | undefined): { value: Json | undefined; ref: string | null } {
  let ref: string | null = null
  let current = value
  for (let hops = 0; isObj(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    ref = current.$ref
    const m = /^#\/components\/(schemas|parameters)\/(.+)$/.exec(ref)
    current = m ? (doc.components?.[m[1] as 'schemas' | 'parameters']?.[m[2]] ?? undefined) : undefined
  }
  return { value: current, ref }
}

/**
 * Compares a base schema with ours, both resolved in their own documents, and adds a problem for
 * every difference that is not an allowed extension.
 */
class SchemaComparer {
  private readonly seen = new Set<string>()
  private readonly base: OpenApiLike
  private readonly ours: OpenApiLike
  readonly problems: string[]
  constructor(base: OpenApiLike, ours: OpenApiLike, problems: string[]) {
    this.base = base
    this.ours = ours
    this.problems = problems
  }

  compare(baseValue: Json | undefined, ourValue: Json | undefined, where: string, extensible = false) {
    const b = resolve(this.base, baseValue)
    const o = resolve(this.ours, ourValue)
    if (b.ref && o.ref) {
      const pair = `${b.ref}|${o.ref}`
      if (this.seen.has(pair)) return
      this.seen.add(pair)
    }
    if (b.value === undefined) return
    if (o.value === undefined) return void this.problems.push(`${where}: missing (the base defines it)`)
    if (!isObj(b.value) || !isObj(o.value)) {
      if (JSON.stringify(b.value) !== JSON.stringify(o.value)) this.problems.push(`${where}: changed`)
      return
    }
    const bs = b.value
    const os = o.value
    if (JSON.stringify(bs.type) !== JSON.stringify(os.type)) this.problems.push(`${where}: type changed from ${JSON.stringify(bs.type ?? null)} to ${JSON.stringify(os.type ?? null)}`)
    this.compareEnum(bs.enum, os.enum, where)
    this.compareRequired(bs.required, os.required, where)
    this.compareProperties(bs.properties, os.properties, where, extensible)
    for (const key of new Set([...Object.keys(bs), ...Object.keys(os)])) {
      if (['type', 'enum', 'required', 'properties', '$ref'].includes(key) || DOCUMENTATION.has(key)) continue
      const bv = bs[key]
      const ov = os[key]
      if (bv === undefined) {
        this.problems.push(`${where}: keyword "${key}" added`)
      } else if (ov === undefined) {
        this.problems.push(`${where}: keyword "${key}" removed`)
      } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
        if (isObj(bv) || isObj(ov)) this.compare(bv, ov, `${where}.${key}`)
        else if (bv !== ov) this.problems.push(`${where}: "${key}" changed`)
      } else if ((key === 'allOf' || key === 'anyOf' || key === 'oneOf') && Array.isArray(bv) && Array.isArray(ov)) {
        if (bv.length !== ov.length) this.problems.push(`${where}: ${key} has ${ov.length} schemas instead of ${bv.length}`)
        else for (const [i, item] of bv.entries()) this.compare(item, ov[i], `${where}.${key}[${i}]`, extensible)
      } else if (JSON.stringify(bv) !== JSON.stringify(ov)) {
        this.problems.push(`${where}: "${key}" changed`)
      }
    }
  }

  private compareEnum(b: Json | undefined, o: Json | undefined, where: string) {
    if (b === undefined && o === undefined) return
    const bv = Array.isArray(b) ? b.map((v) => JSON.stringify(v)) : []
    const ov = Array.isArray(o) ? o.map((v) => JSON.stringify(v)) : []
    if (b === undefined) return void this.problems.push(`${where}: enum added`)
    if (o === undefined) return void this.problems.push(`${where}: enum removed`)
    for (const v of ov) if (!bv.includes(v)) this.problems.push(`${where}: enum value ${v} added`)
    for (const v of bv) if (!ov.includes(v)) this.problems.push(`${where}: enum value ${v} removed`)
  }

  private compareRequired(b: Json | undefined, o: Json | undefined, where: string) {
    const bv = Array.isArray(b) ? b.map(String) : []
    const ov = Array.isArray(o) ? o.map(String) : []
    for (const v of ov) if (!bv.includes(v)) this.problems.push(`${where}: "${v}" made required`)
    for (const v of bv) if (!ov.includes(v)) this.problems.push(`${where}: "${v}" no longer required`)
  }

  private compareProperties(b: Json | undefined, o: Json | undefined, where: string, extensible: boolean) {
    const bp = isObj(b) ? b : {}
    const op = isObj(o) ? o : {}
    for (const name of Object.keys(bp)) {
      if (!(name in op)) this.problems.push(`${where}: property "${name}" removed`)
      else this.compare(bp[name], op[name], `${where}.${name}`, EXTENSION_POINTS.has(name))
    }
    // Inside customFields and customFilters an extension names its own fields.
    if (!extensible) for (const name of Object.keys(op)) if (!(name in bp)) this.problems.push(`${where}: property "${name}" added`)
  }
}

function operations(doc: OpenApiLike): Array<{ path: string; method: string; operation: Obj }> {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method, op]) => METHODS.includes(method) && isObj(op))
      .map(([method, op]) => ({ path, method, operation: op as Obj })),
  )
}

const tagsOf = (operation: Obj) => (Array.isArray(operation.tags) ? operation.tags.map(String) : [])
const jsonSchema = (holder: Json | undefined) => (isObj(holder) && isObj(holder.content) && isObj(holder.content['application/json']) ? holder.content['application/json'].schema : undefined)

/**
 * The problems that keep `ours` from being a compatible extension of `base`. `claimed` names the
 * base operations beyond the required ones that ours implements ("post /common-grants/opportunities/search").
 */
export function checkCompatibility(base: OpenApiLike, ours: OpenApiLike, claimed: readonly string[] = []): string[] {
  const problems: string[] = []
  const comparer = new SchemaComparer(base, ours, problems)
  const ourOps = new Map(operations(ours).map((o) => [`${o.method} ${o.path}`, o.operation]))
  const baseOps = new Map(operations(base).map((o) => [`${o.method} ${o.path}`, o.operation]))

  for (const [key, operation] of baseOps) {
    const required = tagsOf(operation).includes('required')
    if (!required && !claimed.includes(key)) continue
    const ourOp = ourOps.get(key)
    const name = `${key.split(' ')[0].toUpperCase()} ${key.split(' ')[1]}`
    if (!ourOp) {
      problems.push(`${name}: ${required ? 'required' : 'claimed'} route missing`)
      continue
    }
    // Parameters: every base parameter, with the same place, name, necessity and schema.
    const ourParams = (Array.isArray(ourOp.parameters) ? ourOp.parameters : []).map((p) => resolve(ours, p).value).filter(isObj)
    const baseParams = (Array.isArray(operation.parameters) ? operation.parameters : []).map((p) => resolve(base, p).value).filter(isObj)
    for (const param of baseParams) {
      const mine = ourParams.find((p) => p.in === param.in && p.name === param.name)
      const label = `${name} parameter ${String(param.in)} "${String(param.name)}"`
      if (!mine) {
        problems.push(`${label}: missing`)
        continue
      }
      if (Boolean(mine.required) !== Boolean(param.required)) problems.push(`${label}: required changed`)
      comparer.compare(param.schema, mine.schema, `${label} schema`)
    }
    // A client of the base sends only the base's parameters: ours may add optional ones only.
    for (const p of ourParams)
      if (p.required && !baseParams.some((bp) => bp.in === p.in && bp.name === p.name)) problems.push(`${name} parameter ${String(p.in)} "${String(p.name)}": required parameter added`)
    // Request body and the answers the base defines.
    if (operation.requestBody !== undefined) {
      const b = resolve(base, operation.requestBody).value
      const o = resolve(ours, ourOp.requestBody).value
      if (!isObj(o)) problems.push(`${name} request body: missing`)
      else {
        if (isObj(b) && Boolean(b.required) !== Boolean(o.required)) problems.push(`${name} request body: required changed`)
        comparer.compare(jsonSchema(b), jsonSchema(o), `${name} request body`)
      }
    }
    const baseResponses = isObj(operation.responses) ? operation.responses : {}
    const ourResponses = isObj(ourOp.responses) ? ourOp.responses : {}
    for (const status of Object.keys(baseResponses)) {
      if (!(status in ourResponses)) {
        problems.push(`${name} response ${status}: missing`)
        continue
      }
      comparer.compare(jsonSchema(baseResponses[status]), jsonSchema(ourResponses[status]), `${name} response ${status}`)
    }
  }

  // Every base component schema, unchanged (extensions only in customFields / customFilters).
  for (const [schemaName, schema] of Object.entries(base.components?.schemas ?? {})) {
    if (!(schemaName in (ours.components?.schemas ?? {}))) problems.push(`schema ${schemaName}: missing`)
    else comparer.compare(schema, ours.components!.schemas![schemaName], `schema ${schemaName}`)
  }

  // Our own routes stay out of the protocol's namespace unless the base defines them.
  for (const key of ourOps.keys()) {
    const path = key.slice(key.indexOf(' ') + 1)
    if (path.startsWith('/common-grants/') && !baseOps.has(key)) problems.push(`${key.split(' ')[0].toUpperCase()} ${path}: a custom route under /common-grants/`)
  }
  return [...new Set(problems)]
}
