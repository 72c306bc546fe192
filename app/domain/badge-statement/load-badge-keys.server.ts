import { readFile } from 'node:fs/promises'
import { BADGE_KEYS_PATH } from '../../catalog/badge-statement.ts'
import { safeFetch } from '../../net/safe-fetch.server.ts'

/**
 * The key set a statement is checked against: a saved JWKS file (fully offline), a URL, or, with
 * neither, the issuer's own published set at `${iss}${BADGE_KEYS_PATH}`. URLs are fetched through
 * safeFetch (CRAWL_ALLOW_HOSTS lets an internal host be read on purpose, as for the crawler).
 */
export async function loadBadgeKeys(source: string | undefined, issuer: unknown, options: { allowInternalHosts?: readonly string[] } = {}): Promise<{ from: string; keys: { keys?: unknown } }> {
  const from = source ?? (typeof issuer === 'string' && /^https?:\/\//.test(issuer) ? `${issuer.replace(/\/$/, '')}${BADGE_KEYS_PATH}` : null)
  if (!from) throw new Error('The statement names no issuer address: give the key set with --keys.')
  const text = /^https?:\/\//.test(from)
    ? await fetchKeys(from, options.allowInternalHosts)
    : await readFile(from, 'utf8').catch(() => {
        throw new Error(`Cannot read the key set file ${from}.`)
      })
  try {
    const keys = JSON.parse(text) as unknown
    if (typeof keys !== 'object' || keys === null) throw new Error()
    return { from, keys: keys as { keys?: unknown } }
  } catch {
    throw new Error(`${from} is not a JSON key set.`)
  }
}

async function fetchKeys(url: string, allowInternalHosts: readonly string[] = []): Promise<string> {
  const response = await safeFetch(url, { headers: { Accept: 'application/json' }, maxBytes: 256 * 1024, allowInternalHosts })
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`)
  return response.text()
}
