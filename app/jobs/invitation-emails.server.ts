import { z } from 'zod'
import { sendWaitingInvitationEmails } from '../domain/team/send-invitation-email.server.ts'
import { defineJob } from './job.ts'

/**
 * Every five minutes: invitation emails claimed with their invitation but not sent (the page that
 * made the invitation sends at once; its process stopped first, or the mail server failed) go out,
 * once each (ADR 007, 030).
 */
export const sendPendingInvitations = defineJob({
  id: 'team.invitations.send-pending',
  cron: '*/5 * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await sendWaitingInvitationEmails(services)
  },
})
