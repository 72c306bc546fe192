import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './index.ts'
import { formattingNote, recordFormatting } from './formatting-use.server.ts'

const kinds = (work: () => unknown) => [...recordFormatting(work).used].sort()

describe('What a page render formats, noted for the browser', () => {
  it('notes numbers and dates formatted by our helpers, by Intl itself and by toLocaleString', () => {
    expect(kinds(() => formatNumber(1234))).toEqual(['number'])
    expect(kinds(() => formatDate('2027-03-05'))).toEqual(['date'])
    expect(kinds(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).formatToParts(5))).toEqual(['number'])
    expect(kinds(() => (12.5).toLocaleString('pt-PT'))).toEqual(['number'])
    expect(kinds(() => new Date(0).toLocaleDateString('sw-KE'))).toEqual(['date'])
    expect(kinds(() => [formatNumber(1), formatDate('2027-03-05')])).toEqual(['date', 'number'])
  })

  it("notes a number for a plural, which Lingui formats with Intl's number formatting", () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: { count: compileMessage('{n, plural, one {# grant} other {# grants}}') } } })
    expect(kinds(() => i18n._('count', { n: 3 }))).toEqual(['number'])
  })

  it('notes nothing for a page that formats nothing, and nothing outside a render', () => {
    expect(kinds(() => `${'Terms of Service'.length} ${String(42)}`)).toEqual([])
    const formatter = new Intl.NumberFormat('en-US')
    const { used } = recordFormatting(() => 'a page')
    formatter.format(1)
    expect([...used]).toEqual([])
  })

  it('keeps each render to its own notes when renders run at the same time', async () => {
    const first = recordFormatting(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return formatDate('2027-03-05')
    })
    const second = recordFormatting(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return formatNumber(7)
    })
    await Promise.all([first.result, second.result])
    expect([...first.used]).toEqual(['date'])
    expect([...second.used]).toEqual(['number'])
  })

  it('writes the kinds the browser reads on a <template> at the body end', () => {
    expect(formattingNote(new Set(['date', 'number']))).toBe('<template data-formatting="number date"></template>')
    expect(formattingNote(new Set())).toBe('<template data-formatting=""></template>')
  })
})
