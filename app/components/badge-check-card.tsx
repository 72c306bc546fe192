import { QrCode } from 'lucide-react'
import { Link } from 'react-router'
import { formatCheckCode } from '../domain/public-profile/check-code.ts'
import { t } from '../i18n/index.ts'
import { SaverImage } from './ui/saver-image.tsx'

/**
 * The dashboard's badge check card for a verified organization: the check page's link and code,
 * and its QR code to print or send (an SVG drawn on the server, /verify/{code}/qr.svg). Nothing
 * while there is no badge in force.
 */
export function BadgeCheckCard({ verified }: { verified: { checkCode: string | null } | null }) {
  if (!verified?.checkCode) return null
  const code = formatCheckCode(verified.checkCode)
  return (
    <section className="mt-6 flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center" aria-labelledby="badge-check-card">
      <SaverImage src={`/verify/${code}/qr.svg`} alt={t('badgeCard.qrLabel', { code })} width={112} height={112} className="size-28 shrink-0 self-center rounded-md border border-border" />
      <div className="min-w-0 space-y-1 text-sm">
        <h2 id="badge-check-card" className="flex items-center gap-2 text-base font-semibold">
          <QrCode aria-hidden size={18} />
          {t('badgeCard.title')}
        </h2>
        <p className="text-muted-foreground">{t('badgeCard.intro')}</p>
        <p>
          <Link to={`/verify/${code}`} className="font-mono text-primary underline" dir="ltr">
            {code}
          </Link>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={`/verify/${code}/qr.svg`} download={`badge-check-${code}.svg`} className="inline-flex min-h-11 items-center text-primary underline">
            {t('badgeCard.download')}
          </a>
          <Link to="/profile/public" className="inline-flex min-h-11 items-center text-primary underline">
            {t('badgeCard.manage')}
          </Link>
        </p>
      </div>
    </section>
  )
}
