/**
 * React as the browser build sees it: Preact's compatibility layer (ADR 066). The server renders
 * with React; vite.config.ts points the browser build's `react` and `react-dom` here, so the two
 * things Preact does differently from React for this app are settled in this one file.
 */
import { type ComponentChildren, options, type VNode } from 'preact'
import { useLayoutEffect, useRef } from 'preact/hooks'

// Preact's compat types are an `export =` namespace, which `export *` cannot name; the bundle's
// module has every export React Router and the app use, and no TypeScript imports this file.
// @ts-expect-error TS2498
export * from 'preact/compat'
export { default } from 'preact/compat'

/**
 * React Router's RouterProvider calls `useOptimistic`, which Preact lacks. Outside a transition
 * React returns the state it is given, and this app never asks the router for transitions
 * (`useTransitions`), so the optimistic state is always the given one.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, () => {}]
}

/**
 * The document's root. React hydrates the whole document, <html> included; Preact hydrates the
 * children of `document.documentElement` (it cannot place an element beside the doctype), so the
 * layout's <html> renders here as its children, with its attributes (language, direction, theme,
 * data saver) kept on the real root element as they change.
 */
function DocumentElement({ children, ...attributes }: { children?: ComponentChildren; [name: string]: unknown }) {
  const written = useRef<string[]>([])
  useLayoutEffect(() => {
    const root = document.documentElement
    const names = Object.keys(attributes).map((name) => (name === 'className' ? 'class' : name))
    for (const name of written.current) if (!names.includes(name)) root.removeAttribute(name)
    for (const [name, value] of Object.entries(attributes)) {
      const attribute = name === 'className' ? 'class' : name
      if (value == null || value === false) root.removeAttribute(attribute)
      else root.setAttribute(attribute, String(value))
    }
    written.current = names
  })
  return children
}

const previousVNodeHook = options.vnode
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'html') vnode.type = DocumentElement as unknown as string
  previousVNodeHook?.(vnode)
}
