import type { Db } from '../../db/client.server.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { getGrant } from '../grants/get-grant.server.ts'
import { setGrantSaved } from '../grants/toggle-saved-grant.server.ts'
import { t } from '../../i18n/index.ts'
import type { ReplayOutcome } from './replay-outcome.ts'

/**
 * A Save (or Unsave) made offline, sent now: the same save as the grant page's, its daily allowance
 * included; saving twice changes nothing. The caller has checked the member may change the pipeline.
 */
export async function replayGrantSave(db: Db, member: Member, grantId: string, save: boolean): Promise<ReplayOutcome> {
  const grant = await getGrant(db, grantId)
  if (!grant) return { ok: false, message: t('offlineQueue.gone'), gone: true }
  const outcome = await setGrantSaved(db, { id: member.id, organizationId: member.organization.id, verifiedTier: member.organization.verified?.tier ?? null }, grantId, save)
  if (outcome === 'limit') return { ok: false, message: t('grant.saveLimit') }
  return { ok: true, message: t(outcome === 'saved' ? 'offlineQueue.grantSaved' : 'offlineQueue.grantRemoved', { title: grant.title }) }
}
