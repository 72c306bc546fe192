import { z } from 'zod'
import { isCountryCode } from '../../catalog/countries.ts'
import { WIZARD_MAX } from '../../catalog/text-limits.ts'
import type { WizardStepId } from '../../catalog/verification.ts'
import { t } from '../../i18n/index.ts'
import { OFFICERS_SCHEMA } from './officers.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, optionalHttpUrl, optionalText, text as plainText, type TextKind } from '../shared/form-fields.ts'

const text = (label: string, min: number, max: number, minMessage: string, maxMessage: string, kind: TextKind = 'line') => plainText(label, kind).min(min, minMessage).max(max, maxMessage)

/** Spec §5 Verification application, step by step, with its messages. */
export const WIZARD_STEP_SCHEMAS = perLanguage(
  () =>
    ({
      basic: z.object({
        organizationName: text(t('wizard.organizationName'), 2, WIZARD_MAX.organizationName, t('wizard.orgNameMin'), t('wizard.orgNameMax')),
        registrationNumber: text(t('wizard.registrationNumber'), 1, WIZARD_MAX.registrationNumber, t('wizard.registrationRequired'), t('wizard.registrationMax')),
        websiteUrl: optionalHttpUrl(t('wizard.invalidUrl')),
        socialMediaLinks: optionalText(t('wizard.socialMediaLinks'), WIZARD_MAX.socialMediaLinks, t('wizard.socialMax')),
      }),
      location: z.object({
        country: formatted(t('wizard.countryRequired'))
          .min(2, t('wizard.countryRequired'))
          // An ISO code from the list.
          .refine((v) => isCountryCode(v), t('wizard.countryRequired')),
        city: text(t('wizard.city'), 2, WIZARD_MAX.city, t('wizard.cityRequired'), t('wizard.cityMax')),
        regionState: text(t('wizard.regionState'), 2, WIZARD_MAX.regionState, t('wizard.regionRequired'), t('wizard.regionMax')),
        streetAddress: text(t('wizard.streetAddress'), 5, WIZARD_MAX.streetAddress, t('wizard.streetRequired'), t('wizard.streetMax')),
        address: text(t('wizard.address'), 10, WIZARD_MAX.address, t('wizard.addressMin'), t('wizard.addressMax')),
      }),
      mission: z.object({
        missionStatement: text(t('wizard.missionStatement'), 50, WIZARD_MAX.missionStatement, t('wizard.missionMin'), t('wizard.missionMax'), 'lines'),
        programAreas: text(t('wizard.programAreas'), 20, WIZARD_MAX.programAreas, t('wizard.programMin'), t('wizard.programMax'), 'lines'),
      }),
      leadership: z.object({
        boardMembers: text(t('wizard.boardMembers'), 20, WIZARD_MAX.boardMembers, t('wizard.boardMin'), t('wizard.boardMax'), 'lines'),
        officers: OFFICERS_SCHEMA.list,
      }),
      pay: z.object({
        declaration: z.literal(true, t('wizard.declarationRequired')),
        signature: text(t('wizard.signature'), 2, WIZARD_MAX.signature, t('wizard.signatureMin'), t('wizard.signatureMax')),
      }),
    }) as const,
)
/** A step's id (WIZARD_STEP_IDS); its name is shown through the catalogue (wizard.stepName.{id}). */
export type WizardStepName = WizardStepId
export const STEP_FIELDS: Record<WizardStepId, readonly string[]> = {
  basic: ['organizationName', 'registrationNumber', 'websiteUrl', 'socialMediaLinks'],
  location: ['country', 'city', 'regionState', 'streetAddress', 'address'],
  mission: ['missionStatement', 'programAreas'],
  leadership: ['boardMembers'],
  documents: [],
  pay: ['declaration', 'signature'],
}

export { fieldErrors } from '../shared/form-fields.ts'
