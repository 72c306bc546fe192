import { sql } from 'drizzle-orm'
import { savedSearches } from '../../db/schema/index.ts'

/**
 * A search's scan looks back this far before its mark (last_scanned_at): a grant whose transaction
 * began before the last scan but committed after it is still new to the next one (the primary key of
 * alert_items keeps a grant seen twice from being claimed twice).
 */
export const SCAN_OVERLAP = sql`interval '1 hour'`

/**
 * The mark of a search that starts again now (resumed, or its emails turned back on): an overlap
 * ahead, so its next scan looks at grants from now on, not at those published while it was
 * inactive. Scans only ever move a mark forward (greatest), so it holds until then.
 */
export const restartMark = sql`now() + ${SCAN_OVERLAP}`

/** A scan's new mark: now, or the mark it had when that is later (a search restarted in the last hour). */
export const scannedMark = sql`greatest(${savedSearches.lastScannedAt}, now())`
