/*
 * Harambee's service worker (ADR 067). Pages: network first, always; the copy saved here is served
 * only when the network fails, with a banner saying from when it is. Built assets: from here once
 * fetched (their names change with their content). Pages are kept per member (the page names its
 * member's scope); a page without one (signed out) and a sign-out empty everything but the assets.
 */
// A classic script using only what older Android Chrome has (no URLSearchParams.size, no Response.json).
const SHELL = 'shell-v1'
const PAGES = 'pages-'
const META = 'meta'
const KEPT = /^\/(dashboard(\/applications\/[\w-]+)?|grant\/[\w-]+)$/
const ASSET = /^\/(assets|fonts|icons)\/|^\/favicon\.svg$/

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  if (event.data === 'sign-out') event.waitUntil(forget())
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== location.origin) return
  if (request.mode === 'navigate') event.respondWith(page(request, url, event))
  else if (ASSET.test(url.pathname)) event.respondWith(asset(request))
  else if (url.pathname.endsWith('.data') && KEPT.test(url.pathname.slice(0, -5))) event.respondWith(data(request, url))
  // The router asks which routes a path has before it opens it; offline, it goes on with those it knows.
  else if (url.pathname === '/__manifest') event.respondWith(fetch(request).catch(() => new Response('{}', { headers: { 'content-type': 'application/json' } })))
})

/**
 * A page's data for the router, when the connection drops with the page open: if a copy of the
 * page is kept, the router is told to load it as a whole document (React Router's answer for a
 * redirect that reloads), which the worker then answers with the copy.
 */
async function data(request, url) {
  try {
    return await fetch(request)
  } catch (error) {
    const search = new URLSearchParams(url.search)
    search.delete('_routes')
    const query = search.toString()
    const target = url.pathname.slice(0, -5) + (query ? `?${query}` : '')
    if (!(await copyOf(new URL(target, url)))) throw error
    return new Response(null, { status: 204, headers: { 'X-Remix-Redirect': target, 'X-Remix-Reload-Document': 'true' } })
  }
}

async function asset(request) {
  const cache = await caches.open(SHELL)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

async function page(request, url, event) {
  let response
  try {
    response = await fetch(request)
  } catch (error) {
    const copy = await savedCopy(url)
    if (copy) return copy
    throw error
  }
  if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) event.waitUntil(keep(url, response.clone()))
  return response
}

/** The member's scope, and the banner text, as the server wrote them into the page (OfflineSupport). */
const SCOPE = /data-offline-scope="([\w-]+)"/
const COPY = /data-offline-copy="([^"]*)"/
/** The layout's empty element for the banner (app/root.tsx). */
const NOTICE = '<div data-offline-notice=""></div>'

async function keep(url, response) {
  const html = await response.text()
  const scope = (html.match(SCOPE) || [])[1]
  if (!scope) return forget()
  const meta = await caches.open(META)
  await meta.put('/scope', new Response(scope))
  for (const name of await caches.keys()) if (name.startsWith(PAGES) && name !== PAGES + scope) await caches.delete(name)
  if (!KEPT.test(url.pathname)) return
  const headers = new Headers(response.headers)
  headers.delete('content-encoding')
  headers.delete('content-length')
  headers.set('x-saved-at', String(Date.now()))
  const cache = await caches.open(PAGES + scope)
  await cache.put(url.pathname + url.search, new Response(html, { status: 200, headers }))
}

async function copyOf(url) {
  const scope = await (await caches.open(META)).match('/scope')
  if (!scope) return undefined
  const cache = await caches.open(PAGES + (await scope.text()))
  return (await cache.match(url.pathname + url.search)) || (await cache.match(url.pathname))
}

async function savedCopy(url) {
  const hit = await copyOf(url)
  if (!hit) return null
  const html = await hit.text()
  // The time as the page writes times (Arabic with Latin digits, as the app shows them).
  const language = (html.match(/data-offline-locale="([\w-]+)"/) || html.match(/<html[^>]* lang="([\w-]+)"/) || [])[1] || 'en'
  const template = (html.match(COPY) || [])[1] || '{time}'
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(Number(hit.headers.get('x-saved-at'))))
  // In the element the layout keeps for it, first in <body>: hydration leaves its attributes and what
  // it holds as the worker wrote them (ADR 066). A copy kept before there was one gets it after <body>.
  const banner = `<div data-offline-notice="" data-offline-banner role="status" style="position:sticky;top:0;z-index:60;padding:.5rem 1rem;background:#fef3c7;color:#1f2937;text-align:center">${template.replace('{time}', time)}</div>`
  const noticed = html.includes(NOTICE) ? html.replace(NOTICE, banner) : html.replace(/<body[^>]*>/, (body) => body + banner)
  // The copy keeps its own headers, its Content-Security-Policy (and the nonce its scripts carry) included.
  return new Response(noticed, { status: 200, headers: hit.headers })
}

async function forget() {
  for (const name of await caches.keys()) if (name !== SHELL) await caches.delete(name)
}
