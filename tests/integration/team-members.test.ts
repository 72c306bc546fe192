import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityEvents, apiKeys, applications, auditLog, grants, organizationMembers, profiles, userSavedGrants } from '../../app/db/schema/index.ts'
import { MIGRATIONS_FOLDER } from '../../app/db/client.server.ts'
import { deleteAccount } from '../../app/domain/team/delete-account.server.ts'
import { recordActivity } from '../../app/domain/team/record-activity.server.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { api } from '../support/api.ts'
import { grant } from '../support/grants.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { invite, joinTeam, membershipOf, onPlan } from '../support/team.ts'

let server: TestServer
let grantIds: Record<string, string>
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Rainwater Harvesting Grant' }), grant({ title: 'Community Radio Fund' }), grant({ title: 'Seed Bank Award' })] })
  grantIds = Object.fromEntries((await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)).map((g) => [g.title, g.id]))
})
afterAll(() => server?.close())

const NOT_ALLOWED = 'Your role in your organization’s team does not allow this. Ask an admin or the owner.'

/** A Pro team: its owner and, by role, the people they brought in. */
async function team(prefix: string, roles: Array<'admin' | 'editor' | 'viewer'>) {
  const key = prefix.toLowerCase()
  const email = `${key}-owner@ngo.org`
  const owner = await newMember(server, { email, name: `${prefix} Owner`, orgName: `${prefix} Trust` })
  await onPlan(server, email, 'pro')
  const people: Partial<Record<'admin' | 'editor' | 'viewer', TestClient>> = {}
  for (const role of roles) people[role] = await joinTeam(server, owner, { email: `${key}-${role}@ngo.org`, name: `${prefix} ${role}`, role })
  return { owner, ...people, org: await organizationOf(server, email) }
}
const userIdOf = async (email: string) => (await organizationOf(server, email)).userId
const save = (client: TestClient, title: string, on = true) => client.post(`/grant/${grantIds[title]}/save`, { save: on ? '1' : '0', redirectTo: '/dashboard' })

describe('Roles', () => {
  it('a viewer sees the team’s saved grants on the dashboard, but saving is refused with “does not allow this”', async () => {
    const { owner, viewer, org } = await team('View', ['viewer'])
    expect((await save(owner, 'Rainwater Harvesting Grant')).status).toBe(302)
    expect(text((await viewer!.page('/dashboard')).html)).toContain('Rainwater Harvesting Grant')

    const refused = await save(viewer!, 'Community Radio Fund')
    expect(refused.status).toBe(302)
    expect(messages((await viewer!.follow(refused)).html, 'status')).toContain(NOT_ALLOWED)
    const saved = await server.services.db.select({ grantId: userSavedGrants.grantId }).from(userSavedGrants).where(eq(userSavedGrants.organizationId, org.id))
    expect(saved.map((s) => s.grantId)).toEqual([grantIds['Rainwater Harvesting Grant']])
    // Nor may a viewer invite: the team page lists the team, without the invitation form.
    const page = await viewer!.page('/team')
    expect(text(page.html)).toContain('View Owner')
    expect(page.html).not.toContain('name="email"')
    // The API keys tab is for admins and the owner.
    expect(page.html).not.toContain('href="/team/api"')
    expect((await owner.page('/team')).html).toContain('href="/team/api"')
    const invited = await invite(viewer!, 'sneaky@ngo.org')
    expect(invited.status).toBe(302)
    expect(messages((await viewer!.follow(invited)).html, 'status')).toContain(NOT_ALLOWED)
  })

  it('an editor saves for the whole team', async () => {
    const { owner, editor } = await team('Edit', ['editor'])
    expect((await save(editor!, 'Seed Bank Award')).status).toBe(302)
    expect(text((await owner.page('/dashboard')).html)).toContain('Seed Bank Award')
  })

  it('an admin manages editors and viewers, but cannot remove the owner or make admins', async () => {
    const { owner, admin, org } = await team('Admin', ['admin', 'editor', 'viewer'])
    const ownerId = await userIdOf('admin-owner@ngo.org')
    const removeOwner = await admin!.post('/team', { intent: 'remove', id: ownerId })
    expect(removeOwner.status).toBe(403)
    expect(text(await removeOwner.text())).toContain('You can only remove people whose role is below yours.')
    expect((await membershipOf(server, 'admin-owner@ngo.org')).role).toBe('owner')

    const editorId = await userIdOf('admin-editor@ngo.org')
    const promote = await admin!.post('/team', { intent: 'role', id: editorId, role: 'admin' })
    expect(promote.status).toBe(403)
    expect(text(await promote.text())).toContain('You can only give roles below your own, to people whose role is below yours.')
    const demote = await admin!.post('/team', { intent: 'role', id: editorId, role: 'viewer' })
    expect(messages((await admin!.follow(demote)).html, 'status')).toContain('Role changed.')
    expect((await membershipOf(server, 'admin-editor@ngo.org')).role).toBe('viewer')
    // A role that does not exist, or ownership by a role change: refused.
    const toOwner = await owner.post('/team', { intent: 'role', id: editorId, role: 'owner' })
    expect(toOwner.status).toBe(400)
    expect(text(await toOwner.text())).toContain('Choose a role: admin, editor or viewer.')
    // Someone on another team is as unknown as no one.
    await newMember(server, { email: 'admin-stranger@ngo.org' })
    expect((await admin!.post('/team', { intent: 'remove', id: await userIdOf('admin-stranger@ngo.org') })).status).toBe(404)
    expect((await membershipOf(server, 'admin-stranger@ngo.org')).role).toBe('owner')

    const removed = await admin!.post('/team', { intent: 'remove', id: editorId })
    expect(messages((await admin!.follow(removed)).html, 'status')).toContain('Removed from the team: their access has ended.')
    expect((await membershipOf(server, 'admin-editor@ngo.org')).organizationId).not.toBe(org.id)
  })
})

describe('Leaving, removing and transferring ownership', () => {
  it('a member leaves with an organization of their own; the owner cannot leave', async () => {
    const { owner, editor, org } = await team('Leave', ['editor'])
    const left = await editor!.post('/team', { intent: 'leave' })
    expect(left.headers.get('Location')).toBe('/dashboard')
    expect(messages((await editor!.follow(left)).html, 'status')).toContain('You left the team. You now have an organization of your own.')
    const now = await membershipOf(server, 'leave-editor@ngo.org')
    expect(now.organizationId).not.toBe(org.id)
    expect(now.role).toBe('owner')

    const stay = await owner.post('/team', { intent: 'leave' })
    expect(stay.status).toBe(400)
    expect(text(await stay.text())).toContain('Transfer ownership to an admin before you leave the team.')
    expect((await membershipOf(server, 'leave-owner@ngo.org')).organizationId).toBe(org.id)
  })

  it('a removed member’s access ends at once: the next page no longer shows the team’s grants', async () => {
    const { owner, editor, org } = await team('Remove', ['editor'])
    expect((await save(owner, 'Community Radio Fund')).status).toBe(302)
    expect(text((await editor!.page('/dashboard')).html)).toContain('Community Radio Fund')
    expect((await owner.post('/team', { intent: 'remove', id: await userIdOf('remove-editor@ngo.org') })).status).toBe(303)

    const dashboard = text((await editor!.page('/dashboard')).html)
    expect(dashboard).not.toContain('Community Radio Fund')
    // They are told why, the next time they look.
    expect(text((await editor!.page('/notifications')).html)).toContain('You are no longer a member of the Remove Trust team. Your account now has an organization of its own.')
    expect(text((await editor!.page('/team')).html)).not.toContain('Remove Owner')
    // What they save now is their own organization's, not the team's.
    await save(editor!, 'Seed Bank Award')
    const teamSaved = await server.services.db
      .select()
      .from(userSavedGrants)
      .where(and(eq(userSavedGrants.organizationId, org.id), eq(userSavedGrants.grantId, grantIds['Seed Bank Award'])))
    expect(teamSaved).toHaveLength(0)
  })

  it('the owner gives ownership to an admin, and becomes an admin who may then leave', async () => {
    const { owner, admin } = await team('Transfer', ['admin', 'editor'])
    const toEditor = await owner.post('/team', { intent: 'transfer', id: await userIdOf('transfer-editor@ngo.org') })
    expect(toEditor.status).toBe(400)
    expect(text(await toEditor.text())).toContain('Ownership goes to an admin: make them an admin first.')
    // Only the owner gives ownership.
    const byAdmin = await admin!.post('/team', { intent: 'transfer', id: await userIdOf('transfer-admin@ngo.org') })
    expect(byAdmin.status).toBe(302)
    expect(messages((await admin!.follow(byAdmin)).html, 'status')).toContain(NOT_ALLOWED)

    const transferred = await owner.post('/team', { intent: 'transfer', id: await userIdOf('transfer-admin@ngo.org') })
    expect(messages((await owner.follow(transferred)).html, 'status')).toContain('Ownership transferred. You are now an admin.')
    expect((await membershipOf(server, 'transfer-admin@ngo.org')).role).toBe('owner')
    expect((await membershipOf(server, 'transfer-owner@ngo.org')).role).toBe('admin')
    expect((await owner.post('/team', { intent: 'leave' })).status).toBe(303)
  })

  it('an owner’s account is not deleted while the team has other members; after a transfer it is', async () => {
    const { owner, admin } = await team('Delete', ['admin'])
    const ownerId = await userIdOf('delete-owner@ngo.org')
    expect(await deleteAccount(server.services, ownerId)).toBe('ownsTeam')
    expect((await membershipOf(server, 'delete-owner@ngo.org')).role).toBe('owner')
    await owner.post('/team', { intent: 'transfer', id: await userIdOf('delete-admin@ngo.org') })
    expect(await deleteAccount(server.services, ownerId)).toBe('deleted')
    const org = await organizationOf(server, 'delete-admin@ngo.org')
    expect(await server.services.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, org.id))).toHaveLength(1)
    expect(text((await admin!.page('/team/activity')).html)).toContain('Delete Owner left the team')
  })
})

describe('API keys of someone who leaves the team', () => {
  const KEY = /hrb_[A-Za-z0-9_-]{43}/
  const createKey = async (client: TestClient, name: string) => {
    const body = new URLSearchParams({ intent: 'create', name })
    body.append('scopes', 'pipeline:read')
    const res = await client.request('/team/api', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    const key = (await res.text()).match(KEY)?.[0]
    if (!key) throw new Error(`No key shown for ${name}`)
    return key
  }
  const pipeline = (key: string) => api(server, key, '/api/v1/pipeline/applications')

  it('are revoked when they are removed, leave or delete their account: audited, in the feed, and the owner is told in their language', async () => {
    const owner = await newMember(server, { email: 'keys-owner@ngo.org', name: 'Keys Owner', orgName: 'Keys Trust' })
    await onPlan(server, 'keys-owner@ngo.org', 'premium')
    const org = await organizationOf(server, 'keys-owner@ngo.org')
    const removed = await joinTeam(server, owner, { email: 'keys-removed@ngo.org', name: 'Rehema Removed', role: 'admin' })
    const leaver = await joinTeam(server, owner, { email: 'keys-leaver@ngo.org', name: 'Lemayian Leaver', role: 'admin' })
    const deleted = await joinTeam(server, owner, { email: 'keys-deleted@ngo.org', name: 'Dalila Deleted', role: 'admin' })
    const keys = {
      removed: await createKey(removed, 'Removed admin sync'),
      leaver: await createKey(leaver, 'Leaver admin sync'),
      deleted: await createKey(deleted, 'Deleted admin sync'),
      owner: await createKey(owner, 'Owner sync'),
    }
    for (const key of Object.values(keys)) expect((await pipeline(key)).status).toBe(200)
    // The owner reads French: the email about the keys comes in French.
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, org.userId))

    expect((await owner.post('/team', { intent: 'remove', id: await userIdOf('keys-removed@ngo.org') })).status).toBe(303)
    expect((await leaver.post('/team', { intent: 'leave' })).status).toBe(303)
    expect(await deleteAccount(server.services, await userIdOf('keys-deleted@ngo.org'))).toBe('deleted')

    for (const who of ['removed', 'leaver', 'deleted'] as const) {
      const res = await pipeline(keys[who])
      expect(res.status, who).toBe(401)
      expect(res.json.message, who).toBe('This API key has been revoked.')
    }
    // The owner's own key, and the team's access, are untouched.
    expect((await pipeline(keys.owner)).status).toBe(200)
    const rows = await server.services.db.select().from(apiKeys).where(eq(apiKeys.organizationId, org.id))
    expect(
      rows
        .filter((r) => r.revokedAt)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Deleted admin sync', 'Leaver admin sync', 'Removed admin sync'])
    expect(rows.find((r) => r.name === 'Removed admin sync')!.revokedBy).toBe(org.userId)

    // Audited with the reason, and in the team's activity feed.
    const audits = await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.revoked'))
    const reasons = Object.fromEntries(audits.filter((a) => rows.some((r) => r.id === a.entityId)).map((a) => [(a.after as { name: string }).name, (a.after as { reason: string }).reason]))
    expect(reasons).toEqual({ 'Removed admin sync': 'member.removed', 'Leaver admin sync': 'member.left', 'Deleted admin sync': 'account.deleted' })
    const feed = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, org.id), eq(activityEvents.verb, 'apiKey.revokedWithMember')))
    expect(feed).toHaveLength(3)
    const activity = text((await owner.page('/team/activity')).html)
    expect(activity).toContain('révoquée')
    await server.services.db.update(profiles).set({ language: 'en' }).where(eq(profiles.userId, org.userId))
    const english = text((await owner.page('/team/activity')).html)
    expect(english).toContain('The API key “Removed admin sync” that Rehema Removed created was revoked: they are no longer on the team')
    expect(english).toContain('The API key “Leaver admin sync” that Lemayian Leaver created was revoked: they are no longer on the team')

    // The owner is told in the app and by email (in French, their language then).
    const notices = text((await owner.page('/notifications')).html)
    expect(notices).toContain('Rehema Removed is no longer on the team: the API key they created (Removed admin sync) was revoked.')
    expect(notices).toContain('Dalila Deleted is no longer on the team')
    const mail = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'keys-owner@ngo.org' && m.subject.includes('Clés d’API'))
    const app = server.services.config.appName
    expect(mail.map((m) => m.subject).sort()).toEqual([
      `Clés d’API de Dalila Deleted révoquées sur ${app}`,
      `Clés d’API de Lemayian Leaver révoquées sur ${app}`,
      `Clés d’API de Rehema Removed révoquées sur ${app}`,
    ])
    expect(mail[0].text).toContain('/team/api')
    // No one else's keys were touched, and a member without keys leaves no notice.
    expect(notices).not.toContain('Keys Owner is no longer')
  })

  it('are revoked when an admin is demoted below the role that manages keys: audited, in the feed, the owner told with the names listed', async () => {
    const owner = await newMember(server, { email: 'demote-owner@ngo.org', name: 'Demote Owner', orgName: 'Demote Trust' })
    await onPlan(server, 'demote-owner@ngo.org', 'premium')
    const org = await organizationOf(server, 'demote-owner@ngo.org')
    const admin = await joinTeam(server, owner, { email: 'demote-admin@ngo.org', name: 'Dede Demoted', role: 'admin' })
    const kept = await joinTeam(server, owner, { email: 'demote-kept@ngo.org', name: 'Kito Kept', role: 'admin' })
    const keys = [await createKey(admin, 'Reporting'), await createKey(admin, 'تقارير'), await createKey(admin, 'Sync')]
    const keptKey = await createKey(kept, 'Kept admin sync')
    for (const key of [...keys, keptKey]) expect((await pipeline(key)).status).toBe(200)
    // The owner reads French: the email comes in French, its list joined the French way.
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, org.userId))

    expect((await owner.post('/team', { intent: 'role', id: await userIdOf('demote-admin@ngo.org'), role: 'editor' })).status).toBe(303)
    expect((await membershipOf(server, 'demote-admin@ngo.org')).role).toBe('editor')
    for (const key of keys) {
      const res = await pipeline(key)
      expect(res.status).toBe(401)
      expect(res.json.message).toBe('This API key has been revoked.')
    }
    // Another admin's key is untouched, and a change between roles that may not manage keys revokes nothing more.
    expect((await pipeline(keptKey)).status).toBe(200)
    expect((await owner.post('/team', { intent: 'role', id: await userIdOf('demote-admin@ngo.org'), role: 'viewer' })).status).toBe(303)

    const rows = await server.services.db.select().from(apiKeys).where(eq(apiKeys.organizationId, org.id))
    expect(
      rows
        .filter((r) => r.revokedAt)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Reporting', 'Sync', 'تقارير'])
    expect(rows.find((r) => r.name === 'Sync')!.revokedBy).toBe(org.userId)
    const audits = await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.revoked'))
    const mine = audits.filter((a) => rows.some((r) => r.id === a.entityId))
    expect(mine).toHaveLength(3)
    expect(mine.map((a) => (a.after as { reason: string }).reason)).toEqual(['member.demoted', 'member.demoted', 'member.demoted'])
    const feed = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, org.id), eq(activityEvents.verb, 'apiKey.revokedWithRole')))
    expect(feed).toHaveLength(3)

    // The email: in French, each name isolated, the list joined with « et ».
    const mail = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'demote-owner@ngo.org' && m.subject.includes('Clés d’API'))
    expect(mail.map((m) => m.subject)).toEqual([`Clés d’API de Dede Demoted révoquées sur ${server.services.config.appName}`])
    expect(mail[0].text).toContain('n’est plus admin de Demote Trust')
    expect(mail[0].text).toContain('\u2068Reporting\u2069, \u2068Sync\u2069 et \u2068تقارير\u2069')
    // The notification, in the owner's language when read: English now.
    await server.services.db.update(profiles).set({ language: 'en' }).where(eq(profiles.userId, org.userId))
    const noticesHtml = (await owner.page('/notifications')).html
    expect(text(noticesHtml)).toContain('Dede Demoted no longer manages the team’s API keys: the 3 API keys they created (Reporting, Sync, and تقارير) were revoked.')
    // Each name isolated on its own, not the list as a whole.
    expect(noticesHtml).toContain('(\u2068Reporting\u2069, \u2068Sync\u2069, and \u2068تقارير\u2069)')
    expect(text((await owner.page('/team/activity')).html)).toContain('The API key “Sync” that Dede Demoted created was revoked: they no longer manage the team’s API keys')
  })

  it('stop working once their creator is no longer in the team, even if nothing revoked them; the migration revokes them', async () => {
    const owner = await newMember(server, { email: 'gone-owner@ngo.org', name: 'Gone Owner', orgName: 'Gone Trust' })
    await onPlan(server, 'gone-owner@ngo.org', 'premium')
    const org = await organizationOf(server, 'gone-owner@ngo.org')
    const admin = await joinTeam(server, owner, { email: 'gone-admin@ngo.org', name: 'Gladys Gone', role: 'admin' })
    const demoted = await joinTeam(server, owner, { email: 'gone-demoted@ngo.org', name: 'Dan Demoted', role: 'admin' })
    const key = await createKey(admin, 'Gone admin sync')
    const demotedKey = await createKey(demoted, 'Demoted admin sync')
    const ownerKey = await createKey(owner, 'Gone owner sync')
    for (const k of [key, demotedKey, ownerKey]) expect((await pipeline(k)).status).toBe(200)
    // As members removed or demoted before keys were revoked with them: the rows change, the keys do not.
    const adminId = await userIdOf('gone-admin@ngo.org')
    await server.services.db.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, adminId)))
    await server.services.db
      .update(organizationMembers)
      .set({ role: 'viewer' })
      .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, await userIdOf('gone-demoted@ngo.org'))))
    expect((await server.services.db.select().from(apiKeys).where(eq(apiKeys.organizationId, org.id))).filter((r) => r.revokedAt)).toEqual([])

    for (const k of [key, demotedKey]) {
      const res = await pipeline(k)
      expect(res.status).toBe(401)
      expect(res.json.message).toBe('This API key has been revoked.')
    }
    expect((await pipeline(ownerKey)).status).toBe(200)

    // The data migration revokes such keys, audited, and leaves the owner's alone.
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '20261128175222_revoke-former-members-keys.sql'), 'utf8')
    for (const statement of migration.split('--> statement-breakpoint')) await server.services.db.execute(sql.raw(statement))
    const rows = await server.services.db.select().from(apiKeys).where(eq(apiKeys.organizationId, org.id))
    expect(
      rows
        .filter((r) => r.revokedAt)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Demoted admin sync', 'Gone admin sync'])
    const audits = await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.revoked'))
    const gone = audits.filter((a) => rows.some((r) => r.id === a.entityId))
    expect(gone.map((a) => (a.after as { reason: string; createdBy: string }).reason)).toEqual(['member.gone', 'member.gone'])
    expect(gone.map((a) => (a.after as { createdBy: string }).createdBy)).toContain(adminId)
    expect((await pipeline(ownerKey)).status).toBe(200)
  })
})

describe('The activity feed', () => {
  it('lists who did what, newest first, on /team/activity and the latest on the dashboard, to every role', async () => {
    const { owner, admin, viewer, org } = await team('Feed', ['admin', 'viewer'])
    await save(owner, 'Rainwater Harvesting Grant')
    await save(admin!, 'Seed Bank Award')
    await save(admin!, 'Seed Bank Award', false)
    await owner.post(`/grant/${grantIds['Community Radio Fund']}/apply`, {})
    const [application] = await server.services.db.select({ id: applications.id }).from(applications).where(eq(applications.organizationId, org.id))
    expect((await admin!.post(`/dashboard/applications/${application.id}`, { status: 'draft', submissionDate: '', amountAwarded: '', notes: 'Budget table to redo' })).status).toBe(302)
    await owner.post('/team', { intent: 'role', id: await userIdOf('feed-viewer@ngo.org'), role: 'editor' })

    const feed = text((await viewer!.page('/team/activity')).html)
    const lines = [
      'Feed Owner made Feed viewer Editor',
      'Feed admin moved the application for “Community Radio Fund” to Draft',
      'Feed Owner started an application for “Community Radio Fund”',
      'Feed admin removed “Seed Bank Award” from the saved grants',
      'Feed admin saved “Seed Bank Award”',
      'Feed Owner saved “Rainwater Harvesting Grant”',
      'Feed viewer joined the team as Viewer',
      'Feed Owner invited f…@ngo.org as Viewer',
      'Feed admin joined the team as Admin',
      'Feed Owner invited f…@ngo.org as Admin',
    ]
    let at = -1
    for (const line of lines) {
      const index = feed.indexOf(line)
      expect(index, line).toBeGreaterThan(at)
      at = index
    }
    // Titles and names only: never what a note says.
    expect(feed).not.toContain('Budget table to redo')
    const dashboard = text((await viewer!.page('/dashboard')).html)
    expect(dashboard).toContain('Team activity')
    expect(dashboard).toContain('Feed Owner made Feed viewer Editor')
  })

  it('pages by entry: 30 a page, “Older entries” to the next, nothing repeated', async () => {
    const owner = await newMember(server, { email: 'pages-owner@ngo.org', name: 'Pages Owner' })
    const org = await organizationOf(server, 'pages-owner@ngo.org')
    for (let n = 1; n <= 35; n++)
      await recordActivity(server.services.db, {
        organizationId: org.id,
        actorId: org.userId,
        verb: 'grant.saved',
        subjectType: 'grant',
        subjectId: grantIds['Seed Bank Award'],
        data: { grant: `Grant number ${n}` },
      })
    const first = await owner.page('/team/activity')
    const firstText = text(first.html)
    expect(firstText).toContain('Pages Owner saved “Grant number 35”')
    expect(firstText).toContain('Pages Owner saved “Grant number 6”')
    expect(firstText).not.toContain('Grant number 5”')
    const older = first.html.match(/href="(\/team\/activity\?before=\d+)"/)?.[1]
    expect(older).toBeDefined()
    const second = text((await owner.page(older!)).html)
    for (const n of [5, 4, 3, 2, 1]) expect(second).toContain(`Grant number ${n}”`)
    expect(second).not.toContain('Grant number 6”')
    expect(second).toContain('Newest entries')
    expect(second).not.toContain('Older entries')
    // Another team's feed is not this one's.
    expect(text((await (await newMember(server, { email: 'pages-other@ngo.org' })).page('/team/activity')).html)).not.toContain('Grant number')
  })
})
