import { CRAWL_TO_END_MAX } from '../../catalog/discovery.ts'

/** "Crawl to the end"'s cap as the admin typed it: a whole number of pages from 1 to CRAWL_TO_END_MAX, else null. */
export function parseCrawlCap(value: FormDataEntryValue | null): number | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,6}$/.test(text)) return null
  const cap = Number(text)
  return cap >= 1 && cap <= CRAWL_TO_END_MAX ? cap : null
}
