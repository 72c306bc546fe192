import type { AppServices } from '../../context.ts'
import { apiError } from './api-response.server.ts'
import type { countApiCall } from './count-api-call.server.ts'

/**
 * A known key's answer within its rate limit (ADR 031): 429 with Retry-After past the limit, else
 * the route's answer (a handler that throws answers 500, logged), and the RateLimit headers on
 * either. Organizations' keys and funders' keys are metered alike.
 */
export async function meteredAnswer(
  request: Request,
  url: URL,
  services: Pick<AppServices, 'config'>,
  rate: Awaited<ReturnType<typeof countApiCall>>,
  answer: () => Response | Promise<Response>,
): Promise<Response> {
  let response: Response
  if (!rate.allowed) {
    response = apiError(429, `This key made more than ${rate.limit} calls in ${services.config.apiRateLimit.windowSeconds} seconds. Try again in ${rate.resetSeconds} seconds.`, [], {
      'Retry-After': String(rate.resetSeconds),
    })
  } else {
    try {
      response = await answer()
    } catch (error) {
      console.error('API call failed', request.method, url.pathname, error)
      response = apiError(500, 'Something went wrong on our side. Try again in a moment.')
    }
  }
  response.headers.set('RateLimit-Limit', String(rate.limit))
  response.headers.set('RateLimit-Remaining', String(rate.remaining))
  response.headers.set('RateLimit-Reset', String(rate.resetSeconds))
  return response
}
