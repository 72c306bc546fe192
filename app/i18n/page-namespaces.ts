/**
 * Which message namespaces (an id's first segment) the browser needs for each page, so that a page
 * receives only its own messages in its language (issue 10). LAYOUT and LAYOUT_IDS are what the root
 * route and its header, footer and toasts use (whole namespaces, and single ids of namespaces the
 * layout uses little of: issue 27); they are sent with each page load, and a navigation adds only
 * the next page's PAGES entry. Written by `node scripts/page-namespaces.ts` from the imports of each route
 * module (app/i18n/browser-usage.ts); app/i18n/page-namespaces.test.ts fails when it is out of date.
 */
export const LAYOUT: readonly string[] = ['badge', 'common', 'footer', 'language', 'nav', 'notFound', 'offline', 'theme']
export const LAYOUT_IDS: readonly string[] = ['billing.nav', 'error.body', 'error.forbidden', 'error.title', 'legal.refundPolicy', 'notifications.bell']
export const PAGES: Record<string, readonly string[]> = {
  '/': ['billing', 'legal', 'payment', 'pricing'],
  '/trust-center': ['tier'],
  '/how-it-works': ['billing'],
  '/terms': ['legal'],
  '/privacy': ['legal'],
  '/cookies': ['legal'],
  '/refund-policy': ['legal'],
  '/about': ['legal'],
  '/contact': ['contact', 'validation'],
  '/help': ['legal'],
  '/grant-experts': ['billing', 'experts', 'pricing', 'tier'],
  '/grant-experts/browse': ['experts', 'grantType', 'region', 'sector', 'validation'],
  '/grant-experts/:id': ['experts', 'grantType', 'region', 'sector'],
  '/get-verified': ['standing', 'tier', 'verify'],
  '/verification-application/:id': ['documents', 'form', 'legal', 'payment', 'review', 'tier', 'verify', 'wizard'],
  '/payments/sandbox/:sessionId': ['legal', 'payment', 'verify'],
  '/pricing/checkout': ['pricing', 'team'],
  '/become-grant-expert': ['billing', 'expertEdits', 'expertJoin', 'experts', 'form', 'grantType', 'payment', 'pricing', 'region', 'sector', 'validation'],
  '/discover': ['applicantTypeOne', 'design', 'discover', 'grant', 'grantType', 'region', 'sector', 'validation'],
  '/grant/:id': ['applicantType', 'calendar', 'design', 'grant', 'grantChanges', 'grantType', 'legal', 'match', 'matches', 'region', 'sector'],
  '/funders/:slug': ['funders', 'grant', 'grantType', 'region', 'sector'],
  '/matches': ['grant', 'grantType', 'match', 'matches', 'region', 'sector'],
  '/grant/:id/save': ['grant'],
  '/grant/:id/apply': ['grant'],
  '/auth': ['auth', 'form', 'legal'],
  '/auth/reset-password': ['auth', 'error', 'profile', 'validation'],
  '/auth/sign-out': ['auth'],
  '/dashboard': ['accountManager', 'applicationStatus', 'badgeCard', 'billing', 'calendar', 'dashboard', 'design', 'form', 'grant', 'grantType', 'pricing', 'region', 'requests', 'sector', 'standing', 'submit'],
  '/dashboard/applications/:id': ['application', 'applicationStatus', 'comments', 'form', 'validation', 'whiteGlove'],
  '/profile': ['application', 'auth', 'error', 'expertEdits', 'form', 'grantType', 'organizationDirectory', 'profile', 'profileTabs', 'region', 'sector', 'team', 'validation'],
  '/billing': ['billing', 'dashboard', 'legal', 'pricing'],
  '/billing/receipts/:id': ['billing'],
  '/notifications': ['application', 'notifications'],
  '/saved-searches': ['form', 'grantType', 'pricing', 'region', 'savedSearches', 'sector', 'validation'],
  '/submit-grant': ['form', 'grantType', 'region', 'sector', 'submit', 'validation'],
  '/engagements': ['engagements', 'form', 'validation'],
  '/engagements/:id': ['engagements', 'form'],
  '/project-request': ['form', 'grantType', 'region', 'requests', 'sector', 'team', 'validation'],
  '/requests': ['grantType', 'region', 'requests', 'sector'],
  '/requests/:id': ['form', 'grantType', 'region', 'requests', 'sector', 'validation'],
  '/expert': ['engagements', 'expertJoin', 'requests'],
  '/admin': ['accountManager', 'admin', 'discovery', 'engagements', 'expertEdits', 'expertJoin', 'experts', 'funderAccess', 'grantType', 'messaging', 'region', 'review', 'sector', 'validation', 'whiteGlove'],
  '/admin/grants/new': ['admin', 'applicantTypeOne', 'discovery', 'form', 'grantType', 'region', 'sector', 'validation'],
  '/admin/grants/:id/edit': ['admin', 'applicantTypeOne', 'discovery', 'form', 'grantType', 'region', 'sector', 'validation'],
  '/admin/grants/:id/delete': ['admin'],
  '/admin/verifications': ['admin', 'checks', 'review', 'tier'],
  '/admin/verifications/:id': ['badgeAdmin', 'badgeCheck', 'checks', 'documentReading', 'documents', 'form', 'review', 'screening', 'tier', 'validation', 'wizard'],
  '/admin/outbox': ['admin'],
  '/admin/outbox/:id': ['admin'],
  '/admin/messages': ['accountManager', 'admin', 'contact'],
  '/admin/disputes': ['engagements'],
  '/admin/disputes/:id': ['engagements', 'form', 'validation'],
  '/admin/white-glove': ['form', 'validation', 'whiteGlove'],
  '/admin/expert-edits': ['admin', 'expertEdits', 'expertJoin', 'validation'],
  '/taf-admin': ['discovery', 'discoveryRegistry', 'form', 'grantChanges', 'grantType', 'region', 'sector', 'validation'],
  '/taf-admin/discovered/:id': ['admin', 'applicantTypeOne', 'discovery', 'form', 'grantType', 'region', 'sector', 'validation'],
  '/taf-admin/changes': ['applicantType', 'discovery', 'grantChanges'],
  '/taf-admin/registry': ['discovery', 'discoveryRegistry', 'grantType', 'region', 'sector'],
  '/unsubscribe': ['application', 'unsubscribe'],
  '/api/auth/*': ['auth', 'error'],
  '/calendar': ['calendar'],
  '/calendar/:token.ics': ['calendar'],
  '/grant/:id/calendar.ics': ['calendar'],
  '/api/v1/pipeline/applications': ['applicationStatus'],
  '/developers/api': ['funderAccess', 'legal'],
  '/team/api': ['apiKeys', 'form', 'pricing', 'validation'],
  '/dashboard/account-manager': ['accountManager', 'form', 'validation'],
  '/admin/organizations': ['accountManager', 'pricing'],
  '/admin/organizations/:id': ['accountManager', 'form', 'grantType', 'pricing', 'region', 'sector', 'tier', 'validation'],
  '/team/automation': ['automation', 'form', 'grantType', 'pricing', 'region', 'sector', 'team', 'validation'],
  '/profile/public': ['application', 'badgeStatement', 'documents', 'form', 'organizationDirectory', 'profile', 'profileTabs', 'publicProfile', 'validation'],
  '/profile/messaging': ['form', 'messaging', 'profile', 'profileTabs', 'validation'],
  '/admin/messaging': ['form', 'messaging', 'validation'],
  '/admin/messaging/ussd': ['form', 'messaging', 'validation'],
  '/org/:slug': ['badgeCheck', 'orgProfile', 'organizationDirectory'],
  '/verify': ['badgeCheck', 'organizationDirectory'],
  '/verify/:code': ['badgeCheck', 'badgeStatement', 'organizationDirectory'],
  '/reports': ['applicationStatus', 'form', 'grantType', 'pricing', 'region', 'reports', 'sector', 'validation'],
  '/reports.csv': ['reports'],
  '/reports/:id': ['applicationStatus', 'form', 'grantType', 'pricing', 'region', 'reports', 'sector', 'validation'],
  '/reports/:id.csv': ['reports'],
  '/team': ['form', 'team', 'validation'],
  '/team/activity': ['team'],
  '/team/invite/:token': ['team'],
  '/org': ['grantType', 'organizationDirectory', 'region', 'sector', 'tier'],
  '/funder-access': ['form', 'funderAccess', 'validation'],
  '/admin/funder-access': ['admin', 'funderAccess', 'validation'],
  '/offline/replay': ['offlineQueue', 'team', 'validation'],
}

/**
 * The namespaces, and the layout's single ids, to send for a route pattern ("/grant/:id", or React
 * Router's "grant/:id"), with or without the layout's (app/i18n/catalogue.server.ts messagesFor).
 */
export function namespacesOf(pattern: string, options: { withLayout: boolean }): Set<string> {
  const page = PAGES[pattern.startsWith('/') ? pattern : `/${pattern}`] ?? []
  return new Set([...(options.withLayout ? [...LAYOUT, ...LAYOUT_IDS] : []), ...page])
}
