import { z } from 'zod'
import { PRIORITY_NOTE_MAX } from '../../catalog/priority.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, text } from '../shared/form-fields.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const expertId = () => formatted(t('priority.admin.expertRequired')).refine((v) => uuid.test(v), t('priority.admin.expertRequired'))
const note = () => text(t('priority.admin.note'), 'lines').max(PRIORITY_NOTE_MAX, t('priority.admin.noteTooLong', { max: PRIORITY_NOTE_MAX }))

/** Staff ask an expert to answer the request (a note for them optional). */
export const assignSchema = perLanguage(() => z.object({ expertId: expertId(), note: note() }))

/** Staff write to an expert about the request (the note is the message, so required). */
export const contactSchema = perLanguage(() => z.object({ expertId: expertId(), note: note().min(2, t('priority.admin.noteRequired')) }))

/** The daily digest setting: the box ticked ("on") or not sent at all; anything else is refused, not read as "no". */
export const digestSettingSchema = perLanguage(() => z.object({ digest: z.union([z.literal('on'), z.literal('')], { error: t('priority.settings.invalid') }).transform((v) => v === 'on') }))
