import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, migrateDatabase, openDatabase } from '../../app/db/client.server.ts'
import { notifications, screeningListEntries, screeningListVersions, user, userRoles } from '../../app/db/schema/index.ts'
import { refreshScreeningLists } from '../../app/domain/screening/refresh-screening-lists.server.ts'
import { RESCREEN_JOB } from '../../app/domain/screening/rescreen-job.ts'
import { SCREENING_FIXTURES } from '../../app/domain/screening/screening-fixtures.ts'
import { loadedScreeningLists, loadScreeningIndex } from '../../app/domain/screening/screening-index.server.ts'
import { screen } from '../../app/domain/screening/screen.ts'
import { runTemplate } from '../support/database-template.ts'

let database: Database
const folder = mkdtempSync(path.join(tmpdir(), 'screening-lists-'))
const unFile = path.join(folder, 'consolidated.xml')
const enqueued: Array<{ jobId: string; payload: object }> = []
const services = () => ({ db: database.db, enqueue: async (jobId: string, payload: object) => void enqueued.push({ jobId, payload }) })
const refreshUn = async (address = unFile) => (await refreshScreeningLists(services(), { lists: ['un'], sources: { un: [address] }, allowOrigins: ['http://127.0.0.1:9'] })).outcomes

beforeAll(async () => {
  const dump = runTemplate().embeddedDump
  database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined })
  if (!dump) await migrateDatabase(database)
  await database.db.insert(user).values({ id: 'screening-admin', name: 'Staff Admin', email: 'screening-admin@example.test', emailVerified: true })
  await database.db.insert(userRoles).values({ userId: 'screening-admin', role: 'admin' })
  copyFileSync(path.join(SCREENING_FIXTURES, 'un-consolidated.xml'), unFile)
})
afterAll(async () => {
  await database?.close()
})

describe('refreshing the sanctions lists', () => {
  it('on a fresh deployment says no list is loaded, and screening finds nothing rather than failing', async () => {
    expect(await loadedScreeningLists(database.db)).toEqual({})
    const index = await loadScreeningIndex(database.db)
    expect(index.versions).toEqual({})
    expect(screen(index, { name: 'Eric Badege', kind: 'person' })).toEqual([])
  })

  it('stores a downloaded list as a version with its entries, and queues the re-screening', async () => {
    const [outcome] = await refreshUn()
    expect(outcome).toMatchObject({ list: 'un', status: 'stored', entryCount: 168 })
    const [version] = await database.db.select().from(screeningListVersions)
    expect(version).toMatchObject({ list: 'un', status: 'ok', entryCount: 168, sourceAddress: unFile })
    expect(version!.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(await database.db.$count(screeningListEntries, eq(screeningListEntries.versionId, version!.id))).toBe(168)
    expect(enqueued).toEqual([{ jobId: RESCREEN_JOB, payload: { lists: ['un'] } }])
    const index = await loadScreeningIndex(database.db)
    expect(index.versions.un).toMatchObject({ id: version!.id, entryCount: 168 })
    expect(screen(index, { name: 'Eric Badege', kind: 'person' })[0]).toMatchObject({ list: 'un', entryRef: 'CDi.001', listVersionId: version!.id })
  })

  it('adds no version when the same file is downloaded again', async () => {
    enqueued.length = 0
    const [outcome] = await refreshUn()
    expect(outcome!.status).toBe('unchanged')
    expect(await database.db.$count(screeningListVersions)).toBe(1)
    expect(enqueued).toEqual([])
  })

  it('stores a changed file as a new version, queues the re-screening, and screens against the new version', async () => {
    const before = await loadScreeningIndex(database.db)
    writeFileSync(unFile, readFileSync(unFile, 'utf8').replace('<FIRST_NAME>ERIC</FIRST_NAME>', '<FIRST_NAME>ERICK</FIRST_NAME>'))
    const [outcome] = await refreshUn()
    expect(outcome!.status).toBe('stored')
    expect(enqueued).toEqual([{ jobId: RESCREEN_JOB, payload: { lists: ['un'] } }])
    const after = await loadScreeningIndex(database.db)
    expect(after).not.toBe(before)
    expect(after.versions.un!.id).not.toBe(before.versions.un!.id)
    expect(after.entries.find((e) => e.ref === 'CDi.001')!.name).toBe('ERICK BADEGE')
    expect(await loadScreeningIndex(database.db)).toBe(after)
  })

  it('keeps the last good version when the download fails, and alerts the staff', async () => {
    enqueued.length = 0
    const good = (await loadedScreeningLists(database.db)).un!
    const [outcome] = await refreshUn('http://127.0.0.1:9/consolidated.xml')
    expect(outcome).toMatchObject({ status: 'failed', reason: 'download' })
    expect((await loadedScreeningLists(database.db)).un!.id).toBe(good.id)
    expect(enqueued).toEqual([])
    const alerts = await database.db.select().from(notifications).where(eq(notifications.userId, 'screening-admin'))
    expect(alerts).toEqual([expect.objectContaining({ messageId: 'screening.alert.downloadFailed', params: { list: 'UN' } })])
  })

  it('keeps the last good version when the file cannot be read or is suspiciously small, and says which', async () => {
    writeFileSync(unFile, '<html><body>Maintenance</body></html>')
    expect((await refreshUn())[0]).toMatchObject({ status: 'failed', reason: 'parse' })
    const original = readFileSync(path.join(SCREENING_FIXTURES, 'un-consolidated.xml'), 'utf8')
    writeFileSync(unFile, original.replace(/<ENTITIES>[\s\S]*<\/ENTITIES>/, '<ENTITIES/>').replace(/<INDIVIDUAL>[\s\S]*<\/INDIVIDUAL>/, ''))
    expect((await refreshUn())[0]).toMatchObject({ status: 'failed', reason: 'too-small' })
    const messages = (await database.db.select().from(notifications).where(eq(notifications.userId, 'screening-admin'))).map((n) => n.messageId)
    expect(messages).toEqual(expect.arrayContaining(['screening.alert.parseFailed', 'screening.alert.tooSmall']))
    const versions = await database.db.select().from(screeningListVersions)
    expect(versions.filter((v) => v.status === 'ok')).toHaveLength(2)
    expect(versions.filter((v) => v.status === 'failed').map((v) => v.error?.split(':')[0])).toEqual(['download', 'parse', 'too-small'])
  })

  it('queues the re-screening on the next refresh when the queue refused it the first time', async () => {
    const original = readFileSync(path.join(SCREENING_FIXTURES, 'un-consolidated.xml'), 'utf8')
    writeFileSync(unFile, original.replace('<FIRST_NAME>ERIC</FIRST_NAME>', '<FIRST_NAME>ERIK</FIRST_NAME>'))
    const refusing = {
      db: database.db,
      enqueue: async () => {
        throw new Error('queue unavailable')
      },
    }
    const refused = await refreshScreeningLists(refusing, { lists: ['un'], sources: { un: [unFile] } })
    expect(refused).toMatchObject({ outcomes: [{ status: 'stored' }], rescreen: 'failed', rescreenError: 'Error: queue unavailable' })
    enqueued.length = 0
    expect((await refreshUn())[0]!.status).toBe('unchanged')
    expect(enqueued).toEqual([{ jobId: RESCREEN_JOB, payload: { lists: ['un'] } }])
  })

  it('keeps the last three good versions of a list', async () => {
    const original = readFileSync(path.join(SCREENING_FIXTURES, 'un-consolidated.xml'), 'utf8')
    for (const name of ['ERIC1', 'ERIC2', 'ERIC3']) {
      writeFileSync(unFile, original.replace('<FIRST_NAME>ERIC</FIRST_NAME>', `<FIRST_NAME>${name}</FIRST_NAME>`))
      expect((await refreshUn())[0]!.status).toBe('stored')
    }
    const good = await database.db.select().from(screeningListVersions).where(eq(screeningListVersions.status, 'ok'))
    expect(good).toHaveLength(3)
    expect(await database.db.$count(screeningListEntries)).toBe(3 * 168)
  })
})
