import { z } from 'zod'
import { AFRICAN_COUNTRIES } from '../../catalog/countries.ts'
import { t } from '../../i18n/index.ts'
import { optionalHttpUrl } from '../shared/form-fields.ts'

const text = (min: number, max: number, minMessage: string, maxMessage: string) => z.string().trim().min(min, minMessage).max(max, maxMessage)
const COUNTRY_NAMES = AFRICAN_COUNTRIES.map((c) => c.name)

/** Spec §5 Verification application, step by step, with its messages. */
export const WIZARD_STEP_SCHEMAS = {
  'Basic Info': z.object({
    organizationName: text(2, 200, t('wizard.orgNameMin'), t('wizard.orgNameMax')),
    registrationNumber: text(1, 100, t('wizard.registrationRequired'), t('wizard.registrationMax')),
    websiteUrl: optionalHttpUrl(t('wizard.invalidUrl')),
    socialMediaLinks: z
      .string()
      .trim()
      .max(1000, t('wizard.socialMax'))
      .transform((v) => v || null),
  }),
  Location: z.object({
    country: z
      .string()
      .trim()
      .min(2, t('wizard.countryRequired'))
      .refine((v) => COUNTRY_NAMES.includes(v), t('wizard.countryRequired')),
    city: text(2, 100, t('wizard.cityRequired'), t('wizard.cityMax')),
    regionState: text(2, 100, t('wizard.regionRequired'), t('wizard.regionMax')),
    streetAddress: text(5, 200, t('wizard.streetRequired'), t('wizard.streetMax')),
    address: text(10, 500, t('wizard.addressMin'), t('wizard.addressMax')),
  }),
  Mission: z.object({
    missionStatement: text(50, 2000, t('wizard.missionMin'), t('wizard.missionMax')),
    programAreas: text(20, 2000, t('wizard.programMin'), t('wizard.programMax')),
  }),
  Leadership: z.object({
    boardMembers: text(20, 2000, t('wizard.boardMin'), t('wizard.boardMax')),
  }),
  'Pay & Submit': z.object({
    declaration: z.literal(true, t('wizard.declarationRequired')),
    signature: text(2, 200, t('wizard.signatureMin'), t('wizard.signatureMax')),
  }),
} as const
export type WizardStepName = keyof typeof WIZARD_STEP_SCHEMAS | 'Documents'
export const STEP_FIELDS: Record<WizardStepName, readonly string[]> = {
  'Basic Info': ['organizationName', 'registrationNumber', 'websiteUrl', 'socialMediaLinks'],
  Location: ['country', 'city', 'regionState', 'streetAddress', 'address'],
  Mission: ['missionStatement', 'programAreas'],
  Leadership: ['boardMembers'],
  Documents: [],
  'Pay & Submit': ['declaration', 'signature'],
}

/** Every field's first message, by field, for showing under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    out[key] ??= issue.message
  }
  return out
}
