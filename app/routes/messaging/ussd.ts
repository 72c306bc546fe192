import { timingSafeEqual } from 'node:crypto'
import { servicesContext } from '../../context.ts'
import { answerUssd } from '../../domain/messaging/answer-ussd.server.ts'
import type { Route } from './+types/ussd'

const same = (given: string | null, expected: string) => {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Africa's Talking's USSD callback (ADR 068). It does not sign its requests: the callback URL set in
 * its dashboard carries AFRICASTALKING_WEBHOOK_TOKEN as `?token=`, and without that token configured
 * the menu is off. The answer is plain text: "CON " waits for a choice, "END " closes the session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext)
  const token = services.secrets.ussdToken
  if (!token) return new Response('Not Found', { status: 404 })
  if (!same(new URL(request.url).searchParams.get('token'), token)) return new Response('Forbidden', { status: 403 })
  const form = new URLSearchParams(await request.text())
  const phoneNumber = form.get('phoneNumber') ?? ''
  const screen = await answerUssd(services.db, { phoneNumber, text: form.get('text') ?? '' }, services.config.appName)
  return new Response(`${screen.end ? 'END' : 'CON'} ${screen.text}`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
