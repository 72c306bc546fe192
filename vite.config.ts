import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

/**
 * The browser build renders with Preact's compatibility layer instead of React (ADR 066); the server
 * keeps React and react-dom/server. Only the `client` environment of a build is redirected: the
 * development server keeps React, whose hot reloading and warnings need it.
 */
function preactInTheBrowser(): Plugin {
  const browserReact = fileURLToPath(new URL('./app/browser-react.ts', import.meta.url))
  const targets: Record<string, string> = {
    react: browserReact,
    'react-dom': browserReact,
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/compat/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  }
  return {
    name: 'preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const target = targets[source]
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null
    },
  }
}

/**
 * The browser build in three kinds of file instead of twenty-odd (ADR 021): the framework (Preact
 * in React's place, React Router), the app's shared code (components, i18n, catalogue, icons), and
 * one file per page. A phone on a slow network fetches 7 files for a page instead of 19–26, and
 * evaluates them in fewer tasks; the shared file is cached across pages. Code two pages share goes
 * into both (ADR 041).
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: mode === 'test' ? [] : [tailwindcss(), reactRouter(), preactInTheBrowser()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /(node_modules[\\/](react|react-dom|react-router|preact|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|app[\\/]browser-react\.ts)/, priority: 20 },
                { name: 'shared', test: /(app[\\/](components|i18n|catalog|domain)[\\/]|node_modules[\\/](lucide-react|@lingui|clsx)[\\/])/, minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
      },
}))
