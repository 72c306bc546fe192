/** "harambee-applications-2026-11-27.csv": the product and the day in the name, so downloads do not overwrite each other. */
export function exportFilename(appName: string, what: 'saved-grants' | 'applications' | 'report', now: Date = new Date()): string {
  const product =
    appName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  return `${product}-${what}-${now.toISOString().slice(0, 10)}.csv`
}
