/**
 * Country names as the sanctions lists write them ("Iran (Islamic Republic of)", "Syrian Arab
 * Republic", "IRAQ") read as ISO 3166-1 alpha-2 codes. CLDR's English names (Intl.DisplayNames)
 * give most; the UN's formal names and a few older ones are added by hand.
 */
const EXTRA: Record<string, string> = {
  'democratic republic of the congo': 'CD',
  'congo democratic republic of the': 'CD',
  'republic of the congo': 'CG',
  congo: 'CG',
  'iran islamic republic of': 'IR',
  'syrian arab republic': 'SY',
  'russian federation': 'RU',
  'united kingdom of great britain and northern ireland': 'GB',
  'united kingdom': 'GB',
  'democratic peoples republic of korea': 'KP',
  'korea democratic peoples republic of': 'KP',
  'north korea': 'KP',
  'republic of korea': 'KR',
  'south korea': 'KR',
  'united republic of tanzania': 'TZ',
  'viet nam': 'VN',
  'bolivia plurinational state of': 'BO',
  'venezuela bolivarian republic of': 'VE',
  'lao peoples democratic republic': 'LA',
  turkey: 'TR',
  turkiye: 'TR',
  'cote divoire': 'CI',
  'ivory coast': 'CI',
  'state of palestine': 'PS',
  'palestinian territory': 'PS',
  'west bank': 'PS',
  gaza: 'PS',
  burma: 'MM',
  'republic of moldova': 'MD',
  'united states of america': 'US',
  'united states': 'US',
  usa: 'US',
  'libyan arab jamahiriya': 'LY',
  'the former yugoslav republic of macedonia': 'MK',
  'bosnia herzegovina': 'BA',
  ussr: 'SU',
  'soviet union': 'SU',
  'sudan the': 'SD',
  'gambia the': 'GM',
  'bahamas the': 'BS',
  'china peoples republic of': 'CN',
  'kyrgyz republic': 'KG',
  'czech republic': 'CZ',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'cape verde': 'CV',
}

let byName: Map<string, string> | undefined

function key(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()
}

function table(): Map<string, string> {
  if (byName) return byName
  const map = new Map<string, string>()
  const names = new Intl.DisplayNames('en', { type: 'region' })
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b
      let name: string | undefined
      try {
        name = names.of(code)
      } catch {
        continue
      }
      if (!name || name === code) continue
      map.set(key(name), code)
      // CLDR writes "Congo - Kinshasa", "Myanmar (Burma)": the part before the qualifier alone is not unique, so only the whole is kept.
    }
  }
  for (const [name, code] of Object.entries(EXTRA)) map.set(key(name), code)
  byName = map
  return map
}

/** The ISO alpha-2 code of a country name, or of a code written as one; null when unknown. */
export function countryCode(name: string | null | undefined): string | null {
  if (!name) return null
  const trimmed = name.trim()
  if (/^[A-Z]{2}$/.test(trimmed) && trimmed !== '00') return trimmed
  return table().get(key(trimmed)) ?? null
}
