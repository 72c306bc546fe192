import type { JobServices } from '../shared/job-services.ts'
import { messageMemberPhone } from './message-member-phone.server.ts'

/**
 * A new-match alert to the member's phone, beside its email, when they chose alerts there (ADR 068):
 * how many grants match and the best one, under the alert's own key, so each run reaches a phone once.
 */
export async function messageMatchAlert(
  services: Pick<JobServices, 'db' | 'messaging' | 'config' | 'enqueue'>,
  alert: { key: string; userId: string; count: number; best: { id: string; title: string } },
) {
  await messageMemberPhone(services, {
    userId: alert.userId,
    kind: 'alerts',
    key: alert.key,
    template: 'matchAlert',
    params: { count: alert.count, title: alert.best.title, url: `${services.config.appUrl}/matches` },
  })
}
