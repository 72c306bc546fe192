import { AsyncLocalStorage } from 'node:async_hooks'
import { FORMATTING_ATTRIBUTE, FORMATTING_KINDS, type FormattingKind } from './formatting-note.ts'

/**
 * Which kinds of formatting a page's render used (ADR 091): the browser readies number and date
 * formatting before it hydrates a page (ADR 087), because the first formatter it makes costs a
 * phone 40–160 ms of main thread. A page that formats nothing (the legal pages, /help, /auth) or
 * no date pays that for nothing, so the server notes what the render formatted and the browser
 * readies only that.
 *
 * Every formatting is seen, whoever calls it (our helpers, Lingui's plurals, a route's own
 * Intl.NumberFormat, cached formatters or new ones): the formatting methods of the built-in Intl
 * formatters and the toLocale…String methods note their kind for the render under way. Outside a
 * render nothing is noted.
 */
const render = new AsyncLocalStorage<Set<FormattingKind>>()

/** Runs a page's render (and the streaming it starts) noting what it formats into the set returned. */
export function recordFormatting<T>(work: () => T): { result: T; used: ReadonlySet<FormattingKind> } {
  noteBuiltIns()
  const used = new Set<FormattingKind>()
  return { result: render.run(used, work), used }
}

let noted = false
function noteBuiltIns() {
  if (noted) return
  noted = true
  noteMethods(Intl.NumberFormat.prototype, 'number', ['format', 'formatToParts', 'formatRange', 'formatRangeToParts'])
  noteMethods(Intl.DateTimeFormat.prototype, 'date', ['format', 'formatToParts', 'formatRange', 'formatRangeToParts'])
  noteMethods(Number.prototype, 'number', ['toLocaleString'])
  noteMethods(BigInt.prototype, 'number', ['toLocaleString'])
  noteMethods(Date.prototype, 'date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
}

/** Each method (or getter: Intl's `format` is one) notes its kind, then does what it did. */
function noteMethods(target: object, kind: FormattingKind, names: string[]) {
  for (const name of names) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name)
    if (!descriptor) continue
    if (descriptor.get) {
      const get = descriptor.get
      Object.defineProperty(target, name, {
        ...descriptor,
        get(this: unknown) {
          render.getStore()?.add(kind)
          return get.call(this)
        },
      })
    } else if (typeof descriptor.value === 'function') {
      const method = descriptor.value as (...args: unknown[]) => unknown
      Object.defineProperty(target, name, {
        ...descriptor,
        value: {
          [name](this: unknown, ...args: unknown[]) {
            render.getStore()?.add(kind)
            return method.apply(this, args)
          },
        }[name],
      })
    }
  }
}

/** The element that tells the browser what the page formats: "number date", "number", or nothing. */
export function formattingNote(used: ReadonlySet<FormattingKind>): string {
  const kinds = FORMATTING_KINDS.filter((kind) => used.has(kind))
  return `<template ${FORMATTING_ATTRIBUTE}="${kinds.join(' ')}"></template>`
}
