import { data } from 'react-router'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { getNewsletterIssue } from '../../domain/newsletter/get-newsletter-issue.server.ts'
import { previewNewsletter } from '../../domain/newsletter/preview-newsletter.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { renderEmailHtml } from '../../email/render-email.server.ts'
import { isLanguage } from '../../i18n/languages.ts'
import type { Route } from './+types/preview'

/**
 * An issue's HTML part in one of the five languages, as the member's mail program shows it, on a
 * page of its own (as the outbox's HTML view): its styles carry this response's nonce, and a second
 * policy sandboxes it (no scripts, no forms, no access to the staff session).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  if (!isLanguage(params.language)) throw data(null, { status: 404 })
  const issue = await getNewsletterIssue(services.db, routeId(params.id, 'uuid'))
  if (!issue) throw data(null, { status: 404 })
  const email = previewNewsletter(services, issue, issue.featured, admin, params.language)
  const html = (await renderEmailHtml(email, { appName: services.config.appName })).replace(/<style(?=[\s>])/gi, `<style nonce="${services.nonce}"`)
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': 'sandbox', 'Cache-Control': 'no-store' },
  })
}
