import { countryCode } from './country-codes.ts'
import { asArray, isoDate, listXmlParser, ScreeningListFormatError, text, unique, yearsIn } from './parse-list-helpers.ts'
import type { ScreeningListEntry } from './screening-lists.ts'

type Node = Record<string, unknown>

/**
 * The FCDO's UK Sanctions List (UK-Sanctions-List.xml): Designations, each with its UniqueID
 * (e.g. "AFG0006"), names in six parts with a NameType (primary name, variation, alias),
 * non-Latin-script names, the regime, dates of birth (dd/mm/yyyy, parts masked as dd/mm) and
 * nationalities. Ships are left out.
 */
export function parseUkList(xml: string): ScreeningListEntry[] {
  const doc = listXmlParser(['Designation', 'Name', 'NonLatinName', 'DOB', 'Nationality', 'Individual', 'Entity']).parse(xml) as Node
  const root = doc.Designations as Node | undefined
  if (!root) throw new ScreeningListFormatError('not a UK Sanctions List: no Designations element')
  const entries: ScreeningListEntry[] = []
  for (const designation of asArray(root.Designation as Node[])) {
    const type = text(designation.IndividualEntityShip).toLowerCase()
    if (type === 'ship') continue
    const names = asArray((designation.Names as Node | undefined)?.Name as Node[]).map((name) => ({
      value: ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6']
        .map((part) => text(name[part]))
        .filter(Boolean)
        .join(' '),
      primary: text(name.NameType).toLowerCase() === 'primary name',
    }))
    const primary = names.find((name) => name.primary && name.value)?.value ?? names.find((name) => name.value)?.value
    if (!primary) continue
    const nonLatin = asArray((designation.NonLatinNames as Node | undefined)?.NonLatinName as Node[]).map((name) => text(name.NameNonLatinScript))
    const individuals = asArray((designation.IndividualDetails as Node | undefined)?.Individual as Node[])
    entries.push({
      list: 'uk',
      ref: text(designation.UniqueID),
      kind: type === 'individual' ? 'person' : type === 'entity' ? 'organization' : null,
      name: primary,
      aliases: unique([...names.map((name) => name.value), ...nonLatin].filter((name) => name && name !== primary)),
      birthYears: unique(individuals.flatMap((person) => asArray((person.DOBs as Node | undefined)?.DOB as unknown[]).flatMap((dob) => yearsIn(text(dob))))),
      nationalities: unique(
        individuals
          .flatMap((person) => asArray((person.Nationalities as Node | undefined)?.Nationality as unknown[]))
          .map((value) => countryCode(text(value)))
          .filter((code): code is string => Boolean(code)),
      ),
      programme: text(designation.RegimeName) || null,
      listedOn: isoDate(text(designation.DateDesignated)),
    })
  }
  return entries
}
