import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { MAX_LOGO_BYTES } from '../../catalog/badge-check.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import { type PhotoType, sniffPhotoType, withoutMetadata } from '../experts/expert-photo.ts'
import { hasControlCharacters } from '../shared/form-fields.ts'
import { hasWhiteLabel } from './brand.server.ts'

/** Where a logo is stored: a key made by the app, never from a file name; each upload a new key. */
export const logoKey = (organizationId: string) => `logos/${organizationId}/logo-${randomUUID()}`

/**
 * The chosen logo's bytes when it is a PNG, JPEG or WebP image (read from its content, whatever its
 * name says) within MAX_LOGO_BYTES, without its metadata; a message otherwise; null when no file was chosen.
 */
export async function checkLogo(file: FormDataEntryValue | null): Promise<{ bytes: Uint8Array } | { error: string } | null> {
  if (file === null || file === '') return null
  if (typeof file === 'string') return { error: t('publicProfile.logoType') }
  if (file.size === 0) return null
  if (hasControlCharacters(file.name)) return { error: t('publicProfile.logoType') }
  if (file.size > MAX_LOGO_BYTES) return { error: t('publicProfile.logoSize', { max: MAX_LOGO_BYTES / 1024 }) }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffPhotoType(bytes)
  if (!type) return { error: t('publicProfile.logoType') }
  return { bytes: withoutMetadata(bytes, type) }
}

type Logo = { bytes: Buffer; type: PhotoType }

async function read(storage: FileStorage, key: string | null): Promise<Logo | null> {
  if (!key) return null
  const bytes = await storage.get(key).catch(() => null)
  if (!bytes) return null
  // Checked again as it is served: only an image we take ever leaves with an image type.
  const type = sniffPhotoType(bytes)
  return type ? { bytes, type } : null
}

/** The logo of a public profile that shows it (published, logo chosen, Premium in force), or null. */
export async function getPublicLogo(db: Db, storage: FileStorage, slug: string, now = new Date()): Promise<Logo | null> {
  const [org] = await db
    .select({ key: organizations.logoKey, settings: organizations.publicProfile, plan: organizations.plan, planRenewsAt: organizations.planRenewsAt })
    .from(organizations)
    .where(eq(organizations.slug, slug))
  if (!org?.settings?.enabled || !org.settings.fields?.includes('logo') || !hasWhiteLabel(org, now)) return null
  return read(storage, org.key)
}

/** The organization's own logo, for its members (settings page, reports), while Premium is in force. */
export async function getOwnLogo(db: Db, storage: FileStorage, organizationId: string, now = new Date()): Promise<Logo | null> {
  const [org] = await db.select({ key: organizations.logoKey, plan: organizations.plan, planRenewsAt: organizations.planRenewsAt }).from(organizations).where(eq(organizations.id, organizationId))
  if (!org || !hasWhiteLabel(org, now)) return null
  return read(storage, org.key)
}
