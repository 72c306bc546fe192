import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, expertPortfolio, experts } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import type { Tx } from '../payments/settlement.ts'
import { hasControlCharacters } from '../shared/form-fields.ts'
import type { ExpertApplicationData } from './application-form.ts'
import { MAX_PHOTO_BYTES, photoKey, sniffPhotoType, withoutMetadata } from './expert-photo.ts'
import { recomputeExpertStats } from './recompute-expert-stats.server.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { proposeProfileEdit } from './propose-profile-edit.server.ts'

export type SaveOutcome = { ok: true; kind: 'applied' | 'reapplied' | 'updated' | 'forReview' } | { ok: false; errors: Record<string, string> }

/** The photo's bytes when it is a JPEG, PNG or WebP image within the size limit; a message otherwise; null when none was chosen. */
export async function checkPhoto(photo: FormDataEntryValue | null): Promise<{ bytes: Uint8Array } | { error: string } | null> {
  if (photo === null || photo === '') return null
  if (typeof photo === 'string') return { error: t('expertJoin.error.photoType') }
  if (photo.size === 0) return null
  if (hasControlCharacters(photo.name)) return { error: t('expertJoin.error.photoType') }
  if (photo.size > MAX_PHOTO_BYTES) return { error: t('expertJoin.error.photoSize', { max: MAX_PHOTO_BYTES / 1024 / 1024 }) }
  const bytes = new Uint8Array(await photo.arrayBuffer())
  const type = sniffPhotoType(bytes)
  if (!type) return { error: t('expertJoin.error.photoType') }
  // The photo is public once listed: the camera's GPS position and device go before it is stored.
  return { bytes: withoutMetadata(bytes, type) }
}

/** The portfolio as its table's columns. */
export const portfolioColumns = (portfolio: ExpertApplicationData['portfolio']) =>
  portfolio.map((p) => ({
    projectTitle: p.title,
    projectDescription: p.description,
    sector: p.sector,
    completionDate: p.completionDate,
    grantAmount: p.grantAmount,
    wasSuccessful: p.wasSuccessful,
  }))

async function replaceRows(tx: Tx, expertId: string, data: ExpertApplicationData, options: { portfolio: boolean }) {
  await tx.delete(expertExpertise).where(eq(expertExpertise.expertId, expertId))
  await tx.insert(expertExpertise).values(data.expertise.map((e) => ({ expertId, ...e })))
  if (!options.portfolio) return
  await tx.delete(expertPortfolio).where(eq(expertPortfolio.expertId, expertId))
  if (data.portfolio.length) await tx.insert(expertPortfolio).values(portfolioColumns(data.portfolio).map((p) => ({ expertId, ...p })))
}

/**
 * One application per member (unique user_id). The first sends it (pending) with its expertise,
 * portfolio and stats row; after a rejection it is sent again (pending, the reason cleared); at any
 * other time it edits the profile, keeping its status. The tier may change only while no membership
 * is running (a paid year keeps the tier it was paid for). Everything is written in one
 * transaction; the photo is stored first and removed again if the transaction fails.
 */
export async function saveExpertApplication(db: Db, storage: FileStorage, userId: string, data: ExpertApplicationData, photo: { bytes: Uint8Array } | null): Promise<SaveOutcome> {
  const key = photo ? photoKey('photos', randomUUID()) : null
  if (photo && key) await storage.put(key, photo.bytes)
  try {
    const { kind, oldPhoto } = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(experts).where(eq(experts.userId, userId)).for('update')
      const profile = {
        professionalTitle: data.professionalTitle,
        bio: data.bio,
        yearsExperience: data.yearsExperience,
        hourlyRateMin: data.hourlyRateMin,
        hourlyRateMax: data.hourlyRateMax,
        languages: data.languages,
        availabilityStatus: data.availabilityStatus,
        country: data.country,
        ...(key ? { profileImageUrl: key } : {}),
      }
      if (!current) {
        const [created] = await tx
          .insert(experts)
          .values({ userId, ...profile, membershipTier: data.membershipTier, applicationStatus: 'pending' })
          .onConflictDoNothing()
          .returning({ id: experts.id })
        // Sent twice at once: the other request's application stands.
        if (!created) throw new AlreadyApplied()
        await replaceRows(tx, created.id, data, { portfolio: true })
        await recomputeExpertStats(tx, created.id)
        await notifyAdmins(tx, 'expertJoin.notification.adminNew', { title: data.professionalTitle }, '/admin?tab=writers')
        return { kind: 'applied' as const, oldPhoto: null }
      }
      const running = current.membershipStatus === 'active'
      const reapply = current.applicationStatus === 'rejected'
      // An approved expert's public text (title, bio, portfolio) waits for a light review; the
      // profile keeps its approved text meanwhile (issue 23, ADR 034). The rest applies at once.
      const reviewed = current.applicationStatus === 'approved'
      const { professionalTitle, bio, ...rest } = profile
      await tx
        .update(experts)
        .set({
          ...(reviewed ? rest : profile),
          ...(running ? {} : { membershipTier: data.membershipTier }),
          ...(reapply ? { applicationStatus: 'pending' as const, rejectionReason: null, decidedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(experts.id, current.id))
      await replaceRows(tx, current.id, data, { portfolio: !reviewed })
      const waiting = reviewed && (await proposeProfileEdit(tx, current.id, { professionalTitle, bio, portfolio: portfolioColumns(data.portfolio) }))
      // The portfolio may have changed: the profile's figures follow it.
      await recomputeExpertStats(tx, current.id)
      if (reapply) await notifyAdmins(tx, 'expertJoin.notification.adminNew', { title: data.professionalTitle }, '/admin?tab=writers')
      const kind = reapply ? ('reapplied' as const) : waiting ? ('forReview' as const) : ('updated' as const)
      return { kind, oldPhoto: key ? current.profileImageUrl : null }
    })
    if (oldPhoto) await storage.remove(oldPhoto).catch(() => {})
    return { ok: true, kind }
  } catch (error) {
    if (key) await storage.remove(key).catch(() => {})
    if (error instanceof AlreadyApplied) return { ok: false, errors: { form: t('expertJoin.error.alreadyApplied') } }
    throw error
  }
}

class AlreadyApplied extends Error {}
