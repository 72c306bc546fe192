import type account from './messages/en/account.ts'
import type admin from './messages/en/admin.ts'
import type billing from './messages/en/billing.ts'
import type dashboard from './messages/en/dashboard.ts'
import type email from './messages/en/email.ts'
import type engagements from './messages/en/engagements.ts'
import type experts from './messages/en/experts.ts'
import type expertJoin from './messages/en/expertJoin.ts'
import type grants from './messages/en/grants.ts'
import type layout from './messages/en/layout.ts'
import type legal from './messages/en/legal.ts'
import type marketing from './messages/en/marketing.ts'
import type requests from './messages/en/requests.ts'
import type verification from './messages/en/verification.ts'
import type whiteGlove from './messages/en/whiteGlove.ts'
import type tafAdmin from './messages/en/tafAdmin.ts'
import type discovered from './messages/en/discovered.ts'
import type matching from './messages/en/matching.ts'
import type calendar from './messages/en/calendar.ts'
import type savedSearches from './messages/en/savedSearches.ts'
import type team from './messages/en/team.ts'
import type publicProfile from './messages/en/publicProfile.ts'
import type reports from './messages/en/reports.ts'
import type api from './messages/en/api.ts'
import type automation from './messages/en/automation.ts'
import type accountManager from './messages/en/accountManager.ts'
import type comments from './messages/en/comments.ts'
import type expertEdits from './messages/en/expertEdits.ts'

/** Every message id: the keys of the English catalogue, which is the source every language translates. */
export type MessageId = keyof (typeof account &
  typeof admin &
  typeof billing &
  typeof dashboard &
  typeof email &
  typeof engagements &
  typeof experts &
  typeof expertJoin &
  typeof grants &
  typeof layout &
  typeof legal &
  typeof marketing &
  typeof requests &
  typeof verification &
  typeof whiteGlove &
  typeof tafAdmin &
  typeof discovered &
  typeof matching &
  typeof calendar &
  typeof savedSearches &
  typeof team &
  typeof publicProfile &
  typeof reports &
  typeof api &
  typeof automation &
  typeof accountManager &
  typeof comments &
  typeof expertEdits)

/** A namespace is a message id's first segment ("discover" for "discover.sort"): the unit a page's messages are sent in. */
export function namespaceOf(id: string): string {
  return id.slice(0, id.indexOf('.'))
}
