import { STATS_SHOWN_AT_LEAST } from '../../catalog/stats.ts'

export interface Figure {
  value: number
  /** The smallest value worth showing (app/catalog/stats.ts); 0 for a statement that is always true. */
  minimum: number
}

/**
 * The figures worth showing, in their order: each at or above its minimum. When fewer than
 * `atLeast` remain, none: one lonely figure reads as filler, not as evidence.
 */
export function meaningfulStats<T extends Figure>(figures: readonly T[], atLeast: number = STATS_SHOWN_AT_LEAST): T[] {
  const shown = figures.filter((f) => Number.isFinite(f.value) && f.value > 0 && f.value >= f.minimum)
  return shown.length >= atLeast ? shown : []
}
