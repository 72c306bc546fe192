import { and, eq, isNull, like, or } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, type PublicProfileSettings } from '../../db/schema/index.ts'
import { isUniqueViolation } from '../shared/db-errors.ts'
import { firstFreeSlug, slugify } from './slug.ts'

/**
 * Saves what the organization's public profile shows. The first time it is published the profile
 * gets its address from the organization's name (/org/kampala-youth-works, or -2 … when taken),
 * and keeps it afterwards, even through a rename, so printed links and QR codes go on working.
 * Returns the address, or null while the profile has never been published.
 */
export async function updatePublicProfile(db: Db, organizationId: string, settings: PublicProfileSettings): Promise<string | null> {
  await db.update(organizations).set({ publicProfile: settings, updatedAt: new Date() }).where(eq(organizations.id, organizationId))
  const [org] = await db.select({ name: organizations.name, slug: organizations.slug }).from(organizations).where(eq(organizations.id, organizationId))
  if (!org) return null
  if (org.slug || !settings.enabled) return org.slug
  return assignSlug(db, organizationId, org.name)
}

/** Gives the organization the first free address for its name; another organization taking it at the same moment makes it try the next. */
async function assignSlug(db: Db, organizationId: string, name: string): Promise<string | null> {
  const base = slugify(name)
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)))
    const slug = firstFreeSlug(base, new Set(rows.map((r) => r.slug!)))
    try {
      const [set] = await db
        .update(organizations)
        .set({ slug })
        .where(and(eq(organizations.id, organizationId), isNull(organizations.slug)))
        .returning({ slug: organizations.slug })
      if (set) return set.slug
      // Another request of this organization published it first.
      const [current] = await db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, organizationId))
      return current?.slug ?? null
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw new Error(`No free profile address for "${base}"`)
}
