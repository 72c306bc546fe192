import { sql, type SQL } from 'drizzle-orm'
import { organizationSectors } from '../../catalog/sectors.ts'
import type { VerificationTierId } from '../../catalog/verification.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import type { PublicProfileSettings } from '../../db/schema/index.ts'
import { searchTerms } from '../grants/search-grants.server.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'
import type { DirectoryQuery } from './directory-query.ts'

/**
 * A listed organization with only what it chose to publish on its public profile (ADR 030, 063):
 * each optional field is present only when chosen, null when chosen but empty.
 */
export interface DirectoryOrganization {
  id: string
  name: string
  slug: string
  tier: VerificationTierId
  awardedAt: string
  expiresAt: string | null
  /** The badge's check code (no dashes), or null for a badge approved before codes existed. */
  checkCode: string | null
  country?: string | null
  sectors?: string[]
  mission?: string | null
  website?: string | null
  yearFounded?: number | null
  /** The registration number the verification checked, with the country it was checked in. */
  registration?: { number: string; country: string | null } | null
  /** When the organization and its people were last screened against the sanctions lists (ADR 064). */
  screenedAt: string | null
}

interface Row {
  id: string
  name: string
  slug: string
  settings: PublicProfileSettings
  country: string | null
  sector: string | null
  sectors: string[]
  mission: string | null
  website: string | null
  year_founded: number | null
  tier: VerificationTierId
  awarded_at: string | Date
  expires_at: string | Date | null
  check_code: string | null
  screened_at: string | Date | null
  registration_number: string | null
  registration_country: string | null
  total?: number
}

const iso = (value: string | Date) => new Date(value).toISOString()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A field the organization publishes, as an SQL condition on its settings. */
const publishes = (field: string) => sql`(o.public_profile->'fields') @> ${JSON.stringify([field])}::jsonb`

/** A search word as a prefix query in the 'simple' configuration, analysed as names are (organizations_name_search_idx). */
const prefixQuery = (term: string) => sql`(quote_literal(lower(f_search_text(${term}))) || ':*')::tsquery`

/**
 * The directory's rows: a published profile (with an address), not opted out of the directory, and a
 * badge in force (its latest approval: the in-force approvals, one per organization, joined in one pass).
 * A filter on a field the organization does not publish never matches it: filtering must not reveal it.
 */
function directorySelect(where: SQL[]): SQL {
  return sql`
    select o.id, o.name, o.slug, o.public_profile as settings, o.country, o.sector, o.sectors, o.mission, o.website, o.year_founded,
           v.verification_tier as tier, coalesce(v.decided_at, v.created_at) as awarded_at, v.expires_at, v.check_code, v.screened_at,
           v.registration_number, coalesce(v.country, o.country) as registration_country
    from organizations o
    join (
      select distinct on (organization_id) * from organization_verifications
      where ${badgeInForce()}
      order by organization_id, decided_at desc nulls last
    ) v on v.organization_id = o.id
    where o.slug is not null and not o.directory_opt_out and (o.public_profile->>'enabled') = 'true'
      ${sql.join(
        where.map((c) => sql` and ${c}`),
        sql``,
      )}`
}

/** A filter by an identifier in a registry (the CommonGrants list's `registry` and `id`): ours, or a published registration number. */
export interface IdentifierFilter {
  registry: string
  id: string
}

function identifierCondition({ registry, id }: IdentifierFilter): SQL {
  if (registry === 'org:harambee:system') return UUID.test(id) ? sql`o.id = ${id.toLowerCase()}` : sql`false`
  const country = /^org:([a-z]{2}):registration$/.exec(registry)?.[1]?.toUpperCase()
  if (!country) return sql`false`
  return sql`v.registration_number = ${id} and coalesce(v.country, o.country) = ${country} and ${publishes('registration')}`
}

type Filters = Omit<DirectoryQuery, 'page'> & { identifier?: IdentifierFilter }

function conditions(query: Filters): SQL[] {
  const where: SQL[] = []
  if (query.identifier) where.push(identifierCondition(query.identifier))
  if (query.q) {
    const terms = searchTerms(query.q)
    if (terms.length === 0) where.push(sql`false`)
    for (const term of terms) where.push(sql`to_tsvector('simple'::regconfig, f_search_text(o.name)) @@ ${prefixQuery(term)}`)
  }
  if (query.country) where.push(sql`o.country = ${query.country} and ${publishes('country')}`)
  if (query.sector) where.push(sql`${query.sector} = any(o.sectors) and ${publishes('sector')}`)
  if (query.tier) where.push(sql`v.verification_tier = ${query.tier}`)
  return where
}

/** One page of the directory, by name (id as the tie-break so pages never overlap), and the exact count. */
export async function listDirectoryOrganizations(db: Db, query: Filters, page: { page: number; pageSize: number }): Promise<{ organizations: DirectoryOrganization[]; total: number }> {
  const offset = Math.min((page.page - 1) * page.pageSize, Number.MAX_SAFE_INTEGER)
  const rows = await queryRows<Row>(
    db,
    sql`select *, (count(*) over ())::int as total from (${directorySelect(conditions(query))} offset 0) as listed
        order by lower(name), id limit ${page.pageSize} offset ${offset}`,
  )
  let total = Number(rows[0]?.total ?? 0)
  if (rows.length === 0 && offset > 0) {
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${directorySelect(conditions(query))}) as listed`)
    total = Number(counted?.n ?? 0)
  }
  return { organizations: rows.map(published), total }
}

/** One listed organization by its id, or null when it is not in the directory (or the id is not one). */
export async function getDirectoryOrganization(db: Db, id: string): Promise<DirectoryOrganization | null> {
  if (!UUID.test(id)) return null
  const [row] = await queryRows<Row>(db, directorySelect([sql`o.id = ${id.toLowerCase()}`]))
  return row ? published(row) : null
}

/** Only what the organization chose to show. */
function published(row: Row): DirectoryOrganization {
  const shown = new Set(row.settings.fields ?? [])
  const organization: DirectoryOrganization = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tier: row.tier,
    awardedAt: iso(row.awarded_at),
    expiresAt: row.expires_at ? iso(row.expires_at) : null,
    checkCode: row.check_code,
    screenedAt: row.screened_at ? iso(row.screened_at) : null,
  }
  if (shown.has('country')) organization.country = row.country
  if (shown.has('sector')) organization.sectors = organizationSectors(row.sector, row.sectors)
  if (shown.has('mission')) organization.mission = row.mission
  if (shown.has('website')) organization.website = row.website && /^https?:\/\//i.test(row.website) ? row.website : null
  if (shown.has('yearFounded')) organization.yearFounded = row.year_founded
  if (shown.has('registration')) organization.registration = row.registration_number ? { number: row.registration_number, country: row.registration_country } : null
  return organization
}
