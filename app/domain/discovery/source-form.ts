/**
 * The discovery source form's fields and limits (spec §5 "Admin source forms"), without the schema:
 * the page imports these to draw the form and its hints, so no validation library reaches the browser
 * (the schema is source-form.schema.ts, used only by the action).
 */
export const SOURCE_FIELDS = ['sourceName', 'sourceUrl', 'sourceType', 'format', 'crawlFrequency', 'priority'] as const
export type SourceField = (typeof SOURCE_FIELDS)[number]

/** A name of 2 to 200 characters; an address as long as browsers keep them. */
export const SOURCE_LIMITS = { nameMin: 2, nameMax: 200, urlMax: 2000 } as const
