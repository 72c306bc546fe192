import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, organizationInvitations, organizations, userSavedGrants } from '../../app/db/schema/index.ts'
import { inviteMember } from '../../app/domain/team/invite-member.server.ts'
import { sendWaitingInvitationEmails } from '../../app/domain/team/send-invitation-email.server.ts'
import { GOOD_PASSWORD, organizationOf, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { invitationLink, invitationTo, invite, membershipOf, onPlan } from '../support/team.ts'

let server: TestServer
let grantIds: Record<string, string>
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Clean Water for Schools' }), grant({ title: 'Solar Clinics Fund' }), grant({ title: 'Girls in Science Award' })] })
  grantIds = Object.fromEntries((await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)).map((g) => [g.title, g.id]))
})
afterAll(() => server?.close())

/** An owner on Pro (five seats) with an organization named after them. */
async function teamOwner(email: string, orgName: string, name = 'Olu Owner'): Promise<TestClient> {
  const owner = await newMember(server, { email, name, orgName })
  await onPlan(server, email, 'pro')
  return owner
}

describe('Invitations by email', () => {
  it('are emailed with a link; the invitee signs up with that address, sees who invites them to what, and joins', async () => {
    const owner = await teamOwner('olu@maji.org', 'Maji Trust')
    const sent = await invite(owner, 'Amina@Maji.org', 'editor')
    expect(sent.status).toBe(303)
    const page = await owner.follow(sent)
    expect(messages(page.html, 'status')).toContain('Invitation sent.')
    expect(text(page.html)).toContain('amina@maji.org')
    expect(text(page.html)).toContain('2 of 5 seats used')

    const [email] = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'amina@maji.org')
    expect(email.subject).toBe('Olu Owner invited you to join Maji Trust on Harambee')
    expect(email.text).toContain('as Editor')
    const link = await invitationLink(server, 'amina@maji.org')

    // Signed out: who invited whom (masked) to which organization, and Sign Up first (no account has
    // that address yet), both coming back to the link.
    const visitor = await server.client().page(link)
    expect(visitor.status).toBe(200)
    const shown = text(visitor.html)
    expect(shown).toContain('Olu Owner invited a…@maji.org to join Maji Trust as Editor.')
    expect(shown).not.toContain('amina@maji.org')
    expect(shown).toContain('To accept, sign up with the address the invitation was sent to')
    const signUp = visitor.html.indexOf(`href="/auth?tab=signup&amp;redirectTo=${encodeURIComponent(link)}"`)
    const signIn = visitor.html.indexOf(`href="/auth?redirectTo=${encodeURIComponent(link)}"`)
    expect(signUp).toBeGreaterThan(-1)
    expect(signIn).toBeGreaterThan(signUp)

    // Signing up from there, the verification link brings her back to the invitation.
    const amina = server.client()
    const signedUp = await amina.post('/auth', { intent: 'signup', name: 'Amina Njeri', orgName: '', email: 'amina@maji.org', password: GOOD_PASSWORD, redirectTo: link })
    expect(signedUp.status).toBe(200)
    const verification = (await server.services.mailer.listOutbox()).find((m) => m.to === 'amina@maji.org' && m.text.includes('/verify-email'))
    const verified = await amina.get(verification!.text.match(/https?:\/\/\S+/)![0])
    expect(verified.status).toBe(302)
    expect(verified.headers.get('Location')).toBe(link)
    // Any other page asked for before signing up: the verification link leads to the dashboard (spec).
    const other = server.client()
    await other.post('/auth', { intent: 'signup', name: 'Other Person', orgName: '', email: 'other-signup@maji.org', password: GOOD_PASSWORD, redirectTo: '/discover' })
    const otherLink = (await server.services.mailer.listOutbox()).find((m) => m.to === 'other-signup@maji.org')!.text.match(/https?:\/\/\S+/)![0]
    expect((await other.get(otherLink)).headers.get('Location')).toBe('/dashboard')
    const invitation = await amina.page(link)
    expect(invitation.status).toBe(200)
    expect(text(invitation.html)).toContain('Olu Owner invited you to join Maji Trust as Editor.')
    const joined = await amina.post(link, {})
    expect(joined.status).toBe(303)
    expect(joined.headers.get('Location')).toBe('/team')
    const team = await amina.follow(joined)
    expect(messages(team.html, 'status')).toContain('Welcome to the team.')
    expect(text(team.html)).toContain('Olu Owner')
    expect(text(team.html)).toMatch(/Amina Njeri \(you\)/)

    const maji = await organizationOf(server, 'olu@maji.org')
    expect(await membershipOf(server, 'amina@maji.org')).toEqual({ organizationId: maji.id, role: 'editor' })
    const used = await invitationTo(server, maji.id, 'amina@maji.org')
    expect(used.acceptedAt).not.toBeNull()
    // The database keeps the link's hash only.
    expect(used.tokenHash).not.toBe(link.split('/').pop())
  })

  it('that expired answer 410 "ask for a new invitation", and nobody joins', async () => {
    const owner = await teamOwner('expiry-owner@ngo.org', 'Expiry Trust')
    await invite(owner, 'late@ngo.org')
    const link = await invitationLink(server, 'late@ngo.org')
    const org = await organizationOf(server, 'expiry-owner@ngo.org')
    await server.services.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvitations.organizationId, org.id))
    const late = await newMember(server, { email: 'late@ngo.org', name: 'Lateef' })
    const page = await late.page(link)
    expect(page.status).toBe(410)
    expect(text(page.html)).toContain('This invitation has expired')
    expect(text(page.html)).toContain('Ask Expiry Trust for a new invitation.')
    const accept = await late.post(link, {})
    expect(accept.status).toBe(410)
    expect((await membershipOf(server, 'late@ngo.org')).organizationId).not.toBe(org.id)
    // The owner sees it expired, and may send it again.
    expect(text((await owner.page('/team')).html)).toMatch(/expired on/)
  })

  it('used once answer 410 when opened again', async () => {
    const owner = await teamOwner('reuse-owner@ngo.org', 'Reuse Trust')
    await invite(owner, 'once@ngo.org', 'viewer')
    const link = await invitationLink(server, 'once@ngo.org')
    const once = await newMember(server, { email: 'once@ngo.org', name: 'Wanjiru Once' })
    expect((await once.post(link, {})).status).toBe(303)
    const again = await once.page(link)
    expect(again.status).toBe(410)
    expect(text(again.html)).toContain('This invitation has already been used')
    expect((await once.post(link, {})).status).toBe(410)
  })

  it('opened by someone signed in with another address answer 403 naming the masked address, and stay open', async () => {
    const owner = await teamOwner('mask-owner@ngo.org', 'Mask Trust')
    await invite(owner, 'kofi.mensah@ngo.org')
    const link = await invitationLink(server, 'kofi.mensah@ngo.org')
    const esi = await newMember(server, { email: 'esi@ngo.org', name: 'Esi' })
    const page = await esi.page(link)
    expect(page.status).toBe(403)
    expect(text(page.html)).toContain('This invitation is for someone else')
    expect(text(page.html)).toContain('It was sent to k…@ngo.org, and you are signed in as esi@ngo.org.')
    expect(page.html).not.toContain('kofi.mensah@ngo.org')
    expect((await esi.post(link, {})).status).toBe(403)
    const org = await organizationOf(server, 'mask-owner@ngo.org')
    const still = await invitationTo(server, org.id, 'kofi.mensah@ngo.org')
    expect(still).toMatchObject({ acceptedAt: null, revokedAt: null })
    // The right person still can.
    const kofi = await newMember(server, { email: 'kofi.mensah@ngo.org', name: 'Kofi Mensah' })
    expect((await kofi.post(link, {})).status).toBe(303)
  })

  it('withdrawn answer 410; sent again, only the new link works', async () => {
    const owner = await teamOwner('withdraw-owner@ngo.org', 'Withdraw Trust')
    await invite(owner, 'maybe@ngo.org')
    const first = await invitationLink(server, 'maybe@ngo.org')
    const org = await organizationOf(server, 'withdraw-owner@ngo.org')
    const invitation = await invitationTo(server, org.id, 'maybe@ngo.org')

    const resent = await owner.post('/team', { intent: 'resend', id: invitation.id })
    expect(messages((await owner.follow(resent)).html, 'status')).toContain('Invitation sent again, with a new link.')
    const second = await invitationLink(server, 'maybe@ngo.org')
    expect(second).not.toBe(first)
    const maybe = await newMember(server, { email: 'maybe@ngo.org', name: 'Maybe' })
    expect((await maybe.page(first)).status).toBe(410)

    const again = await invitationTo(server, org.id, 'maybe@ngo.org')
    const withdrawn = await owner.post('/team', { intent: 'withdraw', id: again.id })
    expect(messages((await owner.follow(withdrawn)).html, 'status')).toContain('Invitation withdrawn: its link no longer works.')
    const page = await maybe.page(second)
    expect(page.status).toBe(410)
    expect(text(page.html)).toContain('This invitation was withdrawn')
    expect((await maybe.post(second, {})).status).toBe(410)
    expect((await membershipOf(server, 'maybe@ngo.org')).organizationId).not.toBe(org.id)
  })

  it('left unsent (the page stopped before sending) go out from the scan, once, with a fresh link that works', async () => {
    await teamOwner('scan-owner@ngo.org', 'Scan Trust')
    const org = await organizationOf(server, 'scan-owner@ngo.org')
    const made = await inviteMember(server.services.db, { id: org.userId, organizationId: org.id, role: 'owner' }, { email: 'scanned@ngo.org', role: 'viewer' })
    if (!made.ok) throw new Error('not invited')
    const toScanned = async () => (await server.services.mailer.listOutbox()).filter((m) => m.to === 'scanned@ngo.org')
    expect(await toScanned()).toHaveLength(0)
    const inTwoMinutes = new Date(Date.now() + 120_000)
    await sendWaitingInvitationEmails(server.services, inTwoMinutes)
    await sendWaitingInvitationEmails(server.services, inTwoMinutes)
    expect(await toScanned()).toHaveLength(1)
    // The token the page held was never sent: the scan made a new one, and the old one opens nothing.
    const link = await invitationLink(server, 'scanned@ngo.org')
    expect(link).not.toContain(made.token)
    const scanned = await newMember(server, { email: 'scanned@ngo.org', name: 'Scanned' })
    expect((await scanned.get(`/team/invite/${made.token}`)).status).toBe(404)
    expect((await scanned.post(link, {})).status).toBe(303)
  })

  it('are refused for a missing or malformed address, or a role that cannot be invited, keeping what was typed', async () => {
    const owner = await teamOwner('form-owner@ngo.org', 'Form Trust')
    for (const [email, role, message] of [
      ['', 'editor', 'Enter the email address of the person to invite.'],
      ['not an address', 'editor', 'Invalid email address'],
      [`${'a'.repeat(250)}@ngo.org`, 'editor', 'Email too long'],
      ['fine@ngo.org', 'owner', 'Choose a role: admin, editor or viewer.'],
    ]) {
      const refused = await invite(owner, email, role)
      expect(refused.status, message).toBe(400)
      const html = await refused.text()
      expect(messages(html, 'alert')).toContain(message)
      if (email) expect(html).toContain(`value="${email}"`)
    }
    expect((await owner.page('/team')).html).not.toContain('data-testid="invitation"')
  })

  it('opened signed out by an address that has an account offer Sign In first; a closed one says so without signing in', async () => {
    const owner = await teamOwner('kofi@sahel.org', 'Sahel Growers', 'Kofi Owner')
    await newMember(server, { email: 'awa@sahel.org', name: 'Awa Existing' })
    await invite(owner, 'awa@sahel.org', 'viewer')
    const link = await invitationLink(server, 'awa@sahel.org')
    const page = await server.client().page(link)
    expect(page.status).toBe(200)
    expect(text(page.html)).toContain('Kofi Owner invited a…@sahel.org to join Sahel Growers as Viewer.')
    expect(text(page.html)).toContain('To accept, sign in with the address the invitation was sent to.')
    const signIn = page.html.indexOf(`href="/auth?redirectTo=${encodeURIComponent(link)}"`)
    const signUp = page.html.indexOf(`href="/auth?tab=signup&amp;redirectTo=${encodeURIComponent(link)}"`)
    expect(signIn).toBeGreaterThan(-1)
    expect(signUp).toBeGreaterThan(signIn)
    // Withdrawn: a visitor is told, as a member would be.
    const sahel = await organizationOf(server, 'kofi@sahel.org')
    await server.services.db.update(organizationInvitations).set({ revokedAt: new Date() }).where(eq(organizationInvitations.organizationId, sahel.id))
    const closed = await server.client().page(link)
    expect(closed.status).toBe(410)
    expect(text(closed.html)).toContain('This invitation was withdrawn')
  })

  it('that is unknown answers 404', async () => {
    const someone = await newMember(server, { email: 'nobody-invited@ngo.org' })
    expect((await someone.get(`/team/invite/${'A'.repeat(43)}`)).status).toBe(404)
    expect((await someone.get('/team/invite/not-a-token')).status).toBe(404)
  })
})

describe('The invitee’s own organization', () => {
  it('when it holds more than their saves (a paid plan) is kept, and the invitation refused with the reason', async () => {
    const owner = await teamOwner('keep-owner@ngo.org', 'Keep Trust')
    await invite(owner, 'paying@ngo.org')
    const link = await invitationLink(server, 'paying@ngo.org')
    const paying = await newMember(server, { email: 'paying@ngo.org', name: 'Paying Person', orgName: 'Paid Up NGO' })
    await onPlan(server, 'paying@ngo.org', 'premium')
    const page = await paying.page(link)
    expect(page.status).toBe(409)
    const reason = 'Joining would close your organization Paid Up NGO, which has a paid plan. We do not close it for you: write to us through the contact page and we will help.'
    expect(text(page.html)).toContain(reason)
    const refused = await paying.post(link, {})
    expect(refused.status).toBe(409)
    expect(text(await refused.text())).toContain(reason)
    const own = await organizationOf(server, 'paying@ngo.org')
    expect(own.name).toBe('Paid Up NGO')
    expect(await membershipOf(server, 'paying@ngo.org')).toEqual({ organizationId: own.id, role: 'owner' })
    // Still open, for when they have sorted it out.
    expect(await invitationTo(server, (await organizationOf(server, 'keep-owner@ngo.org')).id, 'paying@ngo.org')).toMatchObject({ acceptedAt: null, revokedAt: null })
  })

  it('when it is only them on Free brings their saved grants and applications into the team, and is closed', async () => {
    const owner = await teamOwner('merge-owner@ngo.org', 'Merge Trust')
    expect((await owner.post(`/grant/${grantIds['Clean Water for Schools']}/save`, { save: '1' })).status).toBe(302)
    await invite(owner, 'bringer@ngo.org')
    const link = await invitationLink(server, 'bringer@ngo.org')
    const bringer = await newMember(server, { email: 'bringer@ngo.org', name: 'Bringer', orgName: 'Solo Start' })
    for (const title of ['Clean Water for Schools', 'Solar Clinics Fund']) expect((await bringer.post(`/grant/${grantIds[title]}/save`, { save: '1' })).status).toBe(302)
    expect((await bringer.post(`/grant/${grantIds['Girls in Science Award']}/apply`, {})).status).toBe(302)
    const solo = await organizationOf(server, 'bringer@ngo.org')

    const page = await bringer.page(link)
    expect(text(page.html)).toContain('Your saved grants and applications move with you to the team, and your own organization, Solo Start, is closed.')
    expect((await bringer.post(link, {})).status).toBe(303)

    const team = await organizationOf(server, 'merge-owner@ngo.org')
    const saved = await server.services.db.select({ grantId: userSavedGrants.grantId }).from(userSavedGrants).where(eq(userSavedGrants.organizationId, team.id))
    expect(saved.map((s) => s.grantId).sort()).toEqual([grantIds['Clean Water for Schools'], grantIds['Solar Clinics Fund']].sort())
    const applied = await server.services.db.select({ grantId: applications.grantId }).from(applications).where(eq(applications.organizationId, team.id))
    expect(applied.map((a) => a.grantId)).toEqual([grantIds['Girls in Science Award']])
    expect(await server.services.db.select().from(organizations).where(eq(organizations.id, solo.id))).toHaveLength(0)
    // The team's dashboard shows them to both.
    for (const client of [owner, bringer]) {
      const dashboard = text((await client.page('/dashboard')).html)
      for (const title of ['Clean Water for Schools', 'Solar Clinics Fund']) expect(dashboard).toContain(title)
    }
  })

  it('when it has other members is kept: ownership is transferred first', async () => {
    const owner = await teamOwner('other-owner@ngo.org', 'Other Trust')
    await invite(owner, 'busy@ngo.org')
    const link = await invitationLink(server, 'busy@ngo.org')
    // Busy owns a team of their own with one member.
    const busy = await teamOwner('busy@ngo.org', 'Busy Team', 'Busy Owner')
    await invite(busy, 'helper@ngo.org')
    const helper = await newMember(server, { email: 'helper@ngo.org', name: 'Helper' })
    expect((await helper.post(await invitationLink(server, 'helper@ngo.org'), {})).status).toBe(303)
    await onPlan(server, 'busy@ngo.org', 'free')

    const refused = await busy.post(link, {})
    expect(refused.status).toBe(409)
    expect(text(await refused.text())).toContain('Your organization Busy Team has other members. Transfer its ownership to one of them and leave it first, then open this link again.')
  })
})
