/** A browser-like HTTP client: keeps cookies, does not follow redirects unless asked, speaks forms. */
export class TestClient {
  private cookies = new Map<string, string>()
  readonly baseUrl: string
  readonly address: string
  constructor(baseUrl: string, address: string) {
    this.baseUrl = baseUrl
    this.address = address
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** Sets a cookie as a response's Set-Cookie would (a session minted by a test fixture). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value)
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    headers.set('X-Forwarded-For', this.address)
    // Uncompressed unless a test asks: zipping and unzipping every page costs the run time and
    // tests nothing here (the browser tests and server/compression.test.ts cover compression).
    if (!headers.has('Accept-Encoding')) headers.set('Accept-Encoding', 'identity')
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    this.store(response)
    return response
  }

  get(path: string) {
    return this.request(path)
  }

  /** Posts a form: its fields, or (for a field given more than once, such as checkboxes) URLSearchParams. */
  post(path: string, fields: Record<string, string> | URLSearchParams) {
    return this.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
  }

  /** GETs a page and returns its HTML, following redirects like a browser would. */
  async page(path: string, maxRedirects = 5): Promise<{ status: number; url: string; html: string }> {
    let response = await this.get(path)
    let url = path
    for (let i = 0; i < maxRedirects && response.status >= 300 && response.status < 400; i++) {
      url = new URL(response.headers.get('Location')!, this.baseUrl + url).pathname + new URL(response.headers.get('Location')!, this.baseUrl).search
      response = await this.get(url)
    }
    return { status: response.status, url, html: await response.text() }
  }

  /** Follows a response's redirects (as a browser does after a form post) and returns the final page. */
  async follow(response: Response) {
    if (response.status < 300 || response.status >= 400) return { status: response.status, url: '', html: await response.text() }
    return this.page(response.headers.get('Location')!)
  }
}

/** What a reader sees: no tags, no bidi isolates (U+2066-U+2069, invisible), one space between words. */
export function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
}

/** The text of the top bar only. */
export function headerText(html: string): string {
  return text(html.slice(html.indexOf('<header'), html.indexOf('</header>')))
}

/** The text of elements with the given role (status, alert): what the member is told. */
export function messages(html: string, role: 'status' | 'alert'): string[] {
  // An error summary ("There is a problem") counts as its list of messages, one each.
  const summaries = /<div[^>]*data-testid="error-summary"[^>]*>([\s\S]*?)<\/ul><\/div>/g
  const listed = role === 'alert' ? [...html.matchAll(summaries)].flatMap((m) => [...m[1].matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => text(li[1]).trim())) : []
  const rest = html.replace(summaries, '')
  return [...listed, ...[...rest.matchAll(new RegExp(`role="${role}"[^>]*>([\\s\\S]*?)</(p|div)>`, 'g'))].map((m) => text(m[1]).trim())]
}
