import path from 'node:path'
import { constants as zlib } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { fromNodeHeaders } from 'better-auth/node'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { BROTLI_QUALITY } from '../app/catalog/compression.ts'
import { servicesContext } from '../app/context.ts'
import { stylesheetCookie } from '../app/stylesheet-cookie.ts'
import { createRequestHandler } from './request-handler.ts'
import { secureCookie, setSecurityHeaders } from './security-headers.ts'
import type { Services } from './services.ts'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The HTTP app: compressed responses, long-cached hashed assets, and React Router for everything
 * else, with the shared services in each request's context.
 */
export function createHttpApp(services: Services, build: ServerBuild | (() => Promise<ServerBuild>), options: { vite?: { middlewares: express.RequestHandler }; trustProxy?: string } = {}) {
  const app = express()
  app.disable('x-powered-by')
  // Rate limits are per client address, so only trusted proxies may name it.
  app.set('trust proxy', options.trustProxy ?? 'loopback')
  // Brotli a notch above the middleware's default (app/catalog/compression.ts).
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } }))
  const https = services.config.appUrl.startsWith('https://')
  app.use((_req, res, next) => {
    // Time until the response starts (loaders and the first render), visible in browser dev tools.
    const start = process.hrtime.bigint()
    const writeHead = res.writeHead
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) this.setHeader('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)}`)
      return writeHead.apply(this, args)
    } as typeof writeHead
    res.locals.nonce = setSecurityHeaders(res, { https })
    next()
  })
  if (options.vite) {
    app.use(options.vite.middlewares)
  } else {
    app.use(
      '/assets',
      express.static(path.join(root, 'build/client/assets'), {
        immutable: true,
        maxAge: '1y',
        // The browser now holds the stylesheet: later pages link it rather than inline it (ADR 066).
        setHeaders: (res, file) => {
          if (/^app-[\w-]+\.css$/.test(path.basename(file))) res.setHeader('Set-Cookie', https ? secureCookie(stylesheetCookie(path.basename(file))) : stylesheetCookie(path.basename(file)))
        },
      }),
    )
    app.use(
      express.static(path.join(root, 'build/client'), {
        maxAge: '1h',
        // The service worker (ADR 067): the browser asks again on every check, so a fixed worker reaches members at once.
        setHeaders: (res, file) => {
          if (path.basename(file) === 'sw.js' && path.dirname(file) === path.join(root, 'build/client')) res.setHeader('Cache-Control', 'no-cache')
        },
      }),
    )
  }
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      appUrl: services.config.appUrl,
      appName: services.config.appName,
      memberId: async (req) => {
        const session = await services.auth.api.getSession({ headers: fromNodeHeaders(req.headers) }).catch(() => null)
        return session?.user.id ?? null
      },
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider()
        context.set(servicesContext, { ...services, clientAddress: req.ip ?? 'unknown', nonce: res.locals.nonce as string, documentRequest: !req.path.endsWith('.data') })
        return context
      },
    }),
  )
  return app
}
