/**
 * The form's fields of one person of the Leadership step, named `officers.{row}.{field}`: written
 * here without the schema, so the wizard's page names its fields without sending zod to the browser.
 */
export const OFFICER_FIELDS = ['name', 'role', 'nationality', 'birthYear', 'publish'] as const
export type OfficerField = (typeof OFFICER_FIELDS)[number]
export const officerField = (row: number, field: OfficerField) => `officers.${row}.${field}`
