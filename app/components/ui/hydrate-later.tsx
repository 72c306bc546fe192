import { memo, type ReactNode, Suspense, useLayoutEffect, useRef } from 'react'

/**
 * A part of a page hydrated after the rest (ADR 066, "2026-11-30: hydrating in steps"). The browser
 * renders with Preact, which hydrates a page in one task; on a phone a long page's hydration is a
 * long task that holds up the first tap. Inside a <HydrateLater> the server's HTML stays as it was
 * sent (it works without JavaScript, and nothing moves) until the page's first hydration is over;
 * then each such part hydrates in a task of its own: at once when it is touched, focused or typed
 * in, otherwise one after another, those in view first, as the browser has time.
 *
 * How: inside a <Suspense>, a part still waiting throws a promise while the page hydrates; Preact
 * then keeps the DOM it would have hydrated (the wrapper below, one element) and hydrates it when
 * the promise settles. On the server, and for a part first rendered after the page's hydration (a
 * client-side navigation), nothing waits: the children render as they would without it.
 *
 * `deps`: what the children are rendered from. The part renders again only when one of them
 * changes (memo), so a page that renders again as it hydrates (useHydrated) does not touch a part
 * still waiting; a part whose deps change while it still waits is rendered afresh rather than
 * hydrated with props its HTML was not made from. `name` names the part in the page (unique).
 */
export const HydrateLater = memo(
  function HydrateLater({ name, children }: { name: string; deps: readonly unknown[]; children: ReactNode }) {
    const state = useRef<{ gate: Gate | null; generation: number }>(null)
    if (!state.current) state.current = { gate: hydrating || resuming ? waitFor(name) : null, generation: 0 }
    else if (state.current.gate && !state.current.gate.released) {
      state.current.gate.cancel()
      state.current = { gate: null, generation: state.current.generation + 1 }
    }
    // Unmounted while it waits: Preact leaves the DOM it kept in place, so it goes here.
    useLayoutEffect(
      () => () => {
        const gate = state.current?.gate
        if (gate && !gate.released) {
          gate.cancel()
          gate.element?.remove()
        }
      },
      [],
    )
    const part = (
      <div data-hydrate-later={name} ref={markHydrated} className="contents">
        {children}
      </div>
    )
    // The server renders the part alone: React would wrap a <Suspense> in comments (<!--$-->),
    // which Preact would take for the kept DOM; nothing suspends there anyway.
    if (typeof document === 'undefined') return part
    return (
      <Suspense key={state.current.generation} fallback={null}>
        <Waiting gate={state.current.gate}>{part}</Waiting>
      </Suspense>
    )
  },
  (before, after) => before.name === after.name && before.deps.length === after.deps.length && before.deps.every((dep, i) => Object.is(dep, after.deps[i])),
)

function Waiting({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.released) throw gate.promise
  return children
}

/** Hydrated (or rendered in the browser): what the browser tests wait for before they interact. */
function markHydrated(element: HTMLDivElement | null) {
  element?.setAttribute('data-hydrated', '')
}

type Gate = { name: string; promise: Promise<void>; released: boolean; release: (event?: Event) => void; cancel: () => void; element?: Element | null }

/** True in the browser until the page's first hydration has run (entry.client.tsx calls hydrationDone). */
let hydrating = typeof document !== 'undefined'
/**
 * Parts released in this task: Preact hydrates a released part in the microtasks that follow, and a
 * part inside it (a grant card inside the page) then waits as it would have in the page's hydration.
 */
let resuming = 0
/** Whether a task to release the next part is already set. */
let scheduled = false
const waiting: Gate[] = []

function waitFor(name: string): Gate {
  let resolve = () => {}
  const open = (partsInsideWait: boolean) => {
    if (gate.released) return
    gate.released = true
    waiting.splice(waiting.indexOf(gate), 1)
    for (const type of INTERACTIONS) gate.element?.removeEventListener(type, gate.release, true)
    stopWatching(gate)
    if (partsInsideWait) {
      resuming++
      setTimeout(() => resuming--, 0)
    }
    resolve()
  }
  const gate: Gate = {
    name,
    promise: new Promise<void>((r) => {
      resolve = r
    }),
    released: false,
    // Released by a touch, focus or key (the event), the parts inside hydrate with it: what the
    // event acts on needs them now. Released in its turn, the parts inside wait for theirs.
    release: (event?: Event) => open(!event),
    // Rendered afresh, not hydrated: nothing inside waits.
    cancel: () => open(false),
  }
  waiting.push(gate)
  // A part met while another hydrates: it is found in the page and released once that one is in place.
  if (!hydrating) schedule()
  return gate
}

/** Any of these inside a waiting part hydrates it at once, before the click or key that follows acts. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const

/**
 * Called once the page's first hydration has run: every part still waiting listens for a touch or
 * focus, and the parts are then hydrated one task at a time, those in view first.
 */
export function hydrationDone() {
  hydrating = false
  for (const gate of waiting) listen(gate)
  schedule()
}

/** The part's element in the page, listened to for a touch, focus or key. */
function listen(gate: Gate) {
  gate.element = document.querySelector(`[data-hydrate-later="${gate.name}"]`)
  for (const type of INTERACTIONS) gate.element?.addEventListener(type, gate.release, { capture: true, passive: true })
  watch(gate)
}

function schedule() {
  if (scheduled) return
  scheduled = true
  setTimeout(next, 0)
}

function next() {
  scheduled = false
  for (const gate of waiting) if (gate.element === undefined) listen(gate)
  if (!waiting.length) return
  const inView = waiting.find((gate) => gate.element && isInView(gate.element))
  ;(inView ?? waiting[0]).release()
  if (waiting.length) schedule()
}

/** Whether any of the part's boxes (the wrapper has none of its own: display: contents) is on screen. */
function isInView(element: Element) {
  for (const child of element.children) if (onScreen.has(child)) return true
  return false
}

/**
 * The waiting parts' boxes on screen, as an IntersectionObserver reports them once the browser has
 * laid the page out. Asking each box for its place (getBoundingClientRect) in every part's task made
 * the browser lay the page out again there, after the part before it had hydrated. Until the first
 * report, which follows the first frame, the parts hydrate in the page's order: the top first.
 */
// Weakly held: a report the observer queued before a part hydrated may still add one of its boxes after.
const onScreen = new WeakSet<Element>()
let observer: IntersectionObserver | undefined

function watch(gate: Gate) {
  if (!gate.element || typeof IntersectionObserver === 'undefined') return
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting && entry.boundingClientRect.height > 0) onScreen.add(entry.target)
      else onScreen.delete(entry.target)
    }
  })
  for (const child of gate.element.children) observer.observe(child)
}

function stopWatching(gate: Gate) {
  for (const child of gate.element?.children ?? []) {
    observer?.unobserve(child)
    onScreen.delete(child)
  }
}
