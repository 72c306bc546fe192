import { assistantAvailable, imageModelAvailable } from './domain/assistant/assistant-available.ts'
import { type ShouldRevalidateFunctionArgs, createContext, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigation, useRouteLoaderData } from 'react-router'
import { Toaster } from './components/ui/toast.tsx'
import { OutcomeMessage } from './components/ui/outcome-message.tsx'
import type { Route } from './+types/root'
import { Footer } from './components/layout/footer.tsx'
import { pageTitle, productName } from './components/layout/page-title.ts'
import { Header } from './components/layout/header.tsx'
import { ButtonLink } from './components/ui/button.tsx'
import { API_PATHS } from './catalog/api.ts'
import { memberContext, servicesContext } from './context.ts'
import { getMember } from './domain/accounts/get-member.server.ts'
import { isExpertUser } from './domain/requests/listed-expert.server.ts'
import { countUnread } from './domain/notifications/list-notifications.server.ts'
import { clearFlashCookie, FLASH_COOKIE, flashOutcome, readFlash } from './flash.server.ts'
import { loadBrowserMessages, t, type MessageId } from './i18n/index.ts'
import { messagesFor } from './i18n/catalogue.server.ts'
import { browserLanguage, languageCookie, requestLanguage, withLanguage } from './i18n/language.server.ts'
import { directionOf } from './i18n/languages.ts'
import { namespacesOf } from './i18n/page-namespaces.ts'
import { languageContext } from './context.ts'
import { Stylesheet, useNonce } from './stylesheet.tsx'
import { OfflineSupport } from './components/offline/offline-support.tsx'
import { HydrateLater } from './components/ui/hydrate-later.tsx'
import { offlineScopeOf } from './domain/offline/offline-scope.server.ts'
import { readThemeCookie } from './theme.server.ts'
import { dataSaverOn, readDataSaverCookie } from './data-saver.server.ts'

type FlashState = { id: MessageId | null; shown: boolean }
const flashContext = createContext<FlashState>({ id: null, shown: false })
const languageChangedContext = createContext<boolean>(false)

/** Loads the signed-in member for every request, and clears a flash message once a page has shown it. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    // The API reads no session (its key is its only credential): no session lookup, no flash, no language cookie.
    if (API_PATHS.test(new URL(request.url).pathname)) return next()
    const { auth, db } = context.get(servicesContext)
    const session = await auth.api.getSession({ headers: request.headers }).catch(() => null)
    const member = session ? await getMember(db, session.user.id) : null
    context.set(memberContext, member)
    const language = requestLanguage(request.headers, member?.language)
    context.set(languageContext, language)
    // A member's profile language differs from the browser's (just signed in, or changed it in the
    // profile): the browser gets the layout's messages again, and the cookie follows the profile.
    const languageChanged = language !== browserLanguage(request.headers)
    context.set(languageChangedContext, languageChanged)
    const state: FlashState = { id: readFlash(request), shown: false }
    context.set(flashContext, state)
    const response = (await withLanguage(language, next)) as Response
    const setsFlash = response.headers.getSetCookie?.().some((c) => c.startsWith(`${FLASH_COOKIE}=`))
    if (state.id && state.shown && !setsFlash) response.headers.append('Set-Cookie', clearFlashCookie)
    if (languageChanged) response.headers.append('Set-Cookie', languageCookie(language))
    return response
  },
]

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { config, db, documentRequest } = context.get(servicesContext)
  const member = context.get(memberContext)
  const state = context.get(flashContext)
  const language = context.get(languageContext)
  state.shown = true
  const [unread, isExpert] = member ? await Promise.all([countUnread(db, member.id), isExpertUser(db, member.id)]) : [0, false]
  return {
    language,
    // The page's messages in the page's language; a navigation adds only the next page's own, unless
    // the language just changed (issue 10).
    messages: messagesFor(language, namespacesOf(pattern, { withLayout: documentRequest || context.get(languageChangedContext) })),
    appName: config.appName,
    member: member
      ? {
          name: member.name,
          email: member.email,
          isAdmin: member.isAdmin,
          unread,
          organization: member.organization.name,
          verified: member.organization.verified,
          // The account menu's Expert workspace entry (issue 11).
          isExpert,
          // The account menu's assistant entry, only where a model is configured (ADR 072).
          assistant: assistantAvailable(config),
        }
      : null,
    /** This deployment has the grant assistant's model (ADR 072): without one it is shown nowhere. */
    assistant: assistantAvailable(config),
    /** This deployment has an image model too (ADR 082): without one image generation is shown as not offered. */
    imageModel: imageModelAvailable(config),
    theme: member?.theme && member.theme !== 'system' ? member.theme : readThemeCookie(request),
    /** Data saver (issue 27): the reader's choice in the footer's form, and whether this page is sent lean. */
    dataSaverChoice: member?.dataSaver && member.dataSaver !== 'auto' ? member.dataSaver : readDataSaverCookie(request),
    dataSaver: dataSaverOn(request, member?.dataSaver),
    flash: state.id ? flashOutcome(state.id) : null,
    /** Whose copies the service worker keeps for reading offline (ADR 067). */
    offlineScope: member ? offlineScopeOf(member.id) : null,
  }
}

/** Every navigation asks for the root's data too: it brings the next page's messages. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  // Without the root's data (it failed to load) texts show as their ids rather than break the page.
  loadBrowserMessages(data?.language ?? 'en', data?.messages ?? {})
  const language = data?.language ?? 'en'
  return (
    <html lang={language} dir={directionOf(language)} data-theme={data?.theme ?? 'system'} data-saver={data?.dataSaver ? 'on' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Where React puts it (it hoists the stylesheet after these two): the browser's hydration pairs the head's elements in the order they are rendered (ADR 066). */}
        <Stylesheet />
        <meta name="theme-color" content="#0f6b4f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Data saver: the phone's own fonts (app.css), so no font file is loaded at all. */}
        {data?.dataSaver ? null : (
          <>
            {/* The brand typeface's regular Latin file only (docs/design.md): bold and Latin-extended load when used. */}
            <link rel="preload" href="/fonts/atkinson-hyperlegible-next-latin-400.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
            {/* Arabic pages' own typeface (public/fonts/README.md), on those pages only. */}
            {language === 'ar' ? <link rel="preload" href="/fonts/noto-sans-arabic-400.woff2" as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
          </>
        )}
        <Meta />
        <Links />
        {/* Installable (ADR 067); in the head itself, where the browser's hydration finds it (ADR 066). */}
        <link rel="manifest" href="/manifest.webmanifest" />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {/* Where the service worker says a page is its saved copy (public/sw.js, ADR 067): hydration keeps what it finds inside (ADR 066). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never written: only hydrated, which keeps what the worker put there */}
        <div data-offline-notice="" dangerouslySetInnerHTML={{ __html: '' }} />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
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
  const location = useLocation()
  return (
    <>
      <NavigationProgress />
      <HydrateLater name="header" deps={[loaderData.member, loaderData.appName, loaderData.language]}>
        <Header member={loaderData.member} appName={loaderData.appName} />
      </HydrateLater>
      <OutcomeMessage text={loaderData.flash?.text ?? null} error={loaderData.flash?.error ?? false} />
      <main id="main" className="min-h-[60vh]">
        <HydrateLater name="page" deps={[location.key]}>
          <Outlet />
        </HydrateLater>
      </main>
      {/* Below the page: hydrated after it (ADR 066, 2026-11-30). */}
      <HydrateLater name="footer" deps={[loaderData.language, loaderData.appName, loaderData.theme, loaderData.dataSaverChoice]}>
        <Footer appName={loaderData.appName} theme={loaderData.theme} dataSaver={loaderData.dataSaverChoice} />
      </HydrateLater>
      <Toaster />
      <OfflineSupport scope={loaderData.offlineScope} />
    </>
  )
}

function errorTitle(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return { status, title: status === 404 ? t('notFound.title') : status === 403 ? t('error.forbidden') : t('error.title') }
}

/** The title of a page that sets none: the error's (a 404 page is named, for screen readers and tabs), else the app's name. */
export const meta: Route.MetaFunction = ({ error, matches }) => [{ title: error ? pageTitle(errorTitle(error).title, matches) : productName(matches) }]

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { status, title } = errorTitle(error)
  return (
    <>
      {data ? <Header member={data.member} appName={data.appName} /> : null}
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-6xl font-bold text-primary">{status}</p>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {status >= 500 ? <p className="text-muted-foreground">{t('error.body')}</p> : null}
        {status === 404 ? <p className="text-muted-foreground">{t('notFound.body')}</p> : null}
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" variant="default">
            {t('notFound.home')}
          </ButtonLink>
          {status === 404 ? (
            <>
              <ButtonLink to="/discover" variant="outline">
                {t('nav.discover')}
              </ButtonLink>
              <ButtonLink to="/help" variant="outline">
                {t('footer.help')}
              </ButtonLink>
            </>
          ) : null}
        </div>
      </main>
      {/* The footer carries the language switcher and the site's links, on error pages too. */}
      {data ? <Footer appName={data.appName} theme={data.theme} dataSaver={data.dataSaverChoice} /> : null}
    </>
  )
}
