/**
 * A change a member made while offline, kept on their phone and sent when the connection returns
 * (ADR 067). Shared by the page's queue and the server, so both read the same fields.
 */

/** The application form's fields, as text, as the form sends them. */
export const APPLICATION_FIELDS = ['status', 'submissionDate', 'amountAwarded', 'notes'] as const
export type ApplicationFields = Record<(typeof APPLICATION_FIELDS)[number], string>

/** The name a queued field's "as the member saw it" copy is sent under: `seen.status`. */
export const seenField = (name: (typeof APPLICATION_FIELDS)[number]) => `seen.${name}`

const same = (a: string, b: string) => a.replace(/\r\n?/g, '\n').trim() === b.replace(/\r\n?/g, '\n').trim()
const sameFields = (a: ApplicationFields, b: ApplicationFields) => APPLICATION_FIELDS.every((name) => same(a[name], b[name]))

/**
 * What becomes of a queued change to an application, the server's copy winning: it applies only if
 * the application is still as the member saw it when they changed it; `already` if the server
 * already holds each field they changed (the change was sent once, its answer lost: saving may
 * have set more, such as the submission date); otherwise someone
 * changed it meanwhile, and their version stays.
 */
export function settleApplicationChange(server: ApplicationFields, seen: ApplicationFields, wanted: ApplicationFields): 'apply' | 'already' | 'conflict' {
  const changed = APPLICATION_FIELDS.filter((name) => !same(wanted[name], seen[name]))
  if (changed.every((name) => same(server[name], wanted[name]))) return 'already'
  return sameFields(server, seen) ? 'apply' : 'conflict'
}

/**
 * The fields /offline/replay takes for a form the member sent while offline (its action's path, its
 * data, and each field as the server last showed it); null for a form the queue does not hold.
 */
export function changeOf(action: string, data: FormData, seen: (name: string) => string): Array<[string, string]> | null {
  const save = action.match(/^\/grant\/([\w-]+)\/save$/)
  if (save)
    return [
      ['kind', 'grant-save'],
      ['grantId', save[1]],
      ['save', data.get('save') === '0' ? '0' : '1'],
    ]
  const application = action.match(/^\/dashboard\/applications\/([\w-]+)$/)
  // The application's own form only (status, dates, amount, notes): its other forms post an intent.
  if (!application || data.has('intent')) return null
  return [
    ['kind', 'application'],
    ['applicationId', application[1]],
    ...APPLICATION_FIELDS.map((name): [string, string] => [name, String(data.get(name) ?? '')]),
    // As the server last showed the application: the server keeps its version if it changed since.
    ...APPLICATION_FIELDS.map((name): [string, string] => [seenField(name), seen(name)]),
  ]
}
