import type { FieldOrigin } from '../../../catalog/discovery.ts'
import { SECTORS } from '../../../catalog/sectors.ts'
import type { SafeFetchOptions } from '../../../net/safe-fetch.server.ts'
import { chatCompletion } from '../../assistant/model-client.server.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { parseAmount } from './amounts.ts'
import { parseDeadline } from './dates.ts'
import { parsePlaces } from './places.ts'
import { clip, squash } from './text.ts'

/**
 * The optional model that reads a page the rules could not (LLM_URL, LLM_MODEL; the key in
 * secrets): one OpenAI-compatible POST {LLM_URL}/chat/completions through safeFetch, asking for
 * the grant's fields as JSON (the one client, app/domain/assistant/model-client.server.ts). Its answers only fill fields the rules left empty, are parsed by
 * the same parsers (dates, amounts, places), and are marked 'llm' in fieldOrigins. Its token
 * counts come back for agent_costs.
 */

export interface LlmSettings {
  url: string
  model: string
  priceInPerMTok: number
  priceOutPerMTok: number
}

/** The fields the model is asked for, every one a string or null (parsed afterwards). */
export interface LlmFields {
  title: string | null
  funderName: string | null
  description: string | null
  fundingAmount: string | null
  deadline: string | null
  countryScope: string | null
  sectors: string[]
  applicationUrl: string | null
}

export interface LlmExtraction {
  fields: LlmFields
  promptTokens: number
  completionTokens: number
  /** tokens × LLM_PRICE_IN/OUT_PER_MTOK, in US dollars. */
  cost: number
}

/** Most page text sent to the model: the top of a page says what the grant is, and tokens cost. */
const MAX_PAGE_CHARS = 12_000

const SYSTEM = `You read one web page from a funder and return the open grant it describes as JSON, with exactly these keys:
title, funderName, description (at most 3 sentences), fundingAmount (as written, with its currency), deadline (as written),
countryScope (the countries or regions it is open to, as written), sectors (a list from: ${SECTORS.join(', ')}),
applicationUrl (absolute). Use null for anything the page does not say. Never invent a value. Answer with the JSON object only.`

const LLM: FieldOrigin = 'llm'
const str = (v: unknown): string | null => (typeof v === 'string' && squash(v) ? squash(v) : null)

/** The model's answer as fields: the first JSON object in its message, each value checked. */
export function parseLlmAnswer(content: string): LlmFields {
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)
  let raw: Record<string, unknown> = {}
  try {
    const parsed = JSON.parse(json)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed
  } catch {
    // An answer that is not JSON gives no fields.
  }
  const url = str(raw.applicationUrl)
  return {
    title: str(raw.title),
    funderName: str(raw.funderName),
    description: str(raw.description),
    fundingAmount: str(raw.fundingAmount),
    deadline: str(raw.deadline),
    countryScope: str(raw.countryScope),
    sectors: Array.isArray(raw.sectors) ? raw.sectors.filter((s): s is string => typeof s === 'string' && (SECTORS as readonly string[]).includes(s)) : [],
    applicationUrl: url && /^https?:\/\//i.test(url) ? url : null,
  }
}

/**
 * Asks the model for a page's grant fields. `fetchOptions` carries what the caller allows
 * (allowInternalHosts for a model on the operator's network; allowOrigins in tests).
 */
export async function llmExtract(page: { url: string; text: string }, settings: LlmSettings, apiKey: string | undefined, fetchOptions: SafeFetchOptions = {}): Promise<LlmExtraction> {
  const answer = await chatCompletion(
    { ...settings, apiKey },
    {
      temperature: 0,
      json: true,
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: `URL: ${page.url}\n\n${clip(page.text, MAX_PAGE_CHARS)}` },
      ],
    },
    { timeoutMs: 60_000, maxBytes: 256 * 1024, ...fetchOptions },
  )
  return { fields: parseLlmAnswer(answer.content), promptTokens: answer.promptTokens, completionTokens: answer.completionTokens, cost: answer.cost }
}

/**
 * The grant with the model's fields filling what the rules left empty (never replacing a value
 * the page's own structure gave), each filled field marked 'llm'.
 */
export function fillFromLlm(grant: DiscoveredGrantInput, fields: LlmFields, reference: Date): DiscoveredGrantInput {
  const out: DiscoveredGrantInput = { ...grant, fieldOrigins: { ...grant.fieldOrigins } }
  const mark = (...keys: Array<keyof DiscoveredGrantInput>) => {
    for (const key of keys) out.fieldOrigins[key] = LLM
  }
  if (!out.title && fields.title) {
    out.title = clip(fields.title, 300)
    mark('title')
  }
  if (!out.funderName && fields.funderName) {
    out.funderName = clip(fields.funderName, 200)
    mark('funderName')
  }
  if (!out.description && fields.description) {
    out.description = fields.description
    mark('description')
  }
  if (!out.applicationUrl && fields.applicationUrl) {
    out.applicationUrl = fields.applicationUrl
    mark('applicationUrl')
  }
  if (out.amountMin === null && out.amountMax === null && fields.fundingAmount) {
    const a = parseAmount(fields.fundingAmount)
    Object.assign(out, { fundingAmount: a.text, amountMin: a.min, amountMax: a.max, currency: a.currency, amountUsd: a.amountUsd, fxRate: a.fxRate, fxDate: a.fxDate })
    mark('fundingAmount', 'amountMin', 'amountMax', 'currency', 'amountUsd')
  }
  if (!out.deadline && !out.isRolling && fields.deadline) {
    const iso = fields.deadline.match(/^(\d{4})-(\d{2})-(\d{2})/)
    const d = iso ? { deadline: `${iso[1]}-${iso[2]}-${iso[3]}`, isRolling: false, text: fields.deadline } : parseDeadline(fields.deadline, reference)
    if (d.deadline || d.isRolling) {
      Object.assign(out, { deadline: d.deadline, isRolling: d.isRolling, deadlineText: d.text })
      mark('deadline', 'deadlineText', 'isRolling')
    }
  }
  if (!out.countryScope && out.countryCodes.length === 0 && fields.countryScope) {
    const p = parsePlaces(fields.countryScope)
    Object.assign(out, { countryScope: p.countryScope ?? fields.countryScope, countryCodes: p.countryCodes, geographicFocus: [...new Set([...out.geographicFocus, ...p.geographicFocus])] })
    mark('countryScope', 'countryCodes')
  }
  if (out.sectors.length === 0 && fields.sectors.length) {
    out.sectors = fields.sectors
    mark('sectors')
  }
  return out
}
