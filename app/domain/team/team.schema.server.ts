import { z } from 'zod'
import { INVITABLE_ROLES, MEMBER_ROLES } from '../../catalog/team.ts'
import { INVITE_EMAIL_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted } from '../shared/form-fields.ts'

const role = () => formatted(t('team.roleInvalid')).pipe(z.enum(INVITABLE_ROLES, t('team.roleInvalid')))

/** The invitation form: an address (stored lower-cased) and the role it gives. */
export const inviteSchema = perLanguage(() =>
  z.object({
    email: formatted(t('validation.invalidEmail'))
      .min(1, t('team.emailRequired'))
      .max(INVITE_EMAIL_MAX, t('validation.emailTooLong'))
      .pipe(z.email(t('validation.invalidEmail')))
      .transform((v) => v.toLowerCase()),
    role: role(),
  }),
)

/** A member's new role: any role but owner (ownership is transferred, never given by a role change). */
export const roleSchema = perLanguage(() => z.object({ role: role() }))

export type TeamField = 'email' | 'role' | 'form'
/** What a team operation answers: done, or refused with a message per field (`forbidden`: the actor's role does not allow it, rather than bad input). */
export type TeamOutcome = { ok: true } | { ok: false; errors: Partial<Record<TeamField, string>>; upgrade?: boolean; forbidden?: boolean }

export function teamErrors(error: z.ZodError): Partial<Record<TeamField, string>> {
  const errors: Partial<Record<TeamField, string>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form') as TeamField
    errors[field === 'email' || field === 'role' ? field : 'form'] ??= issue.message
  }
  return errors
}

export const isMemberRole = (value: unknown): value is (typeof MEMBER_ROLES)[number] => (MEMBER_ROLES as readonly unknown[]).includes(value)
