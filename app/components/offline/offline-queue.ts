import { APPLICATION_FIELDS, seenField } from '../../domain/offline/queued-change.ts'
import { toast } from '../ui/toast.tsx'
import { QUEUED_FLAG } from './queued-flag.ts'

/**
 * The offline queue (ADR 067), loaded only when a change is queued or waits to be sent: each change
 * is the form's fields for /offline/replay, kept in IndexedDB under the member's scope, and sent in
 * order when the connection returns (on `online`, and on the next page load); the server answers
 * what became of each, and the member is told.
 */
export type QueuedChange = { id?: number; scope: string; fields: Array<[string, string]> }

export interface QueueStore {
  add(change: QueuedChange): Promise<void>
  all(): Promise<QueuedChange[]>
  remove(id: number): Promise<void>
}

/** What the page shows for each answer. */
export type Tell = (ok: boolean, message: string) => void

/** The fields for /offline/replay from a form the member sent while offline; null for a form the queue does not hold. */
export function changeOf(action: string, data: FormData, seen: (name: string) => string): Array<[string, string]> | null {
  const save = action.match(/^\/grant\/([\w-]+)\/save$/)
  if (save)
    return [
      ['kind', 'grant-save'],
      ['grantId', save[1]],
      ['save', data.get('save') === '0' ? '0' : '1'],
    ]
  const application = action.match(/^\/dashboard\/applications\/([\w-]+)$/)
  if (!application) return null
  return [
    ['kind', 'application'],
    ['applicationId', application[1]],
    ...APPLICATION_FIELDS.map((name): [string, string] => [name, String(data.get(name) ?? '')]),
    // As the server last showed the application: the server keeps its version if it changed since.
    ...APPLICATION_FIELDS.map((name): [string, string] => [seenField(name), seen(name)]),
  ]
}

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

export async function queueForm(scope: string, form: HTMLFormElement, submitter: HTMLElement | null) {
  const seen = (name: string) => {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLSelectElement) return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? ''
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.defaultValue : ''
  }
  const fields = changeOf(new URL(form.action, location.href).pathname, new FormData(form, submitter), seen)
  if (!fields) return
  await indexedDbStore.add({ scope, fields })
  localStorage.setItem(QUEUED_FLAG, '1')
}

let sending: Promise<unknown> | null = null

export function sendQueued(scope: string, revalidate: () => void) {
  // One round at a time: `online` and a page load may both ask.
  sending ??= sendQueuedWith(
    indexedDbStore,
    scope,
    (body) => fetch('/offline/replay', { method: 'POST', body }),
    (ok, message) => (ok ? toast.success(message) : toast.error(message)),
  )
    .then(async (result) => {
      if (result === 'signed-out') await forgetQueue()
      else if (result === 'sent') localStorage.removeItem(QUEUED_FLAG)
      revalidate()
    })
    .finally(() => {
      sending = null
    })
  return sending
}

/** Signing out, or the queue's member is signed out: their changes stay nowhere on the phone. */
export async function forgetQueue() {
  localStorage.removeItem(QUEUED_FLAG)
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(DATABASE)
    deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve
  })
}
