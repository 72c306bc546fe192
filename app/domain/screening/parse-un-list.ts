import { countryCode } from './country-codes.ts'
import { asArray, isoDate, listXmlParser, ScreeningListFormatError, text, unique, yearRange, yearsIn } from './parse-list-helpers.ts'
import type { ScreeningListEntry } from './screening-lists.ts'

type Node = Record<string, unknown>

/**
 * The UN Security Council Consolidated List (consolidated.xml): INDIVIDUALS and ENTITIES, each with
 * its reference number (e.g. "CDi.001"), name parts, aliases, original-script name, dates of birth
 * (exact, approximate or a range of years), nationalities and the sanctions regime.
 */
export function parseUnList(xml: string): ScreeningListEntry[] {
  const doc = listXmlParser(['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH', 'VALUE']).parse(xml) as Node
  const root = doc.CONSOLIDATED_LIST as Node | undefined
  if (!root) throw new ScreeningListFormatError('not a UN consolidated list: no CONSOLIDATED_LIST element')
  const entries: ScreeningListEntry[] = []
  for (const person of asArray((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL as Node[])) entries.push(unEntry(person, 'person'))
  for (const entity of asArray((root.ENTITIES as Node | undefined)?.ENTITY as Node[])) entries.push(unEntry(entity, 'organization'))
  return entries.filter((entry) => entry.name)
}

function unEntry(node: Node, kind: 'person' | 'organization'): ScreeningListEntry {
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => text(node[part]))
    .filter(Boolean)
    .join(' ')
  const aliases = asArray((kind === 'person' ? node.INDIVIDUAL_ALIAS : node.ENTITY_ALIAS) as Node[])
    .map((alias) => text(alias.ALIAS_NAME))
    .filter(Boolean)
  const original = text(node.NAME_ORIGINAL_SCRIPT)
  if (original) aliases.push(original)
  const birthYears: number[] = []
  for (const birth of asArray(node.INDIVIDUAL_DATE_OF_BIRTH as Node[])) {
    const from = Number(text(birth.FROM_YEAR))
    const to = Number(text(birth.TO_YEAR))
    if (from) birthYears.push(...yearRange(from, to || from))
    birthYears.push(...yearsIn(text(birth.YEAR)), ...yearsIn(text(birth.DATE)))
  }
  const nationalities = asArray((node.NATIONALITY as Node | undefined)?.VALUE as unknown[])
    .map((value) => countryCode(text(value)))
    .filter((code): code is string => Boolean(code))
  return {
    list: 'un',
    ref: text(node.REFERENCE_NUMBER) || text(node.DATAID),
    kind,
    name,
    aliases: unique(aliases.filter((alias) => alias !== name)),
    birthYears: unique(birthYears),
    nationalities: unique(nationalities),
    programme: text(node.UN_LIST_TYPE) || null,
    listedOn: isoDate(text(node.LISTED_ON)),
  }
}
