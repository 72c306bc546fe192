import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { automationRules, automationRuns, organizations, profiles, user } from '../../db/schema/index.ts'
import { formatDate, formatNumber } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import type { AutomationRunDetail } from './run-automation-rule.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Emails one person what a run did for them (assigned a grant, or told about it), in their language, exactly once (ADR 007). */
export async function emailAutomationRun(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, { key, userId }: { key: string; userId: string }) {
  const { db } = services
  // auto:{ruleId}:{subjectKey}:{userId}; the rule id is a uuid, the subject key holds colons itself.
  const ruleId = key.slice(5, 41)
  const subjectKey = key.endsWith(`:${userId}`) ? key.slice(42, key.length - userId.length - 1) : ''
  const [run] = z.uuid().safeParse(ruleId).success
    ? await db
        .select({ detail: automationRuns.detail, rule: automationRules.name, trigger: automationRules.trigger, org: organizations.name })
        .from(automationRuns)
        .innerJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
        .innerJoin(organizations, eq(organizations.id, automationRuns.organizationId))
        .where(and(eq(automationRuns.ruleId, ruleId), eq(automationRuns.subjectKey, subjectKey)))
    : []
  const [member] = await db.select({ name: user.name, email: user.email, language: profiles.language }).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, userId))
  const detail = run?.detail as unknown as AutomationRunDetail | undefined
  const reason = detail?.recipients?.[userId]
  // The rule was deleted, or the person's account: marked, not sent.
  if (!run || !member || !detail || !reason) {
    await sendScheduledEmail(services, key, userId, null)
    return
  }
  await withLanguage(member.language, async () => {
    const { appUrl, appName } = services.config
    const url = detail.applicationId ? `${appUrl}/dashboard/applications/${detail.applicationId}` : `${appUrl}/grant/${detail.grantId}`
    const params = {
      name: member.name,
      rule: run.rule,
      organization: run.org,
      title: detail.title,
      score: formatNumber(detail.score ?? 0),
      days: detail.daysLeft ?? 0,
      date: detail.deadline ? formatDate(detail.deadline) : '',
      url,
      rules: `${appUrl}/team/automation`,
      appName,
    }
    const kind = reason === 'assigned' ? 'assigned' : (run.trigger as { type?: string }).type === 'deadline.approaching' ? 'deadline' : 'match'
    await sendScheduledEmail(services, key, userId, { to: member.email, ...composeEmail(`automation.${kind}`, params) })
  })
}
