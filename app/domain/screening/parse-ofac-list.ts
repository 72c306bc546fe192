import { countryCode } from './country-codes.ts'
import { csvRows, ScreeningListFormatError, unique, yearsIn } from './parse-list-helpers.ts'
import type { ScreeningListEntry } from './screening-lists.ts'

const NULL = '-0-'

/**
 * OFAC's SDN list in its CSV form: sdn.csv (ent_num, name, type, programme, …, remarks) and
 * alt.csv (ent_num, alt_num, type, name, remarks). Individuals are written "LAST, First": they are
 * turned round to "First LAST". Years of birth and nationalities are in the remarks ("DOB 10 Dec
 * 1948; nationality Iraq"). Vessels and aircraft are left out: organizations and people are screened.
 */
export function parseOfacList(sdnCsv: string, altCsv = ''): ScreeningListEntry[] {
  const rows = readCsv(sdnCsv)
  if (rows.length > 0 && rows[0]!.length < 12) throw new ScreeningListFormatError('not an OFAC sdn.csv: rows have fewer than 12 columns')
  const aliases = new Map<string, string[]>()
  for (const row of readCsv(altCsv)) {
    const [id, , , name] = row.map(clean)
    if (!id || !name) continue
    const list = aliases.get(id) ?? []
    list.push(name)
    aliases.set(id, list)
  }
  const entries: ScreeningListEntry[] = []
  for (const row of rows) {
    const [id, rawName, type, programme, , , , , , , , remarks] = row.map(clean)
    if (!id || !rawName || type === 'vessel' || type === 'aircraft') continue
    const person = type === 'individual'
    const name = person ? turnRound(rawName) : rawName
    entries.push({
      list: 'ofac',
      ref: id,
      kind: person ? 'person' : 'organization',
      name,
      aliases: unique((aliases.get(id) ?? []).map((alias) => (person ? turnRound(alias) : alias)).filter((alias) => alias !== name)),
      birthYears: person ? unique([...(remarks ?? '').matchAll(/\bDOB\s+([^;]+)/g)].flatMap((m) => yearsIn(m[1]!))) : [],
      nationalities: unique([...(remarks ?? '').matchAll(/\b(?:nationality|citizen)\s+([^;.]+)/gi)].map((m) => countryCode(m[1]!.trim())).filter((code): code is string => Boolean(code))),
      programme: programme ? programme.replace(/\] \[/g, ', ') : null,
      listedOn: null,
    })
  }
  return entries
}

function readCsv(csv: string): string[][] {
  return csvRows(csv)
}

function clean(value: string | undefined): string {
  const trimmed = (value ?? '').trim()
  return trimmed === NULL ? '' : trimmed
}

/** "ABBAS, Abu" → "Abu ABBAS". */
function turnRound(name: string): string {
  const comma = name.indexOf(',')
  if (comma < 0) return name
  return `${name.slice(comma + 1).trim()} ${name.slice(0, comma).trim()}`.trim()
}
