import { data } from 'react-router'
import { isRevocationReason } from '../../../catalog/badge-check.ts'
import type { Db } from '../../../db/client.server.ts'
import { revokeBadge } from '../../../domain/public-profile/revoke-badge.server.ts'
import { setBadgeExpiry } from '../../../domain/public-profile/set-badge-expiry.server.ts'
import { formText, isCalendarDate } from '../../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../../flash.server.ts'
import { t } from '../../../i18n/index.ts'

export type BadgeFormFailure = { badge: { errors: Record<string, string>; values: { revokeReason: string; expiresOn: string } } }

/** One badge form posted on the review page of an approved verification. */
export type BadgeForm = { db: Db; adminId: string; id: number; form: FormData; here: string }

/*
 * The review page's badge forms, for an approved verification: revoke (a reason category from the
 * catalogue) or set the day it expires (YYYY-MM-DD after today, or empty for "does not expire").
 * Each is audit-logged and tells the organization's members (revoke-badge / set-badge-expiry).
 */
const typedBadge = (form: FormData) => ({ revokeReason: formText(form, 'revokeReason'), expiresOn: formText(form, 'expiresOn').trim() })
const refusal =
  (form: FormData) =>
  (errors: Record<string, string>, status = 400) =>
    data<BadgeFormFailure>({ badge: { errors, values: typedBadge(form) } }, { status })

/** Revoke the badge, for a reason category from the catalogue. */
export async function revokeBadgeAction({ db, adminId, id, form, here }: BadgeForm) {
  const refuse = refusal(form)
  const reason = form.get('revokeReason')
  if (!isRevocationReason(reason)) return refuse({ revokeReason: t('badgeAdmin.reasonRequired') })
  const outcome = await revokeBadge(db, adminId, id, reason)
  if (outcome === 'already') return refuse({ form: t('badgeAdmin.alreadyRevoked') }, 409)
  if (outcome === 'not-approved') return refuse({ form: t('badgeAdmin.notApproved') }, 409)
  return redirectWithFlash(here, 'badgeAdmin.revoked')
}

/** Set the day the badge expires (after today), or clear it. */
export async function setBadgeExpiryAction({ db, adminId, id, form, here }: BadgeForm) {
  const refuse = refusal(form)
  const raw = form.get('expiresOn')
  if (raw !== null && typeof raw !== 'string') return refuse({ expiresOn: t('badgeAdmin.dateInvalid') })
  const date = typedBadge(form).expiresOn || null
  if (date && !isCalendarDate(date)) return refuse({ expiresOn: t('badgeAdmin.dateInvalid') })
  if (date && date <= new Date().toISOString().slice(0, 10)) return refuse({ expiresOn: t('badgeAdmin.dateNotFuture') })
  const outcome = await setBadgeExpiry(db, adminId, id, date)
  if (outcome === 'revoked') return refuse({ form: t('badgeAdmin.alreadyRevoked') }, 409)
  if (outcome === 'not-approved') return refuse({ form: t('badgeAdmin.notApproved') }, 409)
  return redirectWithFlash(here, date ? 'badgeAdmin.expirySet' : 'badgeAdmin.expiryCleared')
}
