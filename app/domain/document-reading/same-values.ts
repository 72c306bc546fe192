/** Words that name a legal form or kind of body, not the body: "Ltd" and "Limited" are the same name. */
const FORM_WORDS = new Set([
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'llc',
  'plc',
  'co',
  'company',
  'corp',
  'corporation',
  'cbo',
  'ngo',
  'ong',
  'asbl',
  'sarl',
  'sa',
  'gie',
  'the',
  'la',
  'le',
  'les',
  'l',
  'de',
  'du',
  'des',
  'of',
  'association',
  'organisation',
  'organization',
])

/** A registration number compared as registries mean it: letters and digits only, upper case. */
export function normalizeRegistrationNumber(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase()
}

export function sameRegistrationNumber(a: string, b: string): boolean {
  return normalizeRegistrationNumber(a) === normalizeRegistrationNumber(b)
}

/** A name without case, accents, punctuation or legal-form words ("Maji Safi Trust Ltd." → "maji safi trust"). */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w && !FORM_WORDS.has(w))
    .join(' ')
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]!
}

/** The same organization's name, allowing for case, accents, legal-form words and one misread letter in fifteen (OCR). */
export function sameOrganizationName(a: string, b: string): boolean {
  const x = normalizeName(a)
  const y = normalizeName(b)
  if (!x || !y) return false
  return x === y || editDistance(x, y) <= Math.floor(Math.max(x.length, y.length) / 15)
}
