import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messagesFor } from './catalogue.server.ts'
import { loadBrowserMessages, loadMessagesInto } from './index.ts'

describe('A page’s messages', () => {
  it('stay the page’s own after the messages of other pages are loaded beside them', () => {
    const discover = () => messagesFor('en', new Set(['discover']))
    const own = Object.keys(discover()).length
    const i18n = setupI18n({ locale: 'en' })
    loadMessagesInto(i18n, 'en', discover())
    loadMessagesInto(i18n, 'en', messagesFor('en', new Set(['dashboard', 'billing'])))
    expect(Object.keys(discover())).toHaveLength(own)
    // The instance has both pages' messages.
    expect(i18n.messages['discover.searchLabel']).toBeDefined()
    expect(i18n.messages['dashboard.savedGrants']).toBeDefined()
  })

  it('are not loaded into the browser’s instance while the server renders', () => {
    const discover = messagesFor('fr', new Set(['discover']))
    const own = Object.keys(discover).length
    loadBrowserMessages('fr', discover)
    loadBrowserMessages('fr', messagesFor('fr', new Set(['dashboard'])))
    expect(Object.keys(messagesFor('fr', new Set(['discover'])))).toHaveLength(own)
  })
})
