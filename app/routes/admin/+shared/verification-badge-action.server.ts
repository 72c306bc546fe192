import { data } from 'react-router'
import { isRevocationReason } from '../../../catalog/badge-check.ts'
import type { Db } from '../../../db/client.server.ts'
import { revokeBadge } from '../../../domain/public-profile/revoke-badge.server.ts'
import { setBadgeExpiry } from '../../../domain/public-profile/set-badge-expiry.server.ts'
import { formText, isCalendarDate } from '../../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../../flash.server.ts'
import { t } from '../../../i18n/index.ts'

export type BadgeFormFailure = { badge: { errors: Record<string, string>; values: { revokeReason: string; expiresOn: string } } }

/**
 * The review page's badge forms, for an approved verification: revoke (a reason category from the
 * catalogue) or set the day it expires (YYYY-MM-DD after today, or empty for "does not expire").
 * Each is audit-logged and tells the organization's members (revoke-badge / set-badge-expiry).
 */
export async function badgeAction(db: Db, adminId: string, id: number, intent: 'revoke' | 'expiry', form: FormData, here: string) {
  const values = { revokeReason: formText(form, 'revokeReason'), expiresOn: formText(form, 'expiresOn').trim() }
  const refuse = (errors: Record<string, string>, status = 400) => data<BadgeFormFailure>({ badge: { errors, values } }, { status })
  if (intent === 'revoke') {
    const reason = form.get('revokeReason')
    if (!isRevocationReason(reason)) return refuse({ revokeReason: t('badgeAdmin.reasonRequired') })
    const outcome = await revokeBadge(db, adminId, id, reason)
    if (outcome === 'already') return refuse({ form: t('badgeAdmin.alreadyRevoked') }, 409)
    if (outcome === 'not-approved') return refuse({ form: t('badgeAdmin.notApproved') }, 409)
    return redirectWithFlash(here, 'badgeAdmin.revoked')
  }
  const raw = form.get('expiresOn')
  if (raw !== null && typeof raw !== 'string') return refuse({ expiresOn: t('badgeAdmin.dateInvalid') })
  const date = values.expiresOn || null
  if (date && !isCalendarDate(date)) return refuse({ expiresOn: t('badgeAdmin.dateInvalid') })
  if (date && date <= new Date().toISOString().slice(0, 10)) return refuse({ expiresOn: t('badgeAdmin.dateNotFuture') })
  const outcome = await setBadgeExpiry(db, adminId, id, date)
  if (outcome === 'revoked') return refuse({ form: t('badgeAdmin.alreadyRevoked') }, 409)
  if (outcome === 'not-approved') return refuse({ form: t('badgeAdmin.notApproved') }, 409)
  return redirectWithFlash(here, date ? 'badgeAdmin.expirySet' : 'badgeAdmin.expiryCleared')
}
