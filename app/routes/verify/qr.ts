import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { formatCheckCode, normalizeCheckCode } from '../../domain/public-profile/check-code.ts'
import { qrSvg } from '../../domain/public-profile/qr.server.ts'
import type { Route } from './+types/qr'

/**
 * The QR code of a badge check link, as an SVG file (the dashboard shows it and offers it to
 * download for print). It only draws the link: whether the badge exists is the check page's answer.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const code = normalizeCheckCode(params.code)
  if (!code) throw data(null, { status: 404 })
  const { config } = context.get(servicesContext)
  return new Response(qrSvg(`${config.appUrl}/verify/${formatCheckCode(code)}`), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Content-Disposition': `inline; filename="badge-check-${formatCheckCode(code)}.svg"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
