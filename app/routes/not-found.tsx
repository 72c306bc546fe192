import { data } from 'react-router'
import type { Route } from './+types/not-found'

/** Any unknown path: logged, then the 404 page of the root error boundary. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  console.warn(`404 Not Found: ${url.pathname}`)
  throw data(null, { status: 404 })
}

export default function NotFound() {
  return null
}
