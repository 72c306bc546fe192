import { messageMemberPhone } from './message-member-phone.server.ts'
import type { Enqueue } from './claim-phone-message.server.ts'
import type { Messaging } from './phone-provider.ts'
import type { Db } from '../../db/client.server.ts'

/**
 * An engagement's event to a party's phone, beside its email, when they chose expert project
 * updates there (ADR 068): the notice and its figures are kept, and told in the member's language
 * when sent, under the email's own key so each event reaches a phone once.
 */
export async function messageEngagementUpdate(
  services: { db: Db; messaging: Messaging; enqueue: Enqueue; config: { appUrl: string } },
  update: { key: string; userId: string; notice: string; params: Record<string, string | number>; path: string },
) {
  await messageMemberPhone(services, {
    userId: update.userId,
    kind: 'engagements',
    key: update.key,
    template: 'engagementUpdate',
    params: { ...update.params, notice: update.notice, url: `${services.config.appUrl}${update.path}` },
  })
}
