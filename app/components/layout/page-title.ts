/** What a meta function is given of the routes above it: the root's loader data names the product. */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The product's name (APP_NAME, "Harambee"), as the root route's loader gives it to every page. */
export function productName(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  const name = root && typeof root === 'object' && 'appName' in root ? root.appName : null
  return typeof name === 'string' ? name : ''
}

export const TITLE_SEPARATOR = ' | '

/**
 * A page's <title>: its own words, then the product's name ("Discover grants | Harambee"), so a tab,
 * a bookmark and a search result say whose page it is. The name is added once: not to a title that
 * already ends with it ("About Harambee"), nor to the name alone.
 */
export function pageTitle(title: string, matches: MetaMatches): string {
  const name = productName(matches)
  const own = title.trim()
  if (!own) return name
  if (!name || own.endsWith(name)) return own
  return `${own}${TITLE_SEPARATOR}${name}`
}
