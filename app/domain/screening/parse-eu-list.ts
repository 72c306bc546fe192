import { countryCode } from './country-codes.ts'
import { asArray, isoDate, listXmlParser, ScreeningListFormatError, text, unique, yearsIn } from './parse-list-helpers.ts'
import type { ScreeningListEntry } from './screening-lists.ts'

type Node = Record<string, unknown>

/**
 * The EU consolidated financial sanctions list (FSF XML, namespace
 * http://eu.europa.ec/fpi/fsd/export): each sanctionEntity has a subjectType (person / enterprise),
 * nameAlias elements (the names in every EU language and script), birthdate and citizenship
 * elements with ISO codes, and its regulation's programme.
 */
export function parseEuList(xml: string): ScreeningListEntry[] {
  const doc = listXmlParser(['sanctionEntity', 'nameAlias', 'birthdate', 'citizenship', 'regulation']).parse(xml) as Node
  const root = doc.export as Node | undefined
  if (!root) throw new ScreeningListFormatError('not an EU financial sanctions file: no export element')
  const entries: ScreeningListEntry[] = []
  for (const entity of asArray(root.sanctionEntity as Node[])) {
    const names = unique(
      asArray(entity.nameAlias as Node[])
        .map((alias) => text(alias['@_wholeName']) || [alias['@_firstName'], alias['@_middleName'], alias['@_lastName']].map(text).filter(Boolean).join(' '))
        .filter(Boolean),
    )
    if (names.length === 0) continue
    const code = text((entity.subjectType as Node | undefined)?.['@_code']).toLowerCase()
    const kind = code === 'person' ? 'person' : code === 'enterprise' ? 'organization' : null
    const birthYears = asArray(entity.birthdate as Node[]).flatMap((birth) => [...yearsIn(text(birth['@_year'])), ...yearsIn(text(birth['@_birthdate']))])
    const nationalities = asArray(entity.citizenship as Node[])
      .map((citizenship) => countryCode(text(citizenship['@_countryIso2Code'])) ?? countryCode(text(citizenship['@_countryDescription'])))
      .filter((value): value is string => Boolean(value))
    const regulations = asArray(entity.regulation as Node[])
    entries.push({
      list: 'eu',
      ref: text(entity['@_euReferenceNumber']) || text(entity['@_logicalId']),
      kind,
      name: names[0]!,
      aliases: names.slice(1),
      birthYears: unique(birthYears),
      nationalities: unique(nationalities),
      programme: unique(regulations.map((regulation) => text(regulation['@_programme'])).filter(Boolean)).join(', ') || null,
      listedOn: isoDate(text(entity['@_designationDate'])) ?? earliest(regulations.map((regulation) => text(regulation['@_publicationDate']))),
    })
  }
  return entries
}

function earliest(dates: string[]): string | null {
  const valid = dates.map(isoDate).filter((date): date is string => Boolean(date))
  return valid.length ? valid.sort()[0]! : null
}
