import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/outbox-message-html'

/**
 * An outbox email as its recipient's mail app shows it: the stored HTML part, on a page of its own.
 * Its styles carry this response's nonce (the site's Content-Security-Policy allows nothing else),
 * and a second policy sandboxes the page: no scripts, no forms, no access to the staff session.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { mailer, nonce } = context.get(servicesContext)
  const message = await mailer.readOutbox(routeId(params.id, 'token'))
  if (!message) throw data(null, { status: 404 })
  const html = message.html.replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`)
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': 'sandbox', 'Cache-Control': 'no-store' },
  })
}
