/**
 * What the marketing pages describe but the app does not do yet (issue 9, item 11): shown with a
 * "Coming soon" label until the issue that builds it lands. Plan features carry their own mark in
 * plans.ts. Remove an entry when its feature ships.
 */

/** Home page feature cards not built yet: none since matching with reasons (issue 13). */
export const SOON_HOME_FEATURES: ReadonlySet<string> = new Set<string>([])

/**
 * How it works steps not built yet: none since issue 11 (engaging writers, escrow and working
 * together through messages and milestones) and matching (issue 13).
 */
export const SOON_HOW_STEPS: ReadonlySet<number> = new Set<number>([])

/** How it works safety cards not built yet: none since the reviewed experts directory (issue 11). */
export const SOON_HOW_CARDS: ReadonlySet<number> = new Set<number>([])
