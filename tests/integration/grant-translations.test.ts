import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assistantUsage, grants, grantTranslations, profiles } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { translateGrant } from '../../app/domain/assistant/translate-grant.server.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Grants in the reader's language (issue 28 §1, ADR 072), against the local model: a French grant
 * read in Swahili, translated on demand by a member whose organization opted in, marked as a machine
 * translation with the original one tap away, made once per grant and language (concurrent requests
 * share one call) and shown to every later reader of that language without a call; staff correct it.
 */
let model: LocalModel
let server: TestServer
let bare: TestServer
let amina: TestClient
let baraka: TestClient
let admin: TestClient
const ids: Record<string, string> = {}
const FRENCH = {
  title: 'Fonds pour l’eau potable à Kisumu',
  description: 'Subventions de 25 000 USD pour les associations qui construisent des puits au Kenya.\nDate limite : 30 juin 2027.',
  eligibility: 'Organisations enregistrées au Kenya depuis au moins deux ans.',
}

const swahili = async (email: string) => {
  const { userId } = await organizationOf(server, email)
  await server.services.db.update(profiles).set({ language: 'sw' }).where(eq(profiles.userId, userId))
}
const calls = () => model.requests.filter((r) => r.task === 'translation').length
const rows = (grantId: string) => server.services.db.select().from(grantTranslations).where(eq(grantTranslations.grantId, grantId))

beforeAll(async () => {
  model = await startLocalModel()
  const env = { LLM_URL: model.url, LLM_MODEL: 'local', LLM_PRICE_IN_PER_MTOK: '1', LLM_PRICE_OUT_PER_MTOK: '4' }
  const french = [
    grant({ ...FRENCH, language: 'fr' }),
    grant({ title: 'Appel à projets santé communautaire', description: 'Financement de 10 000 EUR pour des cliniques mobiles au Sénégal.', language: 'fr' }),
    grant({ title: 'Bourses pour l’agriculture durable', description: 'Jusqu’à 5 000 USD par coopérative au Bénin.', language: 'fr' }),
  ]
  server = await startTestServer({ env, grants: french })
  bare = await startTestServer({ grants: [grant({ ...FRENCH, language: 'fr' })] })
  for (const g of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids[g.title] = g.id
  amina = await newMember(server, { email: 'amina@translate.example', name: 'Amina Odhiambo', orgName: 'Kisumu Wells' })
  baraka = await newMember(server, { email: 'baraka@translate.example', name: 'Baraka Mwita', orgName: 'Mombasa Youth' })
  admin = await signedInAdmin(server, 'staff@translate.example')
  await swahili('amina@translate.example')
  await swahili('baraka@translate.example')
  await swahili('staff@translate.example')
})
afterAll(async () => {
  await server?.close()
  await bare?.close()
  await model?.close()
})

describe('A French grant read in Swahili', () => {
  it('offers "Translate to Kiswahili" as a form that works without JavaScript', async () => {
    const page = await amina.page(`/grant/${ids[FRENCH.title]}`)
    const form = page.html.match(new RegExp(`<form[^>]*action="/grant/${ids[FRENCH.title]}/translate"[^>]*>`))
    expect(form?.[0]).toContain('method="post"')
    expect(text(page.html)).toContain('Tafsiri kwa Kiswahili')
    expect(text(page.html)).toContain(FRENCH.title)
  })

  it('signed out, the button asks to sign in; nothing is sent', async () => {
    const before = calls()
    const response = await server.client().post(`/grant/${ids[FRENCH.title]}/translate`, {})
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/grant/${ids[FRENCH.title]}`)}`)
    expect(calls()).toBe(before)
  })

  it('without the organization’s consent nothing is sent and the member is told why', async () => {
    const before = calls()
    const response = await amina.post(`/grant/${ids[FRENCH.title]}/translate`, {})
    expect(response.status).toBe(303)
    const page = await amina.follow(response)
    expect(text(page.html)).toContain('Shirika lako halijawasha msaidizi')
    expect(calls()).toBe(before)
    expect(await rows(ids[FRENCH.title])).toEqual([])
  })

  it('with consent: one call, the translation shown marked as machine-made, the original one tap away', async () => {
    expect((await amina.post('/assistant', { intent: 'optIn' })).status).toBe(303)
    const before = calls()
    const response = await amina.post(`/grant/${ids[FRENCH.title]}/translate`, {})
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/grant/${ids[FRENCH.title]}?translated=1`)
    expect(calls()).toBe(before + 1)
    const sent = model.requests.at(-1)!
    expect(sent.messages[0].content).toMatch(/^Task: translation\nTarget: sw\n/)
    expect(JSON.parse(sent.messages[1].content)).toEqual(FRENCH)
    const page = await amina.follow(response)
    const words = text(page.html)
    // The local model's marked pseudo-translation: numbers, amounts, dates and names kept.
    expect(words).toContain('[sw] Fonds ruop uae’l elbatop à Kisumu')
    expect(words).toContain('25 000 USD')
    expect(words).toContain('Kenya')
    expect(words).toContain('Tafsiri ya mashine kutoka Français kwenda Kiswahili.')
    expect(page.html).toContain(`href="/grant/${ids[FRENCH.title]}"`)
    expect(words).toContain('Onyesha asili (Français)')
    expect(words).not.toContain(FRENCH.title)
    // The original, one tap away.
    expect(text((await amina.page(`/grant/${ids[FRENCH.title]}`)).html)).toContain(FRENCH.title)
    const [row] = await rows(ids[FRENCH.title])
    expect(row).toMatchObject({ language: 'sw', status: 'ready', requestedBy: (await organizationOf(server, 'amina@translate.example')).userId })
    const [usage] = await server.services.db.select().from(assistantUsage).where(eq(assistantUsage.id, row.usageId!))
    expect(usage).toMatchObject({ purpose: 'translation', status: 'completed' })
    expect(usage.costUsd).toBeGreaterThan(0)
  })

  it('is made once: another reader of Swahili, whose organization never opted in, reads it without a call', async () => {
    const before = calls()
    const page = await baraka.page(`/grant/${ids[FRENCH.title]}`)
    // Ready: a plain link shows it.
    expect(page.html).toContain(`href="/grant/${ids[FRENCH.title]}?translated=1"`)
    const shown = text((await baraka.page(`/grant/${ids[FRENCH.title]}?translated=1`)).html)
    expect(shown).toContain('[sw] Fonds ruop uae’l elbatop à Kisumu')
    expect((await baraka.post(`/grant/${ids[FRENCH.title]}/translate`, {})).headers.get('Location')).toBe(`/grant/${ids[FRENCH.title]}?translated=1`)
    expect(calls()).toBe(before)
    expect(await rows(ids[FRENCH.title])).toHaveLength(1)
  })

  it('concurrent requests for the same grant and language share one call', async () => {
    const grantId = ids['Appel à projets santé communautaire']
    const org = await organizationOf(server, 'amina@translate.example')
    const before = calls()
    const results = await Promise.all(Array.from({ length: 4 }, () => translateGrant(server.services, { grantId, language: 'sw', organizationId: org.id, userId: org.userId })))
    expect(results.every((r) => r.ok)).toBe(true)
    expect(calls()).toBe(before + 1)
    const titles = new Set(results.map((r) => (r.ok ? r.translation.title : '')))
    expect([...titles]).toEqual(['[sw] Appel à stejorp étnas eriatuanummoc'])
  })

  it('the translation is deterministic: the same text gives the same words', async () => {
    const org = await organizationOf(server, 'amina@translate.example')
    const grantId = ids['Bourses pour l’agriculture durable']
    const first = await translateGrant(server.services, { grantId, language: 'pt', organizationId: org.id, userId: org.userId })
    await server.services.db.delete(grantTranslations).where(and(eq(grantTranslations.grantId, grantId), eq(grantTranslations.language, 'pt')))
    const second = await translateGrant(server.services, { grantId, language: 'pt', organizationId: org.id, userId: org.userId })
    expect(first.ok && second.ok).toBe(true)
    if (first.ok && second.ok) expect(second.translation).toEqual(first.translation)
  })

  it('staff correct a wrong translation; readers see it marked corrected by staff', async () => {
    const grantId = ids[FRENCH.title]
    const staffView = await admin.page(`/grant/${grantId}?translated=1`)
    expect(staffView.html).toContain(`href="/admin/grants/${grantId}/translations"`)
    const page = await admin.page(`/admin/grants/${grantId}/translations`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('value="[sw] Fonds ruop uae’l elbatop à Kisumu"')
    const response = await admin.post(`/admin/grants/${grantId}/translations`, {
      language: 'sw',
      title: 'Mfuko wa maji safi ya kunywa Kisumu',
      description: 'Ruzuku za USD 25,000 kwa vyama vinavyojenga visima nchini Kenya.\nMwisho: 30 Juni 2027.',
      eligibility: 'Mashirika yaliyosajiliwa nchini Kenya kwa angalau miaka miwili.',
    })
    expect(response.status).toBe(303)
    const [row] = await rows(grantId)
    expect(row.correctedAt).not.toBeNull()
    expect(row.correctedBy).toBe((await organizationOf(server, 'staff@translate.example')).userId)
    const shown = text((await baraka.page(`/grant/${grantId}?translated=1`)).html)
    expect(shown).toContain('Mfuko wa maji safi ya kunywa Kisumu')
    expect(shown).toContain('Mashirika yaliyosajiliwa nchini Kenya')
    expect(shown).toContain('imesahihishwa na wafanyakazi')
    // Members cannot correct.
    const denied = await baraka.post(`/admin/grants/${grantId}/translations`, { language: 'sw', title: 'x', description: 'y' })
    expect(denied.status).toBe(302)
    expect((await rows(grantId))[0].title).toBe('Mfuko wa maji safi ya kunywa Kisumu')
  })

  it('an edited grant is translated anew', async () => {
    const grantId = ids[FRENCH.title]
    await server.services.db
      .update(grants)
      .set({ description: `${FRENCH.description} Nouveau : 40 000 USD.` })
      .where(eq(grants.id, grantId))
    const page = await baraka.page(`/grant/${grantId}?translated=1`)
    expect(text(page.html)).not.toContain('Mfuko wa maji safi')
    expect(page.html).toMatch(new RegExp(`action="/grant/${grantId}/translate"`))
    const before = calls()
    expect((await amina.post(`/grant/${grantId}/translate`, {})).status).toBe(303)
    expect(calls()).toBe(before + 1)
    const [row] = await rows(grantId)
    expect(row.correctedAt).toBeNull()
    expect(row.description).toContain('40 000 USD')
  })

  it('a reader of the grant’s own language is offered nothing', async () => {
    const jean = await newMember(server, { email: 'jean@translate.example', name: 'Jean Kouassi' })
    const { userId } = await organizationOf(server, 'jean@translate.example')
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, userId))
    const page = await jean.page(`/grant/${ids[FRENCH.title]}`)
    expect(page.html).not.toContain('/translate"')
  })
})

describe('Without a model', () => {
  it('no translate button, and the translate address is not found', async () => {
    const member = await newMember(bare, { email: 'reader@nomodel.example', name: 'Zawadi Reader' })
    const { userId } = await organizationOf(bare, 'reader@nomodel.example')
    await bare.services.db.update(profiles).set({ language: 'sw' }).where(eq(profiles.userId, userId))
    const [{ id }] = await bare.services.db.select({ id: grants.id }).from(grants)
    const page = await member.page(`/grant/${id}`)
    expect(page.status).toBe(200)
    expect(page.html).not.toContain('/translate')
    expect(text(page.html)).not.toContain('Tafsiri kwa')
    expect((await member.post(`/grant/${id}/translate`, {})).status).toBe(404)
  })
})
