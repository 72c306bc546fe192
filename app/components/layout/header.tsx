import { Bell, Menu, UserRound } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Form, Link, NavLink } from 'react-router'
import { currentLanguage, t, type MessageId } from '../../i18n/index.ts'
import type { VerificationTier } from '../../catalog/verification.ts'
import { buttonClass } from '../ui/button.tsx'
import { VerifiedBadge } from '../verification/verified-badge.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { HydrateLater } from '../ui/hydrate-later.tsx'

export interface HeaderMember {
  name: string
  email: string
  isAdmin: boolean
  unread: number
  organization: string
  verified: { badge: VerificationTier['badge']; at: string } | null
  /** Has applied to be a grant expert: the menu offers the expert workspace. */
  isExpert?: boolean
  /** This deployment has the grant assistant's model: the menu offers /assistant (ADR 072). */
  assistant?: boolean
}

function NotificationBell({ unread }: { unread: number }) {
  return (
    <Link to="/notifications" className={buttonClass('ghost', 'icon', 'relative')}>
      <Bell aria-hidden size={20} />
      <span className="sr-only">{t('notifications.bell', { count: unread })}</span>
      {unread > 0 ? (
        <span aria-hidden className="absolute end-1 top-1 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-bold leading-4 text-destructive-foreground">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  )
}

const NAV: Array<{ to: string; label: MessageId }> = [
  { to: '/', label: 'nav.home' },
  { to: '/discover', label: 'nav.discover' },
  { to: '/grant-experts', label: 'nav.experts' },
  { to: '/trust-center', label: 'nav.trustCenter' },
  { to: '/get-verified', label: 'nav.getVerified' },
  { to: '/#pricing', label: 'nav.pricing' },
]

function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/auth/sign-out">
      <button type="submit" className={className}>
        {t('nav.signOut')}
      </button>
    </Form>
  )
}

/**
 * A link or button chosen in a menu closes it. Without JavaScript every link loads a new document,
 * with the menus closed; with it the header stays mounted across navigations, and an open menu
 * would cover the page it led to. (A handler, not an effect on the location: the page's JavaScript
 * budget has no room for one.)
 */
function closeOnChoice(event: MouseEvent<HTMLDetailsElement>) {
  if ((event.target as Element).closest('a,button')) event.currentTarget.open = false
}

const menuItem = 'flex min-h-11 w-full items-center rounded px-3 py-2 text-start text-sm hover:bg-muted'

/** A member's pages, in the account menu (wide screens) and the phone menu alike. */
function MemberLinks({ member }: { member: HeaderMember }) {
  return (
    <>
      <Link to="/dashboard" className={menuItem}>
        {t('nav.dashboard')}
      </Link>
      <Link to="/matches" className={menuItem}>
        {t('nav.matches')}
      </Link>
      <Link to="/profile" className={menuItem}>
        {t('nav.profile')}
      </Link>
      <Link to="/saved-searches" className={menuItem}>
        {t('nav.savedSearches')}
      </Link>
      <Link to="/reports" className={menuItem}>
        {t('nav.reports')}
      </Link>
      <Link to="/team" className={menuItem}>
        {t('nav.team')}
      </Link>
      <Link to="/billing" className={menuItem}>
        {t('billing.nav')}
      </Link>
      <Link to="/requests" className={menuItem}>
        {t('nav.projectRequests')}
      </Link>
      <Link to="/engagements" className={menuItem}>
        {t('nav.engagements')}
      </Link>
      {member.assistant ? (
        <Link to="/assistant" className={menuItem}>
          {t('nav.assistant')}
        </Link>
      ) : null}
      {member.isExpert ? (
        <Link to="/expert" className={menuItem}>
          {t('nav.expertWorkspace')}
        </Link>
      ) : null}
      {member.isAdmin ? (
        <Link to="/admin" className={menuItem}>
          {t('nav.admin')}
        </Link>
      ) : null}
      <SignOutButton className={menuItem} />
    </>
  )
}

/** Spec §2 top bar. Menus are <details>, so they open without JavaScript; they close on navigation. */
export function Header({ member, appName }: { member: HeaderMember | null; appName: string }) {
  // The menus' parts render again when the language changes (their labels).
  const language = currentLanguage()
  return (
    // A solid background, no backdrop blur: a blur (like a transform) makes the header the containing
    // block of the fixed phone menu, which then collapsed to a sliver; it also costs cheap phones frames.
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="inline-flex min-h-11 items-center text-lg font-bold text-primary">
          {appName}
        </Link>
        {/* The menus hydrate after the page, each in a task of its own (ADR 089): a phone shows none of them until tapped. */}
        <HydrateLater name="header-nav" deps={[language]}>
          <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 lg:flex">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) => `rounded px-3 py-2 text-sm hover:bg-muted ${isActive && !item.to.includes('#') ? 'font-semibold text-primary' : ''}`}
              >
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
        </HydrateLater>
        <HydrateLater name="header-account" deps={[language, member]}>
          <div className="ms-auto hidden items-center gap-2 lg:flex">
            {member ? (
              <>
                <NotificationBell unread={member.unread} />
                <Link to="/dashboard" className={buttonClass('default', 'sm')}>
                  {t('nav.dashboard')}
                </Link>
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: a key that follows a link or presses a button fires this click too. */}
                <details className="relative" onClick={closeOnChoice}>
                  <summary className={buttonClass('ghost', 'icon', 'cursor-pointer')} aria-label={t('nav.userMenu')}>
                    <UserRound aria-hidden size={20} />
                  </summary>
                  <div className="absolute end-0 mt-2 w-56 rounded-md border border-border bg-card p-1 shadow-lg">
                    <div className="px-3 py-2 text-xs text-muted-foreground">
                      {/* Each cut off at its own end: an email is clipped after its start, not before. */}
                      <p dir="auto" className="truncate font-medium text-foreground">
                        {member.organization}
                      </p>
                      {member.verified ? <VerifiedBadge badge={member.verified.badge} verifiedAt={member.verified.at} /> : null}
                      <p dir="ltr" className="truncate">
                        {member.email}
                      </p>
                    </div>
                    <MemberLinks member={member} />
                  </div>
                </details>
              </>
            ) : (
              <>
                <Link to="/auth" className={buttonClass('ghost', 'sm')}>
                  {t('nav.signIn')}
                </Link>
                <Link to="/auth?tab=signup" className={buttonClass('default', 'sm')}>
                  {t('nav.getStarted')}
                </Link>
              </>
            )}
          </div>
        </HydrateLater>
        {member ? (
          <div className="ms-auto lg:hidden">
            <NotificationBell unread={member.unread} />
          </div>
        ) : (
          <Link to="/auth" className={buttonClass('ghost', 'sm', 'ms-auto lg:hidden')}>
            {t('nav.signIn')}
          </Link>
        )}
        <HydrateLater name="header-menu" deps={[language, member]}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: a key that follows a link or presses a button fires this click too. */}
          <details className="relative lg:hidden" onClick={closeOnChoice}>
            <summary className={buttonClass('ghost', 'icon', 'cursor-pointer')} aria-label={t('nav.menu')}>
              <Menu aria-hidden size={22} />
            </summary>
            <nav aria-label={t('nav.mobile')} className="fixed bottom-0 end-0 top-16 w-72 max-w-[85vw] overflow-y-auto border-s border-border bg-card p-4 shadow-xl">
              {NAV.map((item) => (
                <Link key={item.to} to={item.to} className={menuItem}>
                  {t(item.label)}
                </Link>
              ))}
              <hr className="my-3 border-border" />
              {member ? (
                <MemberLinks member={member} />
              ) : (
                <>
                  <Link to="/auth" className={menuItem}>
                    {t('nav.signIn')}
                  </Link>
                  <Link to="/auth?tab=signup" className={buttonClass('default', 'lg', 'mt-2 w-full')}>
                    {t('nav.getStarted')}
                  </Link>
                </>
              )}
              <hr className="my-3 border-border" />
              <LanguageSwitcher id="language-menu" />
            </nav>
          </details>
        </HydrateLater>
      </div>
    </header>
  )
}
