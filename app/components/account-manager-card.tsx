import { Form, useNavigation } from 'react-router'
import { CONTACT_LIMITS } from '../catalog/limits.ts'
import { t } from '../i18n/index.ts'
import { Button } from './ui/button.tsx'
import { lengthHint } from './ui/error-summary.tsx'
import { TextAreaField } from './ui/field.tsx'

/** Where the card's form posts (app/routes/dashboard/account-manager.tsx), with or without JavaScript. */
export const ACCOUNT_MANAGER_PATH = '/dashboard/account-manager'

/**
 * The organization's dedicated account manager (Premium, or Elite verification): their name and
 * initials, how soon they answer, and a message form that reaches them alone. `typed` and `error`
 * come back from a refused message, so nothing typed is lost.
 */
export function AccountManagerCard({ manager, typed = '', error, headingLevel = 2 }: { manager: { name: string; initials: string }; typed?: string; error?: string; headingLevel?: 1 | 2 }) {
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formAction === ACCOUNT_MANAGER_PATH
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section aria-labelledby="account-manager-heading" className="mt-6 rounded-lg border border-border bg-card p-4" data-testid="account-manager">
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-lg font-semibold text-secondary-foreground">
          {manager.initials}
        </span>
        <div className="min-w-0">
          <Heading id="account-manager-heading" className={headingLevel === 1 ? 'text-2xl font-bold' : 'font-semibold'}>
            {t('accountManager.card.title')}
          </Heading>
          <p className="font-medium">
            <bdi>{manager.name}</bdi>
          </p>
          <p className="text-sm text-muted-foreground">{t('accountManager.card.replies')}</p>
        </div>
      </div>
      <Form method="post" action={ACCOUNT_MANAGER_PATH} className="mt-4 space-y-3">
        <TextAreaField
          label={t('accountManager.message')}
          id="account-manager-message"
          name="message"
          defaultValue={typed}
          maxLength={CONTACT_LIMITS.messageMax}
          hint={lengthHint(CONTACT_LIMITS.messageMax)}
          error={error}
          required
        />
        <Button type="submit" pending={sending} pendingText={t('accountManager.card.sending')}>
          {t('accountManager.card.send', { name: manager.name })}
        </Button>
      </Form>
    </section>
  )
}
