/**
 * The byte budgets of issues 9 and 10, written once: the bench reports against them and
 * tests/integration/page-budgets.test.ts fails a change that breaks them (bytes do not depend on
 * the machine, so they are checked in CI; times are measured only by the bench).
 */
export const BUDGETS = {
  /** JavaScript each page names in its HTML (module scripts and preloads), gzip. */
  pageJavaScriptGzip: 134 * 1024,
  /** /discover's HTML, gzip. */
  discoverHtmlGzip: 60 * 1024,
} as const

/** Every public page (signed out), as the bench and the budget test visit them. */
export const PUBLIC_PAGES = [
  '/',
  '/discover',
  '/trust-center',
  '/how-it-works',
  '/get-verified',
  '/auth',
  '/grant-experts',
  '/grant-experts/browse',
  '/about',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/refund-policy',
] as const
