import { Languages } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { t } from '../../i18n/index.ts'
import { Button, buttonClass } from '../ui/button.tsx'

/**
 * A grant's machine translation on its page (issue 28 §1, ADR 072). Shown: it says it is a machine
 * translation (or one corrected by staff) from the funder's language, with the original one tap
 * away. Not shown: "Translate to <language>", a link when the translation is ready (no model call),
 * else a form post that works without JavaScript.
 */
export function GrantTranslationBar({
  grantId,
  from,
  into,
  ready,
  shown,
  staff,
}: {
  grantId: string
  from: string
  into: string
  ready: boolean
  shown: { corrected: boolean } | null
  staff: boolean
}) {
  const navigation = useNavigation()
  const action = `/grant/${grantId}/translate`
  if (shown)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-muted px-3 py-2 text-sm" data-testid="translation-note">
        <Languages aria-hidden size={16} className="shrink-0" />
        <span>{shown.corrected ? t('grantTranslation.correctedNote', { from, into }) : t('grantTranslation.machineNote', { from, into })}</span>
        <Link to={`/grant/${grantId}`} className="font-medium text-primary underline underline-offset-4">
          {t('grantTranslation.showOriginal', { from })}
        </Link>
        {staff ? (
          <Link to={`/admin/grants/${grantId}/translations`} className="text-primary underline underline-offset-4">
            {t('grantTranslation.correct')}
          </Link>
        ) : null}
      </p>
    )
  if (ready)
    return (
      <Link to={`/grant/${grantId}?translated=1`} className={buttonClass('outline', 'sm', 'mt-3')}>
        <Languages aria-hidden size={16} className="shrink-0" />
        {t('grantTranslation.translate', { language: into })}
      </Link>
    )
  return (
    <Form method="post" action={action} className="mt-3">
      <Button type="submit" variant="outline" size="sm" pending={navigation.state !== 'idle' && navigation.formAction === action} pendingText={t('grantTranslation.translating')}>
        <Languages aria-hidden size={16} className="shrink-0" />
        {t('grantTranslation.translate', { language: into })}
      </Button>
    </Form>
  )
}
