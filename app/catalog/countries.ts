/** The 54 African countries with their African Union region. Seeded into the countries table. */
export const REGIONS = ['North Africa', 'West Africa', 'Central Africa', 'East Africa', 'Southern Africa'] as const
export type Region = (typeof REGIONS)[number]

const byRegion: Record<Region, string[]> = {
  'North Africa': ['Algeria', 'Egypt', 'Libya', 'Mauritania', 'Morocco', 'Tunisia'],
  'West Africa': [
    'Benin', 'Burkina Faso', 'Cabo Verde', 'Gambia', 'Ghana', 'Guinea', 'Guinea-Bissau', 'Ivory Coast',
    'Liberia', 'Mali', 'Niger', 'Nigeria', 'Senegal', 'Sierra Leone', 'Togo',
  ],
  'Central Africa': [
    'Burundi', 'Cameroon', 'Central African Republic', 'Chad', 'Democratic Republic of the Congo',
    'Equatorial Guinea', 'Gabon', 'Republic of the Congo', 'Sao Tome and Principe',
  ],
  'East Africa': [
    'Comoros', 'Djibouti', 'Eritrea', 'Ethiopia', 'Kenya', 'Madagascar', 'Mauritius', 'Rwanda',
    'Seychelles', 'Somalia', 'South Sudan', 'Sudan', 'Tanzania', 'Uganda',
  ],
  'Southern Africa': [
    'Angola', 'Botswana', 'Eswatini', 'Lesotho', 'Malawi', 'Mozambique', 'Namibia', 'South Africa',
    'Zambia', 'Zimbabwe',
  ],
}

export const AFRICAN_COUNTRIES: ReadonlyArray<{ name: string; region: Region }> = REGIONS.flatMap((region) =>
  byRegion[region].map((name) => ({ name, region })),
).sort((a, b) => a.name.localeCompare(b.name))

const regionOf = new Map(AFRICAN_COUNTRIES.map((c) => [c.name.toLowerCase(), c.region]))

/** Region of a country name (case-insensitive), or undefined when it is not one of the 54. */
export function regionOfCountry(name: string): Region | undefined {
  return regionOf.get(name.trim().toLowerCase())
}

/** Country names named in a free-text country scope such as "Kenya, Uganda and Tanzania". */
export function countriesInScope(scope: string | null | undefined): string[] {
  if (!scope) return []
  const text = scope.toLowerCase()
  return AFRICAN_COUNTRIES.filter((c) => {
    const name = c.name.toLowerCase()
    // "Niger" must not match inside "Nigeria", nor "Guinea" inside "Equatorial Guinea".
    const re = new RegExp(`(^|[^a-z-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z-])`)
    if (!re.test(text)) return false
    if (name === 'guinea' && !/(^|[^a-z-])guinea($|[^a-z-])/.test(text.replace(/equatorial guinea|guinea-bissau/g, ''))) return false
    if (name === 'sudan' && !/(^|[^a-z])sudan/.test(text.replace(/south sudan/g, ''))) return false
    return true
  }).map((c) => c.name)
}
