import { describe, expect, it } from 'vitest'
import { changeOf } from '../../domain/offline/queued-change.ts'
import { sendQueuedWith, type QueuedChange, type QueueStore } from './offline-queue.ts'

function memoryStore(changes: Array<Omit<QueuedChange, 'id'>>): QueueStore & { left: () => QueuedChange[] } {
  let rows: QueuedChange[] = changes.map((change, index) => ({ ...change, id: index + 1 }))
  return {
    add: async (change) => {
      rows.push({ ...change, id: rows.length + 1 })
    },
    all: async () => [...rows],
    remove: async (id) => {
      rows = rows.filter((row) => row.id !== id)
    },
    left: () => rows,
  }
}

const GRANT = '0b5a3f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
const save = (scope: string, grantId = GRANT) => ({
  scope,
  fields: [
    ['kind', 'grant-save'],
    ['grantId', grantId],
    ['save', '1'],
  ] as Array<[string, string]>,
})
const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the offline queue', () => {
  it("sends a grant's Save as the grant page's form would, saving or unsaving", () => {
    const form = new FormData()
    form.set('save', '0')
    expect(changeOf(`/grant/${GRANT}/save`, form, () => '')).toEqual([
      ['kind', 'grant-save'],
      ['grantId', GRANT],
      ['save', '0'],
    ])
  })

  it("sends an application's form with the application as the member last saw it, for the server to keep its own version if it changed", () => {
    const form = new FormData()
    form.set('status', 'submitted')
    form.set('notes', 'Sent by post')
    const seen = { status: 'draft', notes: 'Call the funder' } as Record<string, string>
    const fields = new Map(changeOf('/dashboard/applications/app-1', form, (name) => seen[name] ?? ''))
    expect(fields.get('kind')).toBe('application')
    expect(fields.get('applicationId')).toBe('app-1')
    expect([fields.get('status'), fields.get('notes'), fields.get('submissionDate')]).toEqual(['submitted', 'Sent by post', ''])
    expect([fields.get('seen.status'), fields.get('seen.notes')]).toEqual(['draft', 'Call the funder'])
  })

  it("holds no other form: Apply, or the application page's comments and assignee", () => {
    expect(changeOf('/grant/abc/apply', new FormData(), () => '')).toBeNull()
    const comment = new FormData()
    comment.set('intent', 'comment')
    expect(changeOf('/dashboard/applications/app-1', comment, () => '')).toBeNull()
  })

  it('sends the changes in order, tells the member the answer to each, conflicts included, and keeps none once answered', async () => {
    const store = memoryStore([save('me'), save('me', 'other-grant')])
    const told: Array<[boolean, string]> = []
    const answers = [answer(200, { ok: true, message: 'Saved' }), answer(200, { ok: false, message: 'Their version is kept' })]
    const result = await sendQueuedWith(
      store,
      'me',
      async () => answers.shift()!,
      (ok, message) => told.push([ok, message]),
    )
    expect(result).toBe('sent')
    expect(told).toEqual([
      [true, 'Saved'],
      [false, 'Their version is kept'],
    ])
    expect(store.left()).toEqual([])
  })

  it('keeps a change, and those after it, when the connection drops again while sending', async () => {
    const store = memoryStore([save('me'), save('me', 'other-grant')])
    const result = await sendQueuedWith(
      store,
      'me',
      async () => {
        throw new TypeError('Failed to fetch')
      },
      () => {},
    )
    expect(result).toBe('waiting')
    expect(store.left()).toHaveLength(2)
  })

  it("never sends another member's changes on a shared phone: they are dropped unsent", async () => {
    const store = memoryStore([save('someone-else'), save('me')])
    const sent: string[] = []
    await sendQueuedWith(
      store,
      'me',
      async (body) => {
        sent.push(body.get('grantId')!)
        return answer(200, { ok: true, message: 'Saved' })
      },
      () => {},
    )
    expect(sent).toEqual([GRANT])
    expect(store.left()).toEqual([])
  })

  it('stops when the member is signed out, so the caller forgets the queue', async () => {
    const store = memoryStore([save('me')])
    expect(
      await sendQueuedWith(
        store,
        'me',
        async () => answer(401, { ok: false, signedOut: true }),
        () => {},
      ),
    ).toBe('signed-out')
  })
})
