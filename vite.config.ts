import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

/**
 * The browser build in three kinds of file instead of twenty-odd (ADR 021): the framework (React,
 * React Router), the app's shared code (components, i18n, catalogue, icons), and one file per page.
 * A phone on a slow network fetches 7 files for a page instead of 19–26, and evaluates them in fewer
 * tasks; the shared file is cached across pages. Code two pages share goes into both (ADR 041).
 */
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: mode === 'test' ? [] : [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                { name: 'shared', test: /(app[\\/](components|i18n|catalog|domain)[\\/]|node_modules[\\/](lucide-react|@lingui|clsx)[\\/])/, minShareCount: 3, priority: 10 },
              ],
            },
          },
        },
      },
}))
