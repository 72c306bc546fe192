import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { screeningListEntries, screeningListVersions } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import { safeFetch } from '../../net/safe-fetch.server.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { parseScreeningList } from './parse-screening-list.ts'
import { RESCREEN_JOB, type RescreenPayload } from './rescreen-job.ts'
import { loadedScreeningLists } from './screening-index.server.ts'
import { screeningListSources } from './screening-list-sources.ts'
import {
  SCREENING_LIST_LABELS,
  SCREENING_LISTS,
  SCREENING_MIN_ENTRIES,
  SCREENING_MIN_SHARE_OF_PREVIOUS,
  SCREENING_VERSIONS_KEPT,
  type ScreeningListEntry,
  type ScreeningListId,
} from './screening-lists.ts'

/** The largest list file read (the EU's XML is about 25 MB). */
export const SCREENING_LIST_MAX_BYTES = 64 * 1024 * 1024
const DOWNLOAD_TIMEOUT_MS = 180_000
const INSERT_BATCH = 1000

export type ScreeningRefreshOutcome =
  | { list: ScreeningListId; status: 'stored'; versionId: number; entryCount: number }
  | { list: ScreeningListId; status: 'unchanged'; versionId: number }
  | { list: ScreeningListId; status: 'failed'; reason: 'download' | 'parse' | 'too-small'; detail: string }

export interface ScreeningRefreshResult {
  outcomes: ScreeningRefreshOutcome[]
  /** Whether the re-screening was queued; 'failed' leaves it for the next refresh to queue. */
  rescreen: 'queued' | 'none' | 'failed'
  rescreenError?: string
}

export interface ScreeningRefreshOptions {
  /** Addresses per list (URL or file path; OFAC takes sdn.csv then alt.csv); default: the environment's or the official ones. */
  sources?: Partial<Record<ScreeningListId, string[]>>
  /** The lists to refresh (default: all four). */
  lists?: readonly ScreeningListId[]
  /** Fewest entries a list may have (default SCREENING_MIN_ENTRIES). */
  minEntries?: number
  /** Tests only: lets safeFetch reach a local test server. */
  allowOrigins?: readonly string[]
}

/**
 * Downloads each list, and stores it as a new version when its content changed (sha256): parsed
 * into entries, in one transaction, older good versions pruned to the last three. A download that
 * fails, a file that does not parse, or a list suspiciously smaller than the last good one is
 * recorded as a failed version, keeps the last good one in use and alerts every admin. When any
 * list changed, the re-screening job (RESCREEN_JOB) is queued with the lists that did.
 */
export async function refreshScreeningLists(services: { db: Db; enqueue(jobId: string, payload: object): Promise<unknown> }, options: ScreeningRefreshOptions = {}): Promise<ScreeningRefreshResult> {
  const sources = { ...screeningListSources(), ...options.sources }
  const outcomes: ScreeningRefreshOutcome[] = []
  for (const list of options.lists ?? SCREENING_LISTS) {
    outcomes.push(await refreshList(services.db, list, sources[list], options))
  }
  try {
    return { outcomes, rescreen: await queueRescreen(services) }
  } catch (error) {
    return { outcomes, rescreen: 'failed', rescreenError: describe(error) }
  }
}

/**
 * Queues the re-screening for every list whose current good version has not had it queued yet, then
 * marks those versions. A queue that fails leaves them unmarked, so the next refresh queues them.
 */
async function queueRescreen(services: { db: Db; enqueue(jobId: string, payload: object): Promise<unknown> }): Promise<'queued' | 'none'> {
  const current = await loadedScreeningLists(services.db)
  const ids = Object.values(current).map((version) => version.id)
  if (ids.length === 0) return 'none'
  const waiting = await services.db
    .select({ id: screeningListVersions.id, list: screeningListVersions.list })
    .from(screeningListVersions)
    .where(and(inArray(screeningListVersions.id, ids), isNull(screeningListVersions.rescreenQueuedAt)))
  if (waiting.length === 0) return 'none'
  const lists = SCREENING_LISTS.filter((list) => waiting.some((version) => version.list === list))
  await services.enqueue(RESCREEN_JOB, { lists } satisfies RescreenPayload)
  await services.db
    .update(screeningListVersions)
    .set({ rescreenQueuedAt: new Date() })
    .where(
      inArray(
        screeningListVersions.id,
        waiting.map((version) => version.id),
      ),
    )
  return 'queued'
}

async function refreshList(db: Db, list: ScreeningListId, addresses: string[], options: ScreeningRefreshOptions): Promise<ScreeningRefreshOutcome> {
  const sourceAddress = addresses.join(' ')
  const [previous] = await db
    .select()
    .from(screeningListVersions)
    .where(and(eq(screeningListVersions.list, list), eq(screeningListVersions.status, 'ok')))
    .orderBy(desc(screeningListVersions.fetchedAt), desc(screeningListVersions.id))
    .limit(1)

  let files: Buffer[]
  try {
    files = await Promise.all(addresses.map((address) => readListFile(address, options)))
  } catch (error) {
    return fail(db, list, sourceAddress, null, 'download', describe(error))
  }
  const hash = createHash('sha256')
  for (const file of files) hash.update(createHash('sha256').update(file).digest())
  const sha256 = hash.digest('hex')
  if (previous && previous.sha256 === sha256) return { list, status: 'unchanged', versionId: previous.id }

  let entries: ScreeningListEntry[]
  try {
    entries = parseScreeningList(
      list,
      files.map((file) => decode(file)),
    )
  } catch (error) {
    return fail(db, list, sourceAddress, sha256, 'parse', describe(error))
  }
  const minimum = Math.max(options.minEntries ?? SCREENING_MIN_ENTRIES[list], previous ? Math.floor(previous.entryCount * SCREENING_MIN_SHARE_OF_PREVIOUS) : 0)
  if (entries.length < minimum) {
    return fail(db, list, sourceAddress, sha256, 'too-small', `${entries.length} entries; the last good version had ${previous?.entryCount ?? 0}`, {
      count: entries.length,
      previous: previous?.entryCount ?? 0,
    })
  }

  const versionId = await db.transaction(async (tx) => {
    const [version] = await tx.insert(screeningListVersions).values({ list, sourceAddress, sha256, entryCount: entries.length, status: 'ok' }).returning({ id: screeningListVersions.id })
    for (let i = 0; i < entries.length; i += INSERT_BATCH) {
      await tx.insert(screeningListEntries).values(
        entries.slice(i, i + INSERT_BATCH).map((entry) => ({
          versionId: version!.id,
          ref: entry.ref,
          kind: entry.kind,
          name: entry.name,
          aliases: entry.aliases,
          birthYears: entry.birthYears,
          nationalities: entry.nationalities,
          programme: entry.programme,
          listedOn: entry.listedOn,
        })),
      )
    }
    await pruneVersions(tx as unknown as Db, list)
    return version!.id
  })
  return { list, status: 'stored', versionId, entryCount: entries.length }
}

/** Keeps the last SCREENING_VERSIONS_KEPT good versions of a list, and the failures since the oldest of them. */
async function pruneVersions(db: Db, list: ScreeningListId) {
  const good = await db
    .select({ id: screeningListVersions.id, fetchedAt: screeningListVersions.fetchedAt })
    .from(screeningListVersions)
    .where(and(eq(screeningListVersions.list, list), eq(screeningListVersions.status, 'ok')))
    .orderBy(desc(screeningListVersions.fetchedAt), desc(screeningListVersions.id))
  const old = good.slice(SCREENING_VERSIONS_KEPT)
  if (old.length === 0) return
  await db.delete(screeningListVersions).where(
    inArray(
      screeningListVersions.id,
      old.map((version) => version.id),
    ),
  )
  const oldestKept = good[SCREENING_VERSIONS_KEPT - 1]!
  await db.delete(screeningListVersions).where(and(eq(screeningListVersions.list, list), eq(screeningListVersions.status, 'failed'), lt(screeningListVersions.fetchedAt, oldestKept.fetchedAt)))
}

const ALERTS: Record<'download' | 'parse' | 'too-small', MessageId> = {
  download: 'screening.alert.downloadFailed',
  parse: 'screening.alert.parseFailed',
  'too-small': 'screening.alert.tooSmall',
}

async function fail(
  db: Db,
  list: ScreeningListId,
  sourceAddress: string,
  sha256: string | null,
  reason: 'download' | 'parse' | 'too-small',
  detail: string,
  params: Record<string, number> = {},
): Promise<ScreeningRefreshOutcome> {
  await db.transaction(async (tx) => {
    await tx.insert(screeningListVersions).values({ list, sourceAddress, sha256, entryCount: 0, status: 'failed', error: `${reason}: ${detail}`.slice(0, 2000) })
    await notifyAdmins(tx, ALERTS[reason], { list: SCREENING_LIST_LABELS[list], ...params }, '/admin')
  })
  return { list, status: 'failed', reason, detail }
}

async function readListFile(address: string, options: ScreeningRefreshOptions): Promise<Buffer> {
  if (/^https?:\/\//i.test(address)) {
    const response = await safeFetch(address, {
      maxBytes: SCREENING_LIST_MAX_BYTES,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      headers: { 'User-Agent': 'HarambeeScreening/1.0' },
      allowOrigins: options.allowOrigins,
    })
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${response.url}`)
    return Buffer.from(response.body)
  }
  return readFile(address.startsWith('file:') ? fileURLToPath(address) : address)
}

/** UTF-8 (with or without a byte-order mark), or Latin-1 for the older OFAC files that are not valid UTF-8. */
function decode(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file)
  } catch {
    return new TextDecoder('latin1').decode(file)
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
