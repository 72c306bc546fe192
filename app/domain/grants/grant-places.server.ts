import { countryName, regionOfCountry } from '../../catalog/countries.ts'
import { regionName } from '../../catalog/names.ts'
import { GRANT_REGIONS, PAN_AFRICAN } from '../../catalog/sectors.ts'
import { currentLanguage, formatList } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import { type PlacesRead, readPlaces } from '../discovery/extract/places.ts'

/** Where a grant (or a discovered grant, or an award) is open, as a page shows it. */
export interface Places {
  /**
   * Its countries (from CLDR) and regions (from the catalogue), named in the reader's language and
   * joined as that language joins a list ("Kenya et Ouganda", "تشاد وأفريقيا الوسطى"); null when none is known.
   */
  names: string | null
  /**
   * The funder's own words for it, as written, when they say more than the names do (a district, a
   * city, "worldwide", a place outside Africa); shown labelled as theirs. Null when the names say it all.
   */
  funderWords: string | null
}

/** The stored columns a grant's places are named from. */
export interface PlaceFields {
  /** ISO 3166-1 codes derived from the scope (and chosen by a reviewer). */
  countryCodes: readonly string[]
  /** GRANT_REGIONS ids. */
  geographicFocus: readonly string[]
  /** The funder's own words. */
  countryScope: string | null
}

export type Placed<T extends PlaceFields> = Omit<T, keyof PlaceFields> & { places: Places }

// A page names the same few scopes again and again ("Kenya", "East Africa"): each is read once.
const READ_MAX = 2_000
const read = new Map<string, PlacesRead>()
function readScope(scope: string): PlacesRead {
  let found = read.get(scope)
  if (!found) {
    if (read.size >= READ_MAX) read.clear()
    found = readPlaces(scope)
    read.set(scope, found)
  }
  return found
}

/**
 * A grant's places in the reader's language (issue 27 §5): the countries of its codes and the
 * regions of its focus, with those its scope names in any of our languages (a scope written
 * "Tchad" by a French funder names Chad, although only English names are stored as codes). An AU
 * region holding one of the countries, or Pan-African beside countries, is left out, as matching
 * leaves a grant's focus aside when it names countries; a cross-cutting region (the Sahel) is
 * kept. The scope itself only when it says more than the names, since "Chad" on a French page is English.
 * Built on the server, so the browser shows the very names the server wrote (ADR 020).
 */
export function grantPlaces(grant: PlaceFields): Places {
  const scope = grant.countryScope?.trim() ? readScope(grant.countryScope) : null
  const codes = new Set([...grant.countryCodes, ...(scope?.countryCodes ?? [])])
  const focus = new Set([...grant.geographicFocus, ...(scope?.geographicFocus ?? [])])
  // A region that only frames the countries named ("Kenya" in "East Africa", any country "Pan-African") says nothing more.
  const framing = new Set<string>([...codes].map((code) => regionOfCountry(code) ?? ''))
  if (codes.size) framing.add(PAN_AFRICAN)
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  const countries = [...codes].map(countryName).sort((a, b) => collator.compare(a, b))
  // Regions in the catalogue's order; a value that is not one of ours is shown as written.
  const regions = [...GRANT_REGIONS.filter((id) => focus.has(id)), ...[...focus].filter((id) => !(GRANT_REGIONS as readonly string[]).includes(id))].filter((id) => !framing.has(id)).map(regionName)
  const names = [...countries, ...regions]
  return {
    names: names.length ? formatList(names) : null,
    funderWords: scope?.otherWords.length ? grant.countryScope : null,
  }
}

/** The grant with its places named (grantPlaces) in place of the stored columns they come from, for a page. */
export function withPlaces<T extends PlaceFields>(grant: T): Placed<T> {
  const { countryCodes: _codes, geographicFocus: _focus, countryScope: _scope, ...rest } = grant
  return { ...rest, places: grantPlaces(grant) }
}
