/**
 * Class names for a table that becomes a list of cards on phones (below sm): the header row is
 * left for screen readers, each row is a card, and each cell is a line led by its column's name,
 * taken from the cell's data-label. From sm up it is an ordinary table.
 */
export const cardTable = {
  table: 'w-full text-start text-sm max-sm:block',
  head: 'border-b border-border max-sm:sr-only [&_th]:text-start',
  body: 'max-sm:block',
  row: 'border-b border-border last:border-0 max-sm:block max-sm:px-3 max-sm:py-3',
  /** A cell that leads its card, without a label. */
  lead: 'p-3 align-top max-sm:block max-sm:px-0 max-sm:py-0.5 max-sm:font-medium',
  /** A cell led by its data-label on phones. Long words (addresses, links) wrap anywhere. */
  cell: 'p-3 align-top [overflow-wrap:anywhere] max-sm:flex max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
} as const
