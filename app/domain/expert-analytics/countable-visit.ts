import { isbot } from 'isbot'

/**
 * Whether a page request is a person looking, for the expert analytics' counts (ADR 073): a browser
 * names itself, crawlers and scripts say what they are (isbot's list: one regular expression, a few
 * microseconds), and a prefetch or a HEAD request is not a look. A request with no User-Agent is not
 * counted: every browser sends one.
 */
export function isCountableVisit(request: Request): boolean {
  if (request.method !== 'GET') return false
  const { headers } = request
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose')
  if (purpose?.includes('prefetch')) return false
  const userAgent = headers.get('user-agent')
  return Boolean(userAgent) && !isbot(userAgent)
}
