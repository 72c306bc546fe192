import { and, arrayContains, desc, eq, gte, isNotNull, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { countryName, isCountryCode, regionOfCountry } from '../catalog/countries.ts'
import { PAN_AFRICAN } from '../catalog/sectors.ts'
import { sectorName } from '../catalog/names.ts'
import type { Db } from '../db/client.server.ts'
import { grants, organizationMembers, organizations, profiles, user } from '../db/schema/index.ts'
import { openGrantCondition } from '../domain/grants/open-grants.server.ts'
import { t } from '../i18n/index.ts'
import { withLanguage } from '../i18n/language.server.ts'
import { defineJob } from './job.ts'
import { claimScheduledEmails, sendScheduledEmail, unsentKeys } from './send-scheduled-email.server.ts'
import { unsubscribeUrl } from './unsubscribe.ts'

const DIGEST_SIZE = 10
const DAY = 86_400_000

/** The Monday (UTC) of the week `now` falls in: one digest per member per week. */
export function weekOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

/** Open grants added since `since` in the member's sector (an id), and in their country (a code), its region or Pan-African. */
export async function digestGrants(db: Db, member: { sector: string; country: string | null }, since: Date) {
  const conditions: SQL[] = [openGrantCondition(), gte(grants.createdAt, since), or(eq(grants.sector, member.sector), arrayContains(grants.sectors, [member.sector]))!]
  const region = member.country ? regionOfCountry(member.country) : undefined
  if (member.country && region) {
    conditions.push(or(arrayContains(grants.countryCodes, [member.country]), arrayContains(grants.regions, [region]), arrayContains(grants.geographicFocus, [PAN_AFRICAN]))!)
  }
  return db
    .select({ id: grants.id, title: grants.title, source: grants.source })
    .from(grants)
    .where(and(...conditions))
    .orderBy(desc(grants.createdAt))
    .limit(DIGEST_SIZE)
}

/** Members who want the digest and whose organization names a sector. */
async function digestMembers(db: Db, userId?: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email, language: profiles.language, sector: organizations.sector, orgCountry: organizations.country, country: profiles.country })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .innerJoin(organizationMembers, eq(organizationMembers.userId, user.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(user.emailVerified, true), eq(profiles.emailWeeklyDigest, true), isNotNull(organizations.sector), userId ? eq(user.id, userId) : undefined))
}

export const scanWeeklyDigest = defineJob({
  id: 'weekly-digest.scan',
  cron: '0 7 * * 1',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    const at = now ? new Date(now) : new Date()
    const week = weekOf(at)
    const since = new Date(at.getTime() - 7 * DAY)
    const members = await digestMembers(services.db)
    const due: Array<{ key: string; userId: string }> = []
    for (const m of members) {
      const found = await digestGrants(services.db, { sector: m.sector!, country: m.orgCountry ?? m.country }, since)
      if (found.length) due.push({ key: `digest:${m.userId}:${week}`, userId: m.userId })
    }
    await claimScheduledEmails(
      services.db,
      due.map((d) => ({ ...d, kind: 'digest' })),
    )
    const waiting = await unsentKeys(
      services.db,
      due.map((d) => d.key),
    )
    for (const d of due) if (waiting.has(d.key)) await services.enqueue(sendWeeklyDigest.id, { key: d.key, userId: d.userId, since: since.toISOString() }, { singletonKey: d.key })
  },
})

export const sendWeeklyDigest = defineJob({
  id: 'weekly-digest.send',
  schema: z.object({ key: z.string(), userId: z.string(), since: z.iso.datetime() }),
  async handler({ key, userId, since }, services) {
    const [member] = await digestMembers(services.db, userId)
    if (!member) {
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    const country = member.orgCountry ?? member.country
    const found = await digestGrants(services.db, { sector: member.sector!, country }, new Date(since))
    // Written in the member's language.
    await withLanguage(member.language, async () => {
      const { appUrl } = services.config
      const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'digest')
      const list = found.map((g) => `• ${g.title} (${g.source})\n  ${appUrl}/grant/${g.id}`).join('\n')
      // Written out in the member's language: the sector's word, the country's CLDR name (ICU select on `place`).
      const params = {
        name: member.name,
        count: found.length,
        sector: sectorName(member.sector!),
        place: country && isCountryCode(country) ? 'country' : 'none',
        country: country && isCountryCode(country) ? countryName(country) : '',
        list,
        url: `${appUrl}/discover?sector=${encodeURIComponent(member.sector!)}`,
        unsubscribe,
      }
      await sendScheduledEmail(
        services,
        key,
        userId,
        { to: member.email, subject: t('email.digest.subject', params), text: t('email.digest.body', params), unsubscribeUrl: unsubscribe },
        { messageId: 'notifications.digestSent', params: { count: found.length }, link: params.url },
      )
    })
  },
})
