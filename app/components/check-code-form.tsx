import { Form } from 'react-router'
import { t } from '../i18n/index.ts'
import { Button } from './ui/button.tsx'
import { Field } from './ui/field.tsx'

/** "Check a badge": a code typed from a printed profile or report opens its check page (a GET form, so it works without JavaScript). */
export function CheckCodeForm({ defaultValue = '', error }: { defaultValue?: string; error?: string }) {
  return (
    <Form method="get" action="/verify" className="mt-8 space-y-3 rounded-lg border border-border bg-card p-4">
      <h2 className="font-semibold">{t('badgeCheck.another')}</h2>
      <Field
        label={t('badgeCheck.codeLabel')}
        id="code"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        defaultValue={defaultValue}
        maxLength={40}
        hint={t('badgeCheck.codeHint')}
        error={error}
      />
      <Button type="submit" variant="outline">
        {t('badgeCheck.check')}
      </Button>
    </Form>
  )
}
