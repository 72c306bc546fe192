import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { queryRows } from '../../db/client.server.ts'
import { phoneMessageChoices } from '../../db/schema/index.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import type { Language } from '../../i18n/languages.ts'

/** How many grants a USSD screen lists: a feature phone shows about 160 characters at a time. */
const LISTED = 4

export interface UssdScreen {
  /** The session ends with this screen (Africa's Talking's "END"), or waits for a choice ("CON"). */
  end: boolean
  text: string
}

const cut = (title: string, max = 28) => (title.length > max ? `${title.slice(0, max - 1)}…` : title)

/**
 * The USSD menu for a phone without data (Africa's Talking's callback: the number and every choice
 * so far, joined by "*"): the next deadlines of the grants the member follows, their saved grants
 * with one's details, and "remind me", which turns on deadline reminders by SMS. Only a proven
 * number is answered, in its member's language.
 */
export async function answerUssd(db: Db, request: { phoneNumber: string; text: string }, appName: string, today = new Date().toISOString().slice(0, 10)): Promise<UssdScreen> {
  const [member] = await queryRows<{ user_id: string; language: Language }>(
    db,
    sql`select p.user_id, pr.language from phone_numbers p join profiles pr on pr.user_id = p.user_id
        where p.number = ${request.phoneNumber} and p.verified_at is not null order by p.verified_at desc limit 1`,
  )
  if (!member) return { end: true, text: t('messaging.ussd.unknown', { appName }) }
  return withLanguage(member.language, async () => {
    const choices = request.text.split('*').filter((c) => c !== '')
    const followed = () =>
      queryRows<{ id: string; title: string; source: string; deadline: string | null }>(
        db,
        sql`select g.id, g.title, g.source, g.deadline::text as deadline from grants g
            join user_saved_grants s on s.grant_id = g.id
            join organization_members m on m.organization_id = s.organization_id and m.user_id = ${member.user_id}
            where g.status = 'active' and (g.deadline is null or g.deadline >= ${today}::date)
            order by g.deadline nulls last, g.title limit ${LISTED}`,
      )
    switch (choices[0]) {
      case undefined:
        return { end: false, text: [appName, `1. ${t('messaging.ussd.deadlines')}`, `2. ${t('messaging.ussd.saved')}`, `3. ${t('messaging.ussd.remindMe')}`].join('\n') }
      case '1': {
        const grants = (await followed()).filter((g) => g.deadline)
        if (grants.length === 0) return { end: true, text: t('messaging.ussd.noDeadlines') }
        return { end: true, text: grants.map((g) => `${cut(g.title)}: ${formatDate(g.deadline!)}`).join('\n') }
      }
      case '2': {
        const grants = await followed()
        if (grants.length === 0) return { end: true, text: t('messaging.ussd.noSaved') }
        const picked = choices[1] ? grants[Number(choices[1]) - 1] : undefined
        if (choices[1] && !picked) return { end: true, text: t('messaging.ussd.badChoice') }
        if (picked)
          return { end: true, text: [picked.title, picked.source, picked.deadline ? t('messaging.ussd.closes', { deadline: formatDate(picked.deadline) }) : t('messaging.ussd.rolling')].join('\n') }
        return { end: false, text: [t('messaging.ussd.pick'), ...grants.map((g, i) => `${i + 1}. ${cut(g.title)}`)].join('\n') }
      }
      case '3':
        await db.insert(phoneMessageChoices).values({ userId: member.user_id, kind: 'reminders', channel: 'sms' }).onConflictDoNothing()
        return { end: true, text: t('messaging.ussd.reminding') }
      default:
        return { end: true, text: t('messaging.ussd.badChoice') }
    }
  })
}
