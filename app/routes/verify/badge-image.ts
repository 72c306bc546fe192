import { createHash } from 'node:crypto'
import { BADGE_IMAGE_MAX_AGE } from '../../catalog/badge-statement.ts'
import { servicesContext } from '../../context.ts'
import { badgeImage } from '../../domain/badge-statement/badge-image.server.ts'
import { normalizeCheckCode } from '../../domain/public-profile/check-code.ts'
import { getBadgeCheck } from '../../domain/public-profile/get-badge-check.server.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { isLanguage, languageFromHeader } from '../../i18n/languages.ts'
import type { Route } from './+types/badge-image'

/**
 * /verify/{code}/badge.svg: the badge an organization embeds on its own website, linking to its
 * check page. It shows the live state (verified with the tier, expired, revoked, under review, or
 * no such badge) in `?lang=` or the browser's language, cached five minutes with an ETag. No
 * script, no cookie, no tracking: the image is the same for every visitor of a language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext)
  const asked = new URL(request.url).searchParams.get('lang')
  const language = isLanguage(asked) ? asked : (languageFromHeader(request.headers.get('accept-language')) ?? 'en')
  const code = normalizeCheckCode(params.code)
  const check = code ? await getBadgeCheck(db, code) : null
  const svg = withLanguage(language, () => badgeImage(check, language, config.appName))
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': `public, max-age=${BADGE_IMAGE_MAX_AGE}`,
    ETag: etag,
    Vary: 'Accept-Language',
    'Content-Language': language,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
  if (
    request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag)
  )
    return new Response(null, { status: 304, headers })
  return new Response(svg, { status: check ? 200 : 404, headers })
}
