/**
 * Which message namespaces (an id's first segment) the browser needs for each page, so that a page
 * receives only its own messages in its language (issue 10). LAYOUT is what the root route and its
 * header, footer and toasts use; it is sent with each page load, and a navigation adds only the next
 * page's PAGES entry. Written by `node scripts/page-namespaces.ts` from the imports of each route
 * module (app/i18n/browser-usage.ts); app/i18n/page-namespaces.test.ts fails when it is out of date.
 */
export const LAYOUT: readonly string[] = ['badge', 'billing', 'common', 'error', 'footer', 'language', 'legal', 'nav', 'notFound', 'notifications', 'theme']
export const PAGES: Record<string, readonly string[]> = {
  '/': ['payment', 'pricing'],
  '/trust-center': ['tier'],
  '/contact': ['contact', 'validation'],
  '/grant-experts': ['experts', 'pricing', 'tier'],
  '/grant-experts/browse': ['experts', 'grantType', 'region', 'sector', 'validation'],
  '/grant-experts/:id': ['experts', 'grantType', 'region', 'sector'],
  '/get-verified': ['standing', 'tier', 'verify'],
  '/verification-application/:id': ['documents', 'form', 'payment', 'review', 'tier', 'validation', 'verify', 'wizard'],
  '/payments/sandbox/:sessionId': ['payment', 'verify'],
  '/pricing/checkout': ['pricing', 'team'],
  '/become-grant-expert': ['expertJoin', 'experts', 'form', 'grantType', 'payment', 'pricing', 'region', 'sector', 'validation'],
  '/discover': ['design', 'discover', 'grant', 'grantType', 'region', 'sector', 'validation'],
  '/grant/:id': ['calendar', 'design', 'grant', 'grantType', 'match', 'region', 'sector'],
  '/matches': ['grant', 'grantType', 'match', 'matches', 'region', 'sector'],
  '/grant/:id/save': ['grant'],
  '/grant/:id/apply': ['grant'],
  '/auth': ['auth', 'form'],
  '/auth/reset-password': ['auth', 'profile', 'validation'],
  '/auth/sign-out': ['auth'],
  '/dashboard': ['accountManager', 'applicationStatus', 'badgeCard', 'calendar', 'dashboard', 'design', 'form', 'grant', 'grantType', 'pricing', 'region', 'requests', 'sector', 'standing', 'submit'],
  '/dashboard/applications/:id': ['application', 'applicationStatus', 'comments', 'form', 'validation', 'whiteGlove'],
  '/profile': ['application', 'auth', 'form', 'grantType', 'profile', 'profileTabs', 'region', 'sector', 'team', 'validation'],
  '/billing': ['dashboard', 'pricing'],
  '/notifications': ['application'],
  '/saved-searches': ['form', 'grantType', 'pricing', 'region', 'savedSearches', 'sector', 'validation'],
  '/submit-grant': ['form', 'grantType', 'region', 'sector', 'submit', 'validation'],
  '/engagements': ['engagements', 'form', 'validation'],
  '/engagements/:id': ['engagements', 'form', 'validation'],
  '/project-request': ['form', 'grantType', 'region', 'requests', 'sector', 'team', 'validation'],
  '/requests': ['grantType', 'region', 'requests', 'sector'],
  '/requests/:id': ['form', 'grantType', 'region', 'requests', 'sector', 'validation'],
  '/expert': ['engagements', 'expertJoin', 'requests'],
  '/admin': ['accountManager', 'admin', 'engagements', 'expertJoin', 'experts', 'grantType', 'region', 'review', 'sector', 'tafAdmin', 'validation', 'whiteGlove'],
  '/admin/grants/new': ['admin', 'form', 'grantType', 'region', 'sector', 'validation'],
  '/admin/grants/:id/edit': ['admin', 'form', 'grantType', 'region', 'sector', 'validation'],
  '/admin/grants/:id/delete': ['admin'],
  '/admin/verifications': ['admin', 'checks', 'review', 'tier'],
  '/admin/verifications/:id': ['badgeAdmin', 'badgeCheck', 'checks', 'documents', 'form', 'review', 'tier', 'validation', 'wizard'],
  '/admin/outbox': ['admin'],
  '/admin/outbox/:id': ['admin'],
  '/admin/messages': ['accountManager', 'admin', 'contact'],
  '/admin/disputes': ['engagements'],
  '/admin/disputes/:id': ['engagements', 'form', 'validation'],
  '/admin/white-glove': ['form', 'validation', 'whiteGlove'],
  '/taf-admin': ['form', 'grantType', 'region', 'sector', 'tafAdmin', 'validation'],
  '/taf-admin/discovered/:id': ['admin', 'discovered', 'form', 'grantType', 'region', 'sector', 'validation'],
  '/unsubscribe': ['application', 'unsubscribe'],
  '/api/auth/*': ['auth'],
  '/calendar': ['calendar'],
  '/calendar/:token.ics': ['calendar'],
  '/grant/:id/calendar.ics': ['calendar'],
  '/api/v1/pipeline/applications': ['applicationStatus'],
  '/team/api': ['apiKeys', 'form', 'pricing', 'validation'],
  '/dashboard/account-manager': ['accountManager', 'form', 'validation'],
  '/admin/organizations': ['accountManager', 'pricing'],
  '/admin/organizations/:id': ['accountManager', 'form', 'pricing', 'tier', 'validation'],
  '/team/automation': ['automation', 'form', 'grantType', 'pricing', 'region', 'sector', 'team', 'validation'],
  '/profile/public': ['application', 'documents', 'form', 'profile', 'profileTabs', 'publicProfile', 'validation'],
  '/org/:slug': ['badgeCheck', 'orgProfile'],
  '/verify': ['badgeCheck'],
  '/verify/:code': ['badgeCheck'],
  '/reports': ['applicationStatus', 'form', 'grantType', 'pricing', 'region', 'reports', 'sector', 'validation'],
  '/reports.csv': ['reports'],
  '/reports/:id': ['applicationStatus', 'form', 'grantType', 'pricing', 'region', 'reports', 'sector', 'validation'],
  '/reports/:id.csv': ['reports'],
  '/team': ['form', 'team', 'validation'],
  '/team/activity': ['team'],
  '/team/invite/:token': ['team'],
}

/** The namespaces to send for a route pattern ("/grant/:id", or React Router's "grant/:id"), with or without the layout's. */
export function namespacesOf(pattern: string, options: { withLayout: boolean }): Set<string> {
  const page = PAGES[pattern.startsWith('/') ? pattern : `/${pattern}`] ?? []
  return new Set([...(options.withLayout ? LAYOUT : []), ...page])
}
