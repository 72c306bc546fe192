import { parseEuList } from './parse-eu-list.ts'
import { parseOfacList } from './parse-ofac-list.ts'
import { parseUkList } from './parse-uk-list.ts'
import { parseUnList } from './parse-un-list.ts'
import type { ScreeningListEntry, ScreeningListId } from './screening-lists.ts'

/**
 * A list's downloaded file(s) read into entries. OFAC comes as two files (sdn.csv and alt.csv); the
 * others as one. A file that is not the list's format throws (ScreeningListFormatError or the XML
 * parser's error), and the refresh keeps the last good version.
 */
export function parseScreeningList(list: ScreeningListId, files: string[]): ScreeningListEntry[] {
  switch (list) {
    case 'un':
      return parseUnList(files[0] ?? '')
    case 'ofac':
      return parseOfacList(files[0] ?? '', files[1] ?? '')
    case 'eu':
      return parseEuList(files[0] ?? '')
    case 'uk':
      return parseUkList(files[0] ?? '')
  }
}
