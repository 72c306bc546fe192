/**
 * Whether the browser has the stylesheet file in its cache (docs/decisions/066-fewer-bytes.md): the
 * server sets this cookie on the stylesheet file's own response, so it exists only once the browser
 * has downloaded that file (prefetched after the first page). Its value is the file's name, which
 * changes with its content: a new stylesheet is inlined again until the browser has fetched it.
 */
export const STYLESHEET_COOKIE = 'stylesheet'

/** The Set-Cookie header the stylesheet file's response carries ("app-g6dndDOx.css"). */
export function stylesheetCookie(fileName: string): string {
  return `${STYLESHEET_COOKIE}=${fileName}; Path=/; SameSite=Lax; Max-Age=31536000; HttpOnly`
}

/** Whether a request's cookies say the browser holds this stylesheet file ("/assets/app-g6dndDOx.css"). */
export function hasCachedStylesheet(cookieHeader: string | null, stylesheetUrl: string): boolean {
  const fileName = stylesheetUrl.slice(stylesheetUrl.lastIndexOf('/') + 1)
  return (cookieHeader ?? '').split(/;\s*/).includes(`${STYLESHEET_COOKIE}=${fileName}`)
}
