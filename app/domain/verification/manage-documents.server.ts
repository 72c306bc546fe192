import { createHash, randomUUID } from 'node:crypto'
import { and, asc, count, eq } from 'drizzle-orm'
import { DOCUMENT_LIMITS } from '../../catalog/limits.ts'
import { WIZARD_MAX } from '../../catalog/text-limits.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications, verificationDocuments } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { fieldName, hasControlCharacters, textProblem } from '../shared/form-fields.ts'
import { parseUuid } from '../shared/ids.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import { DOCUMENT_GROUP_ORDER, DOCUMENT_RULES, MAX_DOCUMENT_BYTES, sniffContentType, type DocumentGroup } from './document-types.ts'
import type { VerificationApplication } from './get-verification-application.server.ts'

const DESCRIPTION_COLUMN = {
  incorporation: 'incorporationDescription',
  address_proof: 'addressProofDescription',
  bank_statements: 'bankStatementsDescription',
  financial_statements: 'financialStatementsDescription',
} as const satisfies Record<DocumentGroup, keyof VerificationApplication>

export function documentDescription(application: VerificationApplication, group: DocumentGroup): string {
  return application[DESCRIPTION_COLUMN[group]] ?? ''
}

const TYPE_NAMES = { 'application/pdf': 'PDF', 'image/jpeg': 'JPG', 'image/png': 'PNG' } as const

/** Refused because the application already holds as many documents as it may (DOCUMENT_LIMITS). */
class DocumentLimitReached extends Error {}

/** The message when adding these files would pass DOCUMENT_LIMITS, given the documents held now; null when they fit. */
function limitProblem(held: Array<{ group: string; n: number }>, adding: Array<{ group: DocumentGroup }>): string | null {
  const after = new Map<string, number>()
  for (const h of held) after.set(h.group, h.n)
  for (const group of DOCUMENT_GROUP_ORDER) {
    const added = adding.filter((a) => a.group === group).length
    if (!added) continue
    // A single-file group's new file replaces the old one.
    after.set(group, DOCUMENT_RULES[group].multiple ? (after.get(group) ?? 0) + added : 1)
    if (DOCUMENT_RULES[group].multiple && after.get(group)! > DOCUMENT_LIMITS.perGroup) return t('documents.groupFull', { group: fieldName(t(`documents.${group}`)), max: DOCUMENT_LIMITS.perGroup })
  }
  if ([...after.values()].reduce((a, b) => a + b, 0) > DOCUMENT_LIMITS.total) return t('documents.allFull', { max: DOCUMENT_LIMITS.total })
  return null
}

async function heldDocuments(db: Pick<Db, 'select'>, verificationId: number) {
  return db.select({ group: verificationDocuments.group, n: count() }).from(verificationDocuments).where(eq(verificationDocuments.verificationId, verificationId)).groupBy(verificationDocuments.group)
}

/** What an upload did: the files kept, and each file refused with its reason (named in the message). */
export type UploadOutcome = { ok: true; saved: number; refused: string[] } | { ok: false; error: string }

/**
 * Checks every file (type by content, size, name) on its own: a file that fails is refused with a
 * message naming it, and the others are kept (issue 23). The descriptions and the document limits
 * concern the whole upload: a description refused, or files past the limits, refuse it all, before
 * anything is written. The files are stored and recorded; a single-file group's new file replaces
 * the old one. The limits are checked again inside the transaction, under a lock on the
 * application, so uploads sent at the same time cannot pass them together.
 */
export async function uploadDocuments(
  db: Db,
  storage: FileStorage,
  application: VerificationApplication,
  userId: string,
  input: { files: Partial<Record<DocumentGroup, File[]>>; descriptions: Partial<Record<DocumentGroup, unknown>> },
): Promise<UploadOutcome> {
  const accepted: Array<{ group: DocumentGroup; file: File; bytes: Uint8Array; type: string }> = []
  const refused: string[] = []
  for (const group of DOCUMENT_GROUP_ORDER) {
    const rules = DOCUMENT_RULES[group]
    const files = (input.files[group] ?? []).filter((f) => f.size > 0).slice(0, rules.multiple ? undefined : 1)
    for (const file of files) {
      const problem = await fileProblem(file, group)
      if (typeof problem === 'string') refused.push(problem)
      else accepted.push({ group, file, ...problem })
    }
    const description = input.descriptions[group] ?? ''
    const problem = textProblem(description, t('documents.descriptionOf', { group: fieldName(t(`documents.${group}`)) }), 'lines')
    if (problem) return { ok: false, error: problem }
    if ((description as string).length > WIZARD_MAX.documentDescription) return { ok: false, error: t('documents.descriptionMax') }
  }
  const descriptions = input.descriptions as Partial<Record<DocumentGroup, string>>
  // Refused early, before any file is stored; checked again under the lock below.
  const early = limitProblem(await heldDocuments(db, application.id), accepted)
  if (early) return { ok: false, error: early }

  const stored: string[] = []
  try {
    const rows: Array<typeof verificationDocuments.$inferInsert> = []
    for (const a of accepted) {
      const key = `verifications/${application.id}/${randomUUID()}`
      await storage.put(key, a.bytes)
      stored.push(key)
      rows.push({
        verificationId: application.id,
        group: a.group,
        fileName: a.file.name.slice(0, 200),
        contentType: a.type,
        size: a.bytes.length,
        sha256: createHash('sha256').update(a.bytes).digest('hex'),
        storageKey: key,
        uploadedBy: userId,
      })
    }
    const replaced = await db.transaction(async (tx) => {
      // One upload at a time per application: the row lock serializes concurrent uploads.
      await tx.select({ id: organizationVerifications.id }).from(organizationVerifications).where(eq(organizationVerifications.id, application.id)).for('update')
      const problem = limitProblem(await heldDocuments(tx, application.id), rows as Array<{ group: DocumentGroup }>)
      if (problem) throw new DocumentLimitReached(problem)
      const old: string[] = []
      for (const group of DOCUMENT_GROUP_ORDER) {
        if (!DOCUMENT_RULES[group].multiple && rows.some((r) => r.group === group)) {
          const removed = await tx
            .delete(verificationDocuments)
            .where(and(eq(verificationDocuments.verificationId, application.id), eq(verificationDocuments.group, group)))
            .returning({ key: verificationDocuments.storageKey })
          old.push(...removed.map((r) => r.key))
        }
      }
      if (rows.length) await tx.insert(verificationDocuments).values(rows)
      const described = Object.fromEntries(DOCUMENT_GROUP_ORDER.filter((g) => descriptions[g] !== undefined).map((g) => [DESCRIPTION_COLUMN[g], descriptions[g]!.trim() || null]))
      await tx
        .update(organizationVerifications)
        .set({ ...described, updatedAt: new Date() })
        .where(eq(organizationVerifications.id, application.id))
      return old
    })
    await Promise.all(replaced.map((key) => storage.remove(key)))
    return { ok: true, saved: rows.length, refused }
  } catch (error) {
    // Nothing half-written: files stored for a failed save are removed again.
    await Promise.all(stored.map((key) => storage.remove(key)))
    if (error instanceof DocumentLimitReached) return { ok: false, error: error.message }
    throw error
  }
}

/** Why this file is refused (a message naming it), or its bytes and real type when it is accepted. */
async function fileProblem(file: File, group: DocumentGroup): Promise<string | { bytes: Uint8Array; type: string }> {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: shows the name with its control characters replaced
  if (hasControlCharacters(file.name)) return t('documents.badName', { name: file.name.replace(/[\u0000-\u001F\u007F-\u009F]/g, '\uFFFD') })
  if (file.size > MAX_DOCUMENT_BYTES) return t('documents.tooLarge', { name: file.name })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffContentType(bytes)
  const types = DOCUMENT_RULES[group].types as readonly string[]
  if (!type || !types.includes(type)) return t('documents.wrongType', { name: file.name, group: t(`documents.${group}`), types: DOCUMENT_RULES[group].types.map((x) => TYPE_NAMES[x]).join(', ') })
  return { bytes, type }
}

export async function listDocuments(db: Db, verificationId: number) {
  const rows = await db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, verificationId)).orderBy(asc(verificationDocuments.createdAt))
  return rows.map((r) => ({ id: r.id, group: r.group as DocumentGroup, fileName: r.fileName, size: r.size, contentType: r.contentType, storageKey: r.storageKey }))
}

export async function removeDocument(db: Db, storage: FileStorage, verificationId: number, documentId: string) {
  const id = parseUuid(documentId)
  if (!id) return false
  const [removed] = await db
    .delete(verificationDocuments)
    .where(and(eq(verificationDocuments.id, id), eq(verificationDocuments.verificationId, verificationId)))
    .returning({ key: verificationDocuments.storageKey })
  if (removed) await storage.remove(removed.key)
  return Boolean(removed)
}
