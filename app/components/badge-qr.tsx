import { t } from '../i18n/index.ts'

/**
 * A badge check's QR code, drawn from the module path the server computed
 * (app/domain/public-profile/qr.server.ts), with the link written beside it for those who cannot scan.
 */
export function BadgeQr({ qr, url, code }: { qr: { size: number; d: string }; url: string; code: string }) {
  return (
    <figure className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-4">
      <svg
        role="img"
        aria-label={t('orgProfile.qrLabel', { code })}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        className="size-40 shrink-0 rounded-md border border-border"
        data-testid="badge-qr"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path fill="#000" d={qr.d} />
      </svg>
      <figcaption className="min-w-0 text-sm">
        <p>{t('orgProfile.qrCaption')}</p>
        <p className="mt-1 break-all font-mono text-xs" dir="ltr">
          {url}
        </p>
      </figcaption>
    </figure>
  )
}
