/**
 * The note a page carries at its body's end of the formatting its render used (ADR 091): written by
 * the server (formatting-use.server.ts), read by the browser before it hydrates (entry.client.tsx).
 */
export const FORMATTING_KINDS = ['number', 'date'] as const
export type FormattingKind = (typeof FORMATTING_KINDS)[number]

/**
 * The attribute of the note: on a <template>, which shows nothing and which no component renders,
 * so hydration never takes it for one.
 */
export const FORMATTING_ATTRIBUTE = 'data-formatting'
