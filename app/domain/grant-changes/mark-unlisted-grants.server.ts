import { sql } from 'drizzle-orm'
import { UNLISTED_AFTER_CRAWLS } from '../../catalog/grant-changes.ts'
import type { Db } from '../../db/client.server.ts'

/**
 * After a crawl of a source (issue 25 §5): a grant page no listing, feed or sitemap of its source
 * named during the latest complete pass over them (every one read again, or found unchanged, since
 * the moment `pass` below) counts one more unlisted pass; UNLISTED_AFTER_CRAWLS in a row mark its
 * published grant "no longer listed at its source", and a page named again clears the mark. A
 * pass is counted once however many crawls it took, so a 10-page crawl of a large site does not
 * count three passes in three crawls. Answers how many grants were newly marked.
 */
export async function markUnlistedGrants(db: Db, sourceId: string): Promise<number> {
  await db.execute(sql`
    with pass as (
      select min(fetched_at) as at from crawl_pages
      where source_id = ${sourceId} and role in ('seed', 'listing', 'link_source') and outcome is distinct from 'disallowed'
      having count(*) filter (where fetched_at is null) = 0
    )
    update crawl_pages p set unlisted_crawls = p.unlisted_crawls + 1, unlisted_pass_at = pass.at
    from pass
    where p.source_id = ${sourceId} and p.role = 'candidate' and p.outcome = 'grant' and pass.at is not null
      and coalesce(p.last_linked_at, p.discovered_at) < pass.at
      and (p.unlisted_pass_at is null or p.unlisted_pass_at < pass.at)`)
  const marked = (await db.execute(sql`
    update grants g set unlisted_since = now()
    from crawl_pages p
    where p.source_id = ${sourceId} and p.unlisted_crawls >= ${UNLISTED_AFTER_CRAWLS}
      and g.discovery_source_id = ${sourceId} and g.url = p.url and g.unlisted_since is null
    returning g.id`)) as unknown as { rows: unknown[] }
  await db.execute(sql`
    update grants g set unlisted_since = null
    from crawl_pages p
    where p.source_id = ${sourceId} and p.unlisted_crawls < ${UNLISTED_AFTER_CRAWLS}
      and g.discovery_source_id = ${sourceId} and g.url = p.url and g.unlisted_since is not null`)
  return marked.rows.length
}
