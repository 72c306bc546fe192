import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationInvitations, organizationMembers } from '../../app/db/schema/index.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { invitationLink, invitationTo, invite, joinTeam, onPlan } from '../support/team.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function membersOf(email: string) {
  const org = await organizationOf(server, email)
  const [{ n }] = await server.services.db.select({ n: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, org.id))
  return n
}

async function openInvitations(email: string) {
  const org = await organizationOf(server, email)
  const [{ n }] = await server.services.db
    .select({ n: count() })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, org.id), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt)))
  return n
}

/** The refusal as the page shows it, and that the page offers the plans. */
async function refusal(response: Response) {
  expect(response.status).toBe(400)
  const html = await response.text()
  expect(html).toContain('href="/#pricing"')
  return text(html)
}

describe('Seats by plan', () => {
  it('on Free: the owner is the one seat, so an invitation is refused, naming the plan and offering Pro', async () => {
    const owner = await newMember(server, { email: 'free-owner@ngo.org', name: 'Free Owner' })
    const page = text((await owner.page('/team')).html)
    expect(page).toContain('1 of 1 seats used')
    const upgrade = 'Your Free plan includes 1 seat, and your team uses 1 (members and open invitations). Upgrade to Pro for a team of up to 5.'
    // Said before anyone tries, and again when someone does.
    expect(page).toContain(upgrade)
    expect(await refusal(await invite(owner, 'colleague@ngo.org'))).toContain(upgrade)
    expect(await openInvitations('free-owner@ngo.org')).toBe(0)
  })

  it('on Pro: four invitations fit beside the owner, the fifth is refused; open invitations hold their seats until withdrawn', async () => {
    const owner = await newMember(server, { email: 'pro-owner@ngo.org', name: 'Pro Owner' })
    await onPlan(server, 'pro-owner@ngo.org', 'pro')
    for (const n of [1, 2, 3, 4]) expect((await invite(owner, `pro-${n}@ngo.org`)).status).toBe(303)
    const page = text((await owner.page('/team')).html)
    expect(page).toContain('5 of 5 seats used')
    expect(page).toContain('(4 open invitations hold a seat each)')
    const fifth = await refusal(await invite(owner, 'pro-5@ngo.org'))
    expect(fifth).toContain('Your Pro plan includes 5 seats, and your team uses 5 (members and open invitations). Upgrade to Premium for unlimited members.')
    // What was typed stays in the form.
    expect(await openInvitations('pro-owner@ngo.org')).toBe(4)

    // Inviting the same address again replaces its invitation: no second seat.
    expect((await invite(owner, 'pro-1@ngo.org', 'viewer')).status).toBe(303)
    expect(await openInvitations('pro-owner@ngo.org')).toBe(4)
    // A withdrawn invitation frees its seat.
    const org = await organizationOf(server, 'pro-owner@ngo.org')
    const second = await invitationTo(server, org.id, 'pro-2@ngo.org')
    expect((await owner.post('/team', { intent: 'withdraw', id: second.id })).status).toBe(303)
    expect((await invite(owner, 'pro-5@ngo.org')).status).toBe(303)
  })

  it('two people accepting the last seat at once: exactly one joins', async () => {
    // Premium invites freely; the team then moves to Pro with 3 members and 2 open invitations.
    const owner = await newMember(server, { email: 'race-owner@ngo.org', name: 'Race Owner' })
    await onPlan(server, 'race-owner@ngo.org', 'premium')
    for (const n of [1, 2, 3]) await joinTeam(server, owner, { email: `race-member-${n}@ngo.org`, name: `Member ${n}` })
    for (const who of ['first', 'second']) expect((await invite(owner, `race-${who}@ngo.org`)).status).toBe(303)
    const [first, second] = await Promise.all(['first', 'second'].map((who) => newMember(server, { email: `race-${who}@ngo.org`, name: `Racer ${who}` })))
    const links = [await invitationLink(server, 'race-first@ngo.org'), await invitationLink(server, 'race-second@ngo.org')]
    await onPlan(server, 'race-owner@ngo.org', 'pro')
    expect(await membersOf('race-owner@ngo.org')).toBe(4)

    const answers = await Promise.all([first.post(links[0], {}), second.post(links[1], {})])
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409])
    const loser = answers.find((a) => a.status === 409)!
    expect(text(await loser.text())).toContain('Race Owner’s team is full: its plan includes 5 members.')
    expect(await membersOf('race-owner@ngo.org')).toBe(5)
  })

  it('on Premium: as many as the team needs', async () => {
    const owner = await newMember(server, { email: 'premium-owner@ngo.org', name: 'Premium Owner' })
    await onPlan(server, 'premium-owner@ngo.org', 'premium')
    for (let n = 1; n <= 11; n++) expect((await invite(owner, `premium-${n}@ngo.org`)).status, `invitation ${n}`).toBe(303)
    const page = text((await owner.page('/team')).html)
    expect(page).toContain('12 seats used: the Premium plan has no limit')
    expect(page).not.toContain('Upgrade to')
  })

  it('a downgrade removes nobody, but the team cannot invite until it is under the new limit', async () => {
    const owner = await newMember(server, { email: 'down-owner@ngo.org', name: 'Down Owner' })
    await onPlan(server, 'down-owner@ngo.org', 'premium')
    const members: TestClient[] = []
    for (let n = 1; n <= 6; n++) members.push(await joinTeam(server, owner, { email: `down-${n}@ngo.org`, name: `Down Member ${n}` }))
    await onPlan(server, 'down-owner@ngo.org', 'pro')

    const page = text((await owner.page('/team')).html)
    expect(page).toContain('7 of 5 seats used')
    for (let n = 1; n <= 6; n++) expect(page).toContain(`Down Member ${n}`)
    expect(await refusal(await invite(owner, 'one-more@ngo.org'))).toContain(
      'Your Pro plan includes 5 seats, and your team uses 7 (members and open invitations). Upgrade to Premium for unlimited members.',
    )
    // Everyone still works in the team.
    expect(text((await members[5].page('/team')).html)).toContain('Down Owner')

    // Under the limit again (two leave, one is removed), the team invites again.
    for (const member of members.slice(0, 2))
      expect(messages((await member.follow(await member.post('/team', { intent: 'leave' }))).html, 'status')).toContain('You left the team. You now have an organization of your own.')
    const org = await organizationOf(server, 'down-owner@ngo.org')
    const third = await organizationOf(server, 'down-3@ngo.org')
    expect(third.id).toBe(org.id)
    expect((await owner.post('/team', { intent: 'remove', id: third.userId })).status).toBe(303)
    expect(await membersOf('down-owner@ngo.org')).toBe(4)
    expect((await invite(owner, 'one-more@ngo.org')).status).toBe(303)
  })
})
