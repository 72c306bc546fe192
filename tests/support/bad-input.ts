import fc from 'fast-check'
import { expect, it } from 'vitest'
import { fieldName } from '../../app/domain/shared/form-fields.ts'
import { t } from '../../app/i18n/index.ts'
import { text, type TestClient } from './test-client.ts'

/**
 * The bad-input suite's generator: a table of forms → fields → field kind becomes, for each field,
 * one test per kind of input (overlong, NUL, control characters, a file part, missing, out of
 * range; RTL, emoji and HTML that must be accepted). Inputs come from fast-check with a fixed seed,
 * so every run sends the same requests.
 */
export const SEED = 20_261_122
/** Generated inputs per kind and field; kept small so the suite stays well under a minute on 2 cores. */
export const RUNS = 2

export type FieldKind = 'line' | 'lines' | 'url' | 'date' | 'amount' | 'choice' | 'email'
export interface FieldSpec {
  name: string
  kind: FieldKind
  /** The field's label as the form shows it (messages name it). */
  label?: string
  /** A value the form accepts, short enough to carry extra characters. */
  valid: string
  max?: number
  maxMessage?: string
  /** The message when the field is left out, for required fields. */
  required?: string
  /** The field's message for a value of the wrong shape (url, date, amount, choice, email). */
  format?: string
  /** The message for a number beyond what the form takes. */
  tooLarge?: string
  /** The form shows this value back after a refusal (not a password or a choice list). */
  keep?: boolean
  /** For amounts: false when another rule refuses a large number here (only awarded applications take one). */
  acceptLarge?: boolean
  /** Only the refusals: an accepted input would end the state the form needs (a decision made). */
  refusalsOnly?: boolean
}

export interface FormSpec {
  name: string
  /** Sends the form: the form's valid values with `changes` over them (undefined leaves a field out). */
  send(changes: Record<string, string | Blob | undefined>): Promise<Response>
  fields: FieldSpec[]
  /** The rows a refusal must leave as they were. */
  snapshot(): Promise<unknown>
  /** After an accepted input: the stored value of the field (or null when this form cannot say). */
  stored?(field: string): Promise<unknown>
  /** A page that shows the stored field, to check that HTML comes back escaped. */
  shownAt?: string
  /** Status of an accepted post (redirects unless told). */
  accepted?: number[]
  /** The client that sent the form, to read shownAt. */
  client?: TestClient
  /** Values that differ on every post: the same grant submitted twice is one submission (ADR 010). */
  vary?: () => Record<string, string>
}

/** Posts fields as a browser form (urlencoded), or as multipart when a file part is among them. */
export function sendForm(client: TestClient, path: string, fields: Record<string, string | Blob | undefined>) {
  const entries = Object.entries(fields).filter((e): e is [string, string | Blob] => e[1] !== undefined)
  if (entries.some(([, v]) => typeof v !== 'string')) {
    const form = new FormData()
    for (const [k, v] of entries) typeof v === 'string' ? form.append(k, v) : form.append(k, v, 'notes.txt')
    return client.request(path, { method: 'POST', body: form })
  }
  return client.request(path, { method: 'POST', body: new URLSearchParams(entries as Array<[string, string]>), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

const CONTROLS = ['\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0085', '\u009F']
const LINE_BREAKS = ['\n', '\r', '\t']
const insertAt = (base: string, extra: string) => fc.nat({ max: base.length }).map((i) => base.slice(0, i) + extra + base.slice(i))
const LETTERS = ['a', 'Z', 'é', 'ß', 'ب', 'ع', 'ش', 'ñ', 'ŋ']
/** Free text in Arabic and Swahili, with emoji and right-to-left marks: ordinary input. */
const WORLD_WORDS = ['مؤسسة', 'التعليم', 'للجميع', 'Harambee', 'elimu', 'kwa', 'wote', 'jamii', '🌍', '🤝🏾', '👩🏿‍🌾', '\u200F', 'ña']

interface Case {
  kind: string
  inputs: fc.Arbitrary<string | Blob | undefined>
  /** The message the page must show, or 'accept' when the input is legitimate. */
  expect: string | 'accept'
  /** 1 for a fixed input. */
  runs?: number
}

function controlMessage(f: FieldSpec) {
  return t('validation.controlCharacters', { field: fieldName(f.label ?? f.name) })
}

/** Every kind of input that applies to a field, with what the form must answer. */
export function casesFor(f: FieldSpec): Case[] {
  const textual = f.kind === 'line' || f.kind === 'lines'
  const shape = textual ? controlMessage(f) : f.format!
  const cases: Case[] = [
    { kind: 'NUL byte', inputs: insertAt(f.valid, '\u0000'), expect: shape },
    { kind: 'control character', inputs: fc.constantFrom(...CONTROLS).chain((c) => insertAt(f.valid, c)), expect: shape },
    { kind: 'file part', inputs: fc.constant(new Blob(['not text'], { type: 'text/plain' })), expect: textual ? t('validation.notText', { field: fieldName(f.label ?? f.name) }) : f.format!, runs: 1 },
    { kind: 'missing', inputs: fc.constant(undefined), expect: f.required ?? 'accept', runs: 1 },
  ]
  if (f.kind === 'line') cases.push({ kind: 'line break in a one-line field', inputs: fc.constantFrom(...LINE_BREAKS).chain((c) => insertAt(f.valid, c)), expect: shape })
  if (f.kind === 'lines') cases.push({ kind: 'line breaks in a multi-line field', inputs: fc.constant(`${f.valid}\nsecond line\tend`), expect: 'accept', runs: 1 })
  if (f.max && f.maxMessage) {
    const unit = f.kind === 'url' ? fc.constantFrom('a', 'b', '9') : fc.constantFrom(...LETTERS)
    const filler = fc.string({ unit, minLength: f.max + 1, maxLength: f.max + 40 })
    cases.push({ kind: 'overlong', inputs: f.kind === 'url' ? filler.map((s) => `https://x.example.org/${s}`) : filler, expect: f.maxMessage })
  }
  if (textual) {
    const fits = (v: string) => v.length <= (f.max ?? 200)
    const world = fc.array(fc.constantFrom(...WORLD_WORDS), { minLength: 2, maxLength: 6 }).map((words) => `${words.join(' ')} ${f.valid}`)
    cases.push({ kind: 'RTL and emoji', inputs: world.filter(fits), expect: 'accept' })
    cases.push({
      kind: 'HTML',
      inputs: fc
        .constantFrom('b', 'i', 'script')
        .map((tag) => `<${tag} onmouseover="x">${f.valid}</${tag}>`)
        .filter(fits),
      expect: 'accept',
    })
  }
  if (f.kind === 'date') {
    const impossible = fc.oneof(
      fc.integer({ min: 1900, max: 2200 }).map((y) => `${y}-02-${y % 4 ? 29 : 30}`),
      fc.integer({ min: 1900, max: 2200 }).map((y) => `${y}-04-31`),
      fc.integer({ min: 0, max: 1899 }).map((y) => `${String(y).padStart(4, '0')}-01-01`),
      fc.integer({ min: 2201, max: 9999 }).map((y) => `${y}-06-15`),
      fc.constantFrom('2025-13-01', '2025-00-10', '2025-02-31', '0000-01-01', '+275760-09-13', '2025-1-1'),
    )
    cases.push({ kind: 'impossible or out-of-range date', inputs: impossible, expect: f.format! })
  }
  if (f.kind === 'amount') {
    cases.push({ kind: 'number beyond the column', inputs: fc.bigInt(10n ** 12n, 10n ** 20n).map(String), expect: f.tooLarge! })
    cases.push({ kind: 'number beyond 32 bits', inputs: fc.constantFrom('2147483648', '99999999999', '4,294,967,296'), expect: f.acceptLarge === false ? f.format! : 'accept' })
    cases.push({ kind: 'not a whole number', inputs: fc.constantFrom('-1', '1.5', '1e9', '0x10', 'ten', 'Infinity'), expect: f.format! })
  }
  if (f.kind === 'choice')
    cases.push({
      kind: 'not one of the choices',
      inputs: fc
        .string({ minLength: 1, maxLength: 30 })
        // biome-ignore lint/suspicious/noControlCharactersInRegex: plain text without control characters
        .filter((s) => /\S/.test(s) && !/[\u0000-\u001F]/.test(s))
        .map((s) => `x${s}`),
      expect: f.format!,
    })
  if (f.kind === 'url')
    cases.push({ kind: 'not a web address', inputs: fc.constantFrom('javascript:alert(1)', 'ftp://x.example.org', 'x.example.org', 'https://', 'data:text/html,<b>x</b>'), expect: f.format! })
  return f.refusalsOnly ? cases.filter((c) => c.expect !== 'accept') : cases
}

let count = 0
/** How many generated cases the suite has run: printed at the end of each file. */
export const casesRun = () => count

/**
 * One test per field and kind: no 5xx; a refusal shows the field's message, keeps what was
 * typed and writes nothing; a legitimate input (RTL, emoji, HTML) is stored as typed and shown
 * escaped.
 */
export function describeForm(spec: () => FormSpec, fields: FieldSpec[]) {
  for (const field of fields) {
    for (const c of casesFor(field)) {
      it(`${field.name} · ${c.kind} → ${c.expect === 'accept' ? 'accepted' : `"${c.expect}"`}`, async () => {
        const form = spec()
        await fc.assert(
          fc.asyncProperty(c.inputs, async (value) => {
            count++
            const before = await form.snapshot()
            const response = await form.send({ [field.name]: value })
            const html = await response.text()
            expect(response.status, `${form.name} ${field.name}=${JSON.stringify(value)}`).toBeLessThan(500)
            if (c.expect === 'accept') {
              expect(form.accepted ?? [302, 303], html.slice(0, 300)).toContain(response.status)
              const textual = field.kind === 'line' || field.kind === 'lines'
              if (typeof value === 'string' && textual && form.stored) expect(await form.stored(field.name)).toBe(value.trim())
              if (typeof value === 'string' && value.includes('<') && form.shownAt && form.client) {
                const page = await form.client.page(form.shownAt)
                expect(page.html).not.toContain(value.trim())
                expect(page.html).toContain(escapeHtml(value.trim()))
              }
              return
            }
            expect(response.status, html.slice(0, 300)).toBe(400)
            expect(text(html)).toContain(c.expect)
            if (typeof value === 'string' && field.keep !== false) expect(html).toContain(escapeHtml(value))
            expect(await form.snapshot()).toEqual(before)
          }),
          { seed: SEED, numRuns: c.runs ?? RUNS },
        )
      })
    }
  }
}

export const line = (name: string, label: string, valid: string, max: number, maxMessage: string, required?: string): FieldSpec => ({ name, kind: 'line', label, valid, max, maxMessage, required })
export const lines = (name: string, label: string, valid: string, max: number, maxMessage: string, required?: string): FieldSpec => ({ name, kind: 'lines', label, valid, max, maxMessage, required })
export const choice = (name: string, valid: string, format: string, required?: string): FieldSpec => ({ name, kind: 'choice', valid, format, required, keep: false })

/** A form posted by `client` to `path()`: its hidden fields (`base`) and every field's valid value, with the case's change over them. */
export function formSpec(
  client: () => TestClient,
  name: string,
  path: () => string,
  base: Record<string, string> | (() => Record<string, string>),
  fields: FieldSpec[],
  rest: Omit<FormSpec, 'name' | 'send' | 'fields'>,
): () => FormSpec {
  const defaults = Object.fromEntries(fields.map((f) => [f.name, f.valid]))
  return () => {
    const c = client()
    return { name, fields, client: c, send: (changes) => sendForm(c, path(), { ...(typeof base === 'function' ? base() : base), ...defaults, ...rest.vary?.(), ...changes }), ...rest }
  }
}

/** A GET form (a search or filter form): its address, and the values its fields start from. */
export interface GetFormSpec {
  name: string
  client: TestClient
  path: string
  /** The other fields' values sent with each case. */
  base?: Record<string, string>
}

/**
 * The bad-input cases for a GET form, whose values arrive in the URL: never a 5xx, always the page
 * (200); a refused value is left out and the page names the field with its message; a legitimate
 * input (RTL, emoji, HTML) is accepted and any HTML in it comes back escaped. A file part cannot be
 * sent in a URL, so that case is left out.
 */
export function describeGetForm(spec: () => GetFormSpec, fields: FieldSpec[]) {
  for (const field of fields) {
    for (const c of casesFor(field).filter((k) => k.kind !== 'file part')) {
      it(`${field.name} · ${c.kind} (GET) → ${c.expect === 'accept' ? 'applied' : `"${c.expect}"`}`, async () => {
        const form = spec()
        await fc.assert(
          fc.asyncProperty(c.inputs, async (value) => {
            count++
            const params = new URLSearchParams({ ...form.base, ...Object.fromEntries(fields.map((f) => [f.name, f.valid])) })
            if (typeof value === 'string') params.set(field.name, value)
            else params.delete(field.name)
            const response = await form.client.request(`${form.path}?${params}`)
            const html = await response.text()
            expect(response.status, `${form.name} ${field.name}=${JSON.stringify(value)}`).toBe(200)
            if (c.expect !== 'accept') expect(text(html)).toContain(c.expect)
            if (typeof value === 'string' && value.includes('<')) {
              expect(html).not.toContain(value.trim())
              if (c.expect === 'accept') expect(html).toContain(escapeHtml(value.trim()))
            }
          }),
          { seed: SEED, numRuns: c.runs ?? RUNS },
        )
      })
    }
  }
}
