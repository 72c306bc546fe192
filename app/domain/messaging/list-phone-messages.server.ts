import { desc, gte, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.server.ts'
import { phoneMessages, phoneReplies } from '../../db/schema/index.ts'

const SHOWN = 100

/** For staff (/admin/messaging): the latest messages sent to phones, the latest replies, and this month's cost per provider and currency. */
export async function listPhoneMessages(db: Db, now = new Date()) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const messages = await db
    .select({
      id: phoneMessages.id,
      channel: phoneMessages.channel,
      provider: phoneMessages.provider,
      to: phoneMessages.to,
      template: phoneMessages.template,
      body: phoneMessages.body,
      status: phoneMessages.status,
      cost: phoneMessages.cost,
      costCurrency: phoneMessages.costCurrency,
      error: phoneMessages.error,
      createdAt: phoneMessages.createdAt,
      sendAfter: phoneMessages.sendAfter,
    })
    .from(phoneMessages)
    .orderBy(desc(phoneMessages.createdAt))
    .limit(SHOWN)
  const replies = await db.select().from(phoneReplies).orderBy(desc(phoneReplies.receivedAt)).limit(SHOWN)
  const costs = await queryRows<{ provider: string; channel: string; currency: string | null; messages: number; total: string | null }>(
    db,
    sql`select provider, channel::text as channel, cost_currency as currency, count(*)::int as messages, sum(cost)::text as total
        from ${phoneMessages}
        where ${gte(phoneMessages.sentAt, monthStart)}
        group by 1, 2, 3 order by 1, 2, 3`,
  )
  return { messages, replies, costs, monthStart }
}
