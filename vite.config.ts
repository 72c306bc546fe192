import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { withoutServerOnlyMessages } from './app/i18n/server-only-messages.ts'

/** The browser's copy of the message catalogue leaves out what only the server renders (ADR 017). */
function serverOnlyMessages(): Plugin {
  return {
    name: 'harambee:server-only-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.endsWith('/app/i18n/en.ts')) return { code: withoutServerOnlyMessages(code), map: null }
    },
  }
}

export default defineConfig(({ mode }) => ({
  plugins: mode === 'test' ? [] : [tailwindcss(), reactRouter(), serverOnlyMessages()],
}))
