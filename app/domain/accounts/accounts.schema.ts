import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from '../../catalog/limits.ts'
import { ACCOUNT_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { hasControlCharacters, text } from '../shared/form-fields.ts'
import { noContactDetails } from '../shared/no-contact-details.ts'

const email = () =>
  z
    .string({ error: t('validation.invalidEmail') })
    .trim()
    .max(255, t('validation.emailTooLong'))
    .pipe(z.email(t('validation.invalidEmail')))

export const loginSchema = perLanguage(() =>
  z.object({
    email: email(),
    password: z.string({ error: t('validation.passwordRequired') }).min(1, t('validation.passwordRequired')),
  }),
)

/** Spec §5 sign-up; fields in form order so the first issue is the one the member sees. */
export const passwordSchema = perLanguage(() =>
  z
    .string({ error: t('validation.passwordMin') })
    .min(PASSWORD_MIN_LENGTH, t('validation.passwordMin'))
    .regex(/[a-z]/, t('validation.passwordLower'))
    .regex(/[A-Z]/, t('validation.passwordUpper'))
    .regex(/[0-9]/, t('validation.passwordNumber'))
    .regex(new RegExp(`[${PASSWORD_SYMBOLS}]`), t('validation.passwordSpecial', { symbols: PASSWORD_SYMBOLS }))
    .max(PASSWORD_MAX_LENGTH, t('validation.passwordMax'))
    .refine((v) => !hasControlCharacters(v), t('validation.passwordControl')),
)

export const signUpSchema = perLanguage(() =>
  z.object({
    // Checked here, before better-auth is called, so nothing half-made stays behind (a NUL used to create the user, then fail).
    // Names are shown to others (an expert sees the member's name and organization): no contact details in them.
    name: text(t('auth.fullName')).min(2, t('validation.nameMin')).max(ACCOUNT_MAX.name, t('validation.nameMax')).refine(noContactDetails, t('validation.nameContact')),
    orgName: text(t('auth.orgName')).max(ACCOUNT_MAX.orgName, t('validation.orgNameMax')).refine(noContactDetails, t('validation.orgNameContact')).optional().default(''),
    email: email(),
    password: passwordSchema,
  }),
)

export const emailOnlySchema = perLanguage(() => z.object({ email: email() }))

/** Profile Settings → Password: the current password, and a new one that follows the sign-up rules. */
export const changePasswordSchema = perLanguage(() =>
  z
    .object({
      currentPassword: z
        .string({ error: t('profile.currentPasswordRequired') })
        .min(1, t('profile.currentPasswordRequired'))
        .max(PASSWORD_MAX_LENGTH, t('profile.currentPasswordWrong'))
        // better-auth's hashing drops some control characters: never let "secret\u0000" pass for "secret".
        .refine((v) => !hasControlCharacters(v), t('profile.currentPasswordWrong')),
      newPassword: passwordSchema,
    })
    .refine((v) => v.currentPassword !== v.newPassword, { message: t('profile.passwordSame'), path: ['newPassword'] }),
)

/** The first validation message, as spec §5 asks for sign-in and sign-up. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? ''
}
