import { createElement, type FunctionComponent, type PropsWithChildren } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { PassThrough } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { HydrateLater } from './hydrate-later.tsx'

// Vitest compiles JSX for development while the tests run React as production (vitest.config.ts):
// the development runtime's jsxDEV is then missing, so it is the production jsx here.
vi.mock('react/jsx-dev-runtime', async () => {
  const runtime = await import('react/jsx-runtime')
  return { Fragment: runtime.Fragment, jsxDEV: (type: Parameters<typeof runtime.jsx>[0], props: Parameters<typeof runtime.jsx>[1], key?: string) => runtime.jsx(type, props, key) }
})

/** HydrateLater, its children passed as createElement's argument. */
const Part = HydrateLater as unknown as FunctionComponent<PropsWithChildren<{ name: string; deps: unknown[] }>>

/** The page's own server render (streamed, as entry.server.tsx renders), of one part in a list. */
function render() {
  const element = createElement('ul', null, createElement('li', null, 'before'), createElement(Part, { name: 'cards', deps: [] }, createElement('li', null, 'card')))
  return new Promise<string>((resolve, reject) => {
    let html = ''
    const out = new PassThrough()
    out.on('data', (chunk: Buffer) => {
      html += chunk.toString('utf8')
    })
    out.on('end', () => resolve(html))
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(out), onError: reject })
  })
}

describe('HydrateLater on the server', () => {
  it('sends the part in its wrapper, with no suspense comments Preact would take for the kept DOM', async () => {
    const html = await render()
    expect(html).toBe('<ul><li>before</li><div data-hydrate-later="cards" class="contents"><li>card</li></div></ul>')
    expect(html).not.toContain('<!--')
  })
})
