import { createContext, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteLoaderData } from 'react-router'
import { Toaster } from './components/ui/toast.tsx'
import { OutcomeMessage } from './components/ui/outcome-message.tsx'
import type { Route } from './+types/root'
import { Footer } from './components/layout/footer.tsx'
import { Header } from './components/layout/header.tsx'
import { ButtonLink } from './components/ui/button.tsx'
import { memberContext, servicesContext } from './context.ts'
import { getMember } from './domain/accounts/get-member.server.ts'
import { countUnread } from './domain/notifications/list-notifications.server.ts'
import { clearFlashCookie, readFlash } from './flash.server.ts'
import { t, type MessageId } from './i18n/index.ts'
import { Stylesheet, useNonce } from './stylesheet.tsx'
import { readThemeCookie } from './theme.server.ts'

const ERROR_MESSAGES = new Set<MessageId>([
  'grant.loadFailed',
  'grant.saveFailed',
  'grant.saveLimit',
  'grant.applicationFailed',
  'admin.accessDenied',
  'error.rateLimited',
  'auth.verifyFailed',
  'discover.failed',
  'pricing.noPrice',
  'pricing.authRequired',
  'pricing.checkoutFailed',
  'review.notWaiting',
  'review.refundFailed',
  'review.windowClosed',
  'review.notAllowed',
])

type FlashState = { id: MessageId | null; shown: boolean }
const flashContext = createContext<FlashState>({ id: null, shown: false })

/** Loads the signed-in member for every request, and clears a flash message once a page has shown it. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { auth, db } = context.get(servicesContext)
    const session = await auth.api.getSession({ headers: request.headers }).catch(() => null)
    context.set(memberContext, session ? await getMember(db, session.user.id) : null)
    const state: FlashState = { id: readFlash(request), shown: false }
    context.set(flashContext, state)
    const response = (await next()) as Response
    const setsFlash = response.headers.getSetCookie?.().some((c) => c.startsWith('flash='))
    if (state.id && state.shown && !setsFlash) response.headers.append('Set-Cookie', clearFlashCookie)
    return response
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, db } = context.get(servicesContext)
  const member = context.get(memberContext)
  const state = context.get(flashContext)
  state.shown = true
  return {
    appName: config.appName,
    member: member
      ? { name: member.name, email: member.email, isAdmin: member.isAdmin, unread: await countUnread(db, member.id), organization: member.organization.name, verified: member.organization.verified }
      : null,
    theme: member?.theme && member.theme !== 'system' ? member.theme : readThemeCookie(request),
    flash: state.id,
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  return (
    <html lang="en" dir="ltr" data-theme={data?.theme ?? 'system'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f6b4f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The brand typeface's regular Latin file only (docs/design.md): bold and Latin-extended load when used. */}
        <link rel="preload" href="/fonts/atkinson-hyperlegible-next-latin-400.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
        <Stylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
          {t('nav.skipToContent')}
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return <div role="progressbar" aria-label={t('common.loading')} className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary" />
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <NavigationProgress />
      <Header member={loaderData.member} appName={loaderData.appName} />
      <OutcomeMessage text={loaderData.flash ? t(loaderData.flash) : null} error={loaderData.flash ? ERROR_MESSAGES.has(loaderData.flash) : false} />
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
      <Footer appName={loaderData.appName} theme={loaderData.theme} />
      <Toaster />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root')
  const status = isRouteErrorResponse(error) ? error.status : 500
  const title = status === 404 ? t('notFound.title') : status === 403 ? t('error.forbidden') : t('error.title')
  return (
    <>
      {data ? <Header member={data.member} appName={data.appName} /> : null}
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-6xl font-bold text-primary">{status}</p>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {status >= 500 ? <p className="text-muted-foreground">{t('error.body')}</p> : null}
        <ButtonLink to="/" variant="default">
          {t('notFound.home')}
        </ButtonLink>
      </main>
    </>
  )
}
