import { z } from 'zod'
import { MIN_BRAND_CONTRAST } from '../../catalog/badge-check.ts'
import { PUBLIC_PROFILE_FIELDS, type PublicProfileSettings } from '../../db/schema/index.ts'
import { formatNumber, t } from '../../i18n/index.ts'
import { contrastRatio, parseHexColour } from './contrast.ts'

/** The settings form: a published switch, the fields shown, and whether search engines may index it. Tick boxes send "on" or nothing. */
export function parseProfileSettings(form: FormData): { ok: true; settings: PublicProfileSettings } | { ok: false; errors: Record<string, string> } {
  const schema = z.object({
    enabled: z.array(z.literal('on', { error: t('publicProfile.badChoice') })).max(1, t('publicProfile.badChoice')),
    indexable: z.array(z.literal('on', { error: t('publicProfile.badChoice') })).max(1, t('publicProfile.badChoice')),
    fields: z.array(z.enum(PUBLIC_PROFILE_FIELDS, { error: t('publicProfile.badField') })).max(PUBLIC_PROFILE_FIELDS.length, t('publicProfile.badField')),
  })
  const parsed = schema.safeParse({ enabled: form.getAll('enabled'), indexable: form.getAll('indexable'), fields: form.getAll('fields') })
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { ok: false, errors }
  }
  const { enabled, indexable, fields } = parsed.data
  // In the catalogue's order, each once.
  const chosen = PUBLIC_PROFILE_FIELDS.filter((f) => fields.includes(f))
  return { ok: true, settings: { enabled: enabled.length > 0, fields: chosen, indexable: indexable.length > 0 } }
}

/**
 * A brand colour field: empty (the site's own colour), or #rrggbb that white text can sit on at
 * MIN_BRAND_CONTRAST or better; the message says what the contrast is and what it must be.
 */
export function parseBrandColour(value: FormDataEntryValue | null, label: string): { ok: true; colour: string | null } | { ok: false; error: string } {
  if (value === null || value === '') return { ok: true, colour: null }
  if (typeof value !== 'string') return { ok: false, error: t('publicProfile.colourFormat', { field: label }) }
  if (value.trim() === '') return { ok: true, colour: null }
  const colour = parseHexColour(value)
  if (!colour) return { ok: false, error: t('publicProfile.colourFormat', { field: label }) }
  const ratio = contrastRatio(colour, '#ffffff')
  if (ratio < MIN_BRAND_CONTRAST) {
    return { ok: false, error: t('publicProfile.colourContrast', { field: label, ratio: formatNumber(Math.floor(ratio * 10) / 10), min: formatNumber(MIN_BRAND_CONTRAST) }) }
  }
  return { ok: true, colour }
}
