import { Paragraphs, ProsePage } from '../../components/legal/prose-page.tsx'
import { servicesContext } from '../../context.ts'
import { t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/cookies'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${t('cookies.title')} | ${loaderData?.appName ?? ''}` },
  { name: 'description', content: t('cookies.description', { appName: loaderData?.appName ?? '' }) },
]

export function loader({ context }: Route.LoaderArgs) {
  return { appName: context.get(servicesContext).config.appName }
}

/**
 * Every cookie the app sets (find them with `grep -rn Set-Cookie app server`): better-auth's
 * session and Google sign-in state (app/domain/accounts/auth.server.ts), theme.server.ts, flash.server.ts.
 */
const COOKIES: Array<{ name: string; purpose: MessageId; lifetime: MessageId }> = [
  { name: 'better-auth.session_token', purpose: 'cookies.session', lifetime: 'cookies.sessionLife' },
  { name: 'better-auth.state', purpose: 'cookies.state', lifetime: 'cookies.stateLife' },
  { name: 'theme', purpose: 'cookies.theme', lifetime: 'cookies.themeLife' },
  { name: 'flash', purpose: 'cookies.flash', lifetime: 'cookies.flashLife' },
]

export default function Cookies({ loaderData }: Route.ComponentProps) {
  const p = { appName: loaderData.appName }
  return (
    <ProsePage
      title={t('cookies.title')}
      intro={t('cookies.intro', p)}
      sections={[
        {
          id: 'list',
          heading: t('cookies.list'),
          body: (
            <dl className="divide-y divide-border rounded-lg border border-border bg-card">
              {COOKIES.map((c) => (
                <div key={c.name} className="space-y-1 p-4">
                  <dt>
                    <span className="sr-only">{t('legal.cookie.name')}: </span>
                    <code className="break-all rounded bg-muted px-1 text-sm font-semibold">{c.name}</code>
                  </dt>
                  <dd>
                    <span className="sr-only">{t('legal.cookie.purpose')}: </span>
                    {t(c.purpose)}
                  </dd>
                  <dd className="text-sm text-muted-foreground">
                    {t('legal.cookie.lifetime')}: {t(c.lifetime)}
                  </dd>
                </div>
              ))}
            </dl>
          ),
        },
        { id: 'settings', heading: t('cookies.settings'), body: <Paragraphs items={[t('cookies.settingsBody')]} /> },
        { id: 'choices', heading: t('cookies.choices'), body: <Paragraphs items={[t('cookies.choicesBody')]} /> },
      ]}
    />
  )
}
