/**
 * What the marketing pages describe but the app does not do yet (issue 9, item 11): shown with a
 * "Coming soon" label until the issue that builds it lands. Plan features carry their own mark in
 * plans.ts. Remove an entry when its feature ships.
 */

/** Home page feature cards not built yet: matching with reasons (issue 10), grant writers (issue 8). */
export const SOON_HOME_FEATURES: ReadonlySet<string> = new Set(['match', 'experts'])

/**
 * How it works steps not built yet: engaging writers (4), escrow (5), collaboration (6). Step 3's
 * search exists; its text says matching is coming soon.
 */
export const SOON_HOW_STEPS: ReadonlySet<number> = new Set([4, 5, 6])

/** How it works safety cards not built yet: the verified experts directory (2). */
export const SOON_HOW_CARDS: ReadonlySet<number> = new Set([2])
