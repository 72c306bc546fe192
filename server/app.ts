import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { servicesContext } from '../app/context.ts'
import type { Services } from './services.ts'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The HTTP app: compressed responses, long-cached hashed assets, and React Router for everything
 * else, with the shared services in each request's context.
 */
export function createHttpApp(
  services: Services,
  build: ServerBuild | (() => Promise<ServerBuild>),
  options: { vite?: { middlewares: express.RequestHandler }; trustProxy?: string } = {},
) {
  const app = express()
  app.disable('x-powered-by')
  // Rate limits are per client address, so only trusted proxies may name it.
  app.set('trust proxy', options.trustProxy ?? 'loopback')
  app.use(compression())
  app.use((_req, res, next) => {
    // Time until the response starts (loaders and the first render), visible in browser dev tools.
    const start = process.hrtime.bigint()
    const writeHead = res.writeHead
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) this.setHeader('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)}`)
      return writeHead.apply(this, args)
    } as typeof writeHead
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    next()
  })
  if (options.vite) {
    app.use(options.vite.middlewares)
  } else {
    app.use('/assets', express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h' }))
  }
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      getLoadContext: (req) => {
        const context = new RouterContextProvider()
        context.set(servicesContext, { ...services, clientAddress: req.ip ?? 'unknown' })
        return context
      },
    }),
  )
  return app
}
