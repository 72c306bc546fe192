/**
 * The offline queue (ADR 067), loaded only when a change is queued or waits to be sent, and so
 * importing nothing: each change is the fields for /offline/replay, kept in IndexedDB under the
 * member's scope, and sent in order when the connection returns (on `online`, and on the next page
 * load); the server answers what became of each, and the member is told.
 */
export type QueuedChange = { id?: number; scope: string; fields: Array<[string, string]> }

export interface QueueStore {
  add(change: QueuedChange): Promise<void>
  all(): Promise<QueuedChange[]>
  remove(id: number): Promise<void>
}

/** What the page shows for each answer. */
export type Tell = (ok: boolean, message: string) => void

/**
 * Sends the member's queued changes in order. Another member's changes (the phone changed hands)
 * are dropped unsent; a change the connection drops again stays, with those after it, for next time.
 */
export async function sendQueuedWith(store: QueueStore, scope: string, send: (body: URLSearchParams) => Promise<Response>, tell: Tell): Promise<'sent' | 'waiting' | 'signed-out'> {
  for (const change of await store.all()) {
    if (change.scope !== scope) {
      await store.remove(change.id!)
      continue
    }
    let response: Response
    try {
      response = await send(new URLSearchParams(change.fields))
    } catch {
      return 'waiting'
    }
    if (response.status === 401) return 'signed-out'
    if (response.status >= 500) return 'waiting'
    const answer = (await response.json().catch(() => null)) as { ok: boolean; message: string } | null
    if (answer?.message) tell(answer.ok === true, answer.message)
    await store.remove(change.id!)
  }
  return 'sent'
}

const DATABASE = 'harambee-offline'
const QUEUE = 'queue'

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode = 'readwrite'): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore(QUEUE, { keyPath: 'id', autoIncrement: true })
    opening.onerror = () => reject(opening.error)
    opening.onsuccess = () => {
      const db = opening.result
      const done = run(db.transaction(QUEUE, mode).objectStore(QUEUE))
      done.onsuccess = () => {
        db.close()
        resolve(done.result)
      }
      done.onerror = () => reject(done.error)
    }
  })
}

const indexedDbStore: QueueStore = {
  add: (change) => request((store) => store.add(change)).then(() => undefined),
  all: () => request((store) => store.getAll() as IDBRequest<QueuedChange[]>, 'readonly'),
  remove: (id) => request((store) => store.delete(id)),
}

export const queueChange = (change: QueuedChange) => indexedDbStore.add(change)

let sending: ReturnType<typeof sendQueuedWith> | null = null

/** Sends the queue, one round at a time (`online` and a page load may both ask). */
export function sendQueued(scope: string, tell: Tell) {
  sending ??= sendQueuedWith(indexedDbStore, scope, (body) => fetch('/offline/replay', { method: 'POST', body }), tell).finally(() => {
    sending = null
  })
  return sending
}

/** Signing out, or the queue's member is signed out: their changes stay nowhere on the phone. */
export function forgetQueue() {
  return new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(DATABASE)
    deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve
  })
}
