/** The 54 African countries with their African Union region. Seeded into the countries table. */
export const REGIONS = ['North Africa', 'West Africa', 'Central Africa', 'East Africa', 'Southern Africa'] as const
export type Region = (typeof REGIONS)[number]

const byRegion: Record<Region, string[]> = {
  'North Africa': ['Algeria', 'Egypt', 'Libya', 'Mauritania', 'Morocco', 'Tunisia'],
  'West Africa': ['Benin', 'Burkina Faso', 'Cabo Verde', 'Gambia', 'Ghana', 'Guinea', 'Guinea-Bissau', 'Ivory Coast', 'Liberia', 'Mali', 'Niger', 'Nigeria', 'Senegal', 'Sierra Leone', 'Togo'],
  'Central Africa': ['Burundi', 'Cameroon', 'Central African Republic', 'Chad', 'Democratic Republic of the Congo', 'Equatorial Guinea', 'Gabon', 'Republic of the Congo', 'Sao Tome and Principe'],
  'East Africa': ['Comoros', 'Djibouti', 'Eritrea', 'Ethiopia', 'Kenya', 'Madagascar', 'Mauritius', 'Rwanda', 'Seychelles', 'Somalia', 'South Sudan', 'Sudan', 'Tanzania', 'Uganda'],
  'Southern Africa': ['Angola', 'Botswana', 'Eswatini', 'Lesotho', 'Malawi', 'Mozambique', 'Namibia', 'South Africa', 'Zambia', 'Zimbabwe'],
}

export const AFRICAN_COUNTRIES: ReadonlyArray<{ name: string; region: Region }> = REGIONS.flatMap((region) => byRegion[region].map((name) => ({ name, region }))).sort((a, b) =>
  a.name.localeCompare(b.name),
)

const regionOf = new Map(AFRICAN_COUNTRIES.map((c) => [c.name.toLowerCase(), c.region]))

/** Region of a country name (case-insensitive), or undefined when it is not one of the 54. */
export function regionOfCountry(name: string): Region | undefined {
  return regionOf.get(name.trim().toLowerCase())
}

/** Other names funders use, mapped to the names in our list. */
const ALIASES: Array<[RegExp, string]> = [
  [/c[oô]te d[’'`]?\s?ivoire/g, 'ivory coast'],
  [/\b(dr congo|drc|congo-kinshasa|d\.r\. congo)\b/g, 'democratic republic of the congo'],
  [/\bcongo-brazzaville\b/g, 'republic of the congo'],
  [/\bswaziland\b/g, 'eswatini'],
  [/\bcape verde\b/g, 'cabo verde'],
  [/s[aã]o tom[eé] and pr[ií]ncipe/g, 'sao tome and principe'],
  [/\bthe gambia\b/g, 'gambia'],
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Longest names first, each removed once found, so "Niger" is not read inside "Nigeria", nor
// "Guinea" inside "Equatorial Guinea", nor "Sudan" inside "South Sudan".
const MATCHERS = [...AFRICAN_COUNTRIES]
  .sort((a, b) => b.name.length - a.name.length)
  .map((c) => ({ name: c.name, pattern: new RegExp(`(^|[^a-z-])${escapeRegExp(c.name.toLowerCase())}(?=$|[^a-z-])`, 'g') }))

/** Country names named in a free-text country scope such as "Kenya, Uganda and Tanzania". */
export function countriesInScope(scope: string | null | undefined): string[] {
  if (!scope) return []
  let text = scope.toLowerCase()
  for (const [pattern, name] of ALIASES) text = text.replace(pattern, name)
  const found = new Set<string>()
  for (const { name, pattern } of MATCHERS) {
    if (!text.match(pattern)) continue
    found.add(name)
    text = text.replace(pattern, '$1 ')
  }
  return AFRICAN_COUNTRIES.filter((c) => found.has(c.name)).map((c) => c.name)
}
