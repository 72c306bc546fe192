import { COUNTRY_CODES } from '../../catalog/countries.ts'
import { SECTORS } from '../../catalog/sectors.ts'
import { VERIFICATION_TIER_IDS, type VerificationTierId } from '../../catalog/verification.ts'

/** Organizations a directory page lists. */
export const DIRECTORY_PAGE_SIZE = 20
/** The longest name search read (longer is cut). */
export const DIRECTORY_SEARCH_MAX = 100

/** The directory's state, all of it in the URL (q, country, sector, tier, page): shareable, and works without JavaScript. */
export interface DirectoryQuery {
  q?: string
  country?: string
  sector?: string
  tier?: VerificationTierId
  page: number
}

/** The state a URL asks for; a value that is not one of the choices is ignored rather than refused (a shared link keeps working). */
export function directoryQueryFromUrl(url: URL): DirectoryQuery {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? ''
  const q = get('q').slice(0, DIRECTORY_SEARCH_MAX)
  const country = get('country')
  const sector = get('sector')
  const tier = get('tier')
  const page = Number(get('page'))
  return {
    ...(q ? { q } : {}),
    ...(COUNTRY_CODES.includes(country) ? { country } : {}),
    ...((SECTORS as readonly string[]).includes(sector) ? { sector } : {}),
    ...((VERIFICATION_TIER_IDS as readonly string[]).includes(tier) ? { tier: tier as VerificationTierId } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

/** The directory's link for a state; defaults are left out. */
export function directoryHref(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.country) params.set('country', query.country)
  if (query.sector) params.set('sector', query.sector)
  if (query.tier) params.set('tier', query.tier)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search ? `/org?${search}` : '/org'
}
