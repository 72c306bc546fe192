import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPERT_IMAGES_PER_MONTH } from '../../app/catalog/assistant.ts'
import { assistantUsage, expertAiImages, experts } from '../../app/db/schema/index.ts'
import { expertMonthUse } from '../../app/domain/assistant/ask-assistant.server.ts'
import { localImage } from '../../app/domain/assistant/local-model/image.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { generateExpertImage } from '../../app/domain/expert-ai/generate-expert-image.server.ts'
import { imagePrompt } from '../../app/domain/expert-ai/image-prompt.ts'
import { deleteAccount } from '../../app/domain/team/delete-account.server.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { makeExpert } from '../support/experts.ts'
import { type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Image generation for Elite experts (issue 28 §2, ADR 082) on the local model's Images API: the
 * expert opts in, generates, lists, downloads and deletes their image; Pro and Basic are refused;
 * the month's image allowance holds under the lock; a failed call leaves nothing and costs nothing;
 * nobody else reaches an expert's image; staff see the cost under the purpose "Image".
 */
let model: LocalModel
let server: TestServer

beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({
    env: { LLM_URL: model.url, LLM_MODEL: 'local', LLM_IMAGE_MODEL: 'local-image', LLM_PRICE_PER_IMAGE: '0.04', CRAWL_ALLOW_HOSTS: `127.0.0.1:${model.port}` },
  })
})
afterAll(async () => {
  await server?.close()
  await model?.close()
})

let count = 0
function expert(tier: 'basic' | 'pro' | 'elite') {
  count++
  return makeExpert(server, `expert-images-${count}@example.org`, { name: `Image Expert ${count}`, tier })
}
const optIn = (client: TestClient) => client.post('/expert/assistant', { intent: 'consent' })
const imagesOf = (expertId: string) => server.services.db.select().from(expertAiImages).where(eq(expertAiImages.expertId, expertId))
const imageRequests = () => model.requests.filter((r) => r.task === 'image')
const ASKED = { intent: 'generate', purpose: 'proposal_cover', size: '1536x1024', description: 'Women farmers sorting cassava at a cooperative in Kilifi' }

/** The width and height a PNG's IHDR chunk states. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

describe('Image generation', () => {
  it('generates an Elite expert’s image once they opt in, lists it marked AI-generated, serves it to them alone, and deletes it', async () => {
    const elite = await expert('elite')
    const page = await elite.client.page('/expert/images')
    expect(page.status).toBe(200)
    const before = text(page.html)
    expect(before).toContain('What is sent to the model')
    expect(before).toContain('local-image')
    expect(before).toContain(`0 of ${EXPERT_IMAGES_PER_MONTH.elite} images used this month`)
    expect(before).toContain('No images yet.')

    // Nothing is sent before the opt-in.
    const refused = await elite.client.post('/expert/images', ASKED)
    expect(refused.status).toBe(409)
    const refusedHtml = await refused.text()
    expect(text(refusedHtml)).toContain('Opt in on the assistant page first')
    expect(refusedHtml).toContain(ASKED.description)
    expect(imageRequests()).toHaveLength(0)

    await optIn(elite.client)
    const made = await elite.client.post('/expert/images', ASKED)
    expect(made.status).toBe(303)
    const [image] = await imagesOf(elite.expertId)
    expect(made.headers.get('location')).toBe(`/expert/images#image-${image.id}`)

    // What went to the model: the Images API's body, the purpose's sentence and the description only.
    const sent = imageRequests().at(-1)!
    const prompt = imagePrompt('proposal_cover', ASKED.description)
    expect(sent).toMatchObject({ model: 'local-image', size: '1536x1024', messages: [{ role: 'user', content: prompt }] })
    expect(image).toMatchObject({ purpose: 'proposal_cover', size: '1536x1024', description: ASKED.description, prompt, model: 'local-image', contentType: 'image/png' })

    const listed = await elite.client.page('/expert/images')
    expect(text(listed.html)).toContain('AI-generated')
    expect(text(listed.html)).toContain(`1 of ${EXPERT_IMAGES_PER_MONTH.elite} images used this month`)
    expect(listed.html).toContain(`alt="AI-generated image: ${ASKED.description}"`)
    expect(listed.html).toContain(`src="/expert/images/${image.id}"`)

    // The download is the model's PNG, named as AI-generated.
    const download = await elite.client.get(`/expert/images/${image.id}?download=1`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/png')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="ai-generated-proposal-cover-\d{4}-\d{2}-\d{2}\.png"$/)
    const bytes = Buffer.from(await download.arrayBuffer())
    expect(pngSize(bytes)).toEqual({ width: 1536, height: 1024 })
    expect(bytes.equals(localImage(prompt, 1536, 1024))).toBe(true)

    // One completed call of purpose "image", at the price per image; the text allowance is untouched.
    const usage = await server.services.db.select().from(assistantUsage).where(eq(assistantUsage.id, image.usageId!))
    expect(usage[0]).toMatchObject({ purpose: 'image', status: 'completed', model: 'local-image', costUsd: 0.04, expertId: elite.expertId })
    expect(await expertMonthUse(server.services.db, elite.expertId)).toBe(0)
    expect(await expertMonthUse(server.services.db, elite.expertId, new Date(), 'image')).toBe(1)
    const admin = await signedInAdmin(server, 'images-admin@example.org', 'Images Admin')
    expect(text((await admin.page('/admin/assistant')).html)).toMatch(new RegExp(`Grant expert Image Expert ${count}\\b[^]*Image: 1 `))

    // Nobody else reaches it: another Elite expert, staff, and a delete by someone else.
    const other = await expert('elite')
    expect((await other.client.get(`/expert/images/${image.id}`)).status).toBe(404)
    expect((await admin.get(`/expert/images/${image.id}`)).status).toBe(404)
    expect((await other.client.post('/expert/images', { intent: 'delete', id: image.id })).status).toBe(404)
    expect(text((await other.client.page('/expert/images')).html)).not.toContain(ASKED.description)
    expect(await imagesOf(elite.expertId)).toHaveLength(1)

    // The owner deletes it: the row and the file go.
    expect((await elite.client.post('/expert/images', { intent: 'delete', id: image.id })).status).toBe(303)
    expect(await imagesOf(elite.expertId)).toHaveLength(0)
    expect(await server.services.storage.get(image.storageKey)).toBeNull()
    expect((await elite.client.get(`/expert/images/${image.id}`)).status).toBe(404)
  })

  it('goes with the expert’s account: deleting it removes their images’ files and their photo’s', async () => {
    const elite = await expert('elite')
    await optIn(elite.client)
    expect((await elite.client.post('/expert/images', ASKED)).status).toBe(303)
    const [image] = await imagesOf(elite.expertId)
    const photoKey = `experts/${elite.expertId}/photo`
    await server.services.storage.put(photoKey, new Uint8Array([137, 80, 78, 71]))
    await server.services.db.update(experts).set({ profileImageUrl: photoKey }).where(eq(experts.id, elite.expertId))
    // Another expert's image stays.
    const other = await expert('elite')
    await optIn(other.client)
    await other.client.post('/expert/images', ASKED)
    const [kept] = await imagesOf(other.expertId)

    expect(await deleteAccount(server.services, elite.userId)).toBe('deleted')
    expect(await imagesOf(elite.expertId)).toHaveLength(0)
    expect(await server.services.storage.get(image.storageKey)).toBeNull()
    expect(await server.services.storage.get(photoKey)).toBeNull()
    expect(await server.services.storage.get(kept.storageKey)).not.toBeNull()
  })

  it('refuses Pro and Basic experts on the server (403), sends nothing, and links the page from Elite workspaces only', async () => {
    const sent = imageRequests().length
    for (const tier of ['basic', 'pro'] as const) {
      const made = await expert(tier)
      await optIn(made.client)
      expect(text((await made.client.page('/expert/images')).html)).toContain('does not include this feature')
      expect((await made.client.post('/expert/images', ASKED)).status).toBe(403)
      expect((await made.client.page('/expert')).html).not.toContain('href="/expert/images"')
      expect(await imagesOf(made.expertId)).toHaveLength(0)
    }
    expect(imageRequests()).toHaveLength(sent)
    const elite = await expert('elite')
    expect((await elite.client.page('/expert')).html).toContain('href="/expert/images"')
    // The membership card sells it as included: no "Coming soon", no "not offered".
    const cards = text((await server.client().page('/grant-experts')).html)
    expect(cards).toContain('AI image generation')
    expect(cards).not.toContain('Needs an image model')
  })

  it("holds the month's image allowance under the lock: of two requests for the last image one is refused, failed calls are not counted", async () => {
    const elite = await expert('elite')
    await optIn(elite.client)
    const limit = EXPERT_IMAGES_PER_MONTH.elite
    const rows = (n: number, status: 'completed' | 'failed') => Array.from({ length: n }, () => ({ expertId: elite.expertId, purpose: 'image' as const, model: 'local-image', status }))
    await server.services.db.insert(assistantUsage).values([...rows(limit - 1, 'completed'), ...rows(3, 'failed')])
    const generate = () => generateExpertImage(server.services, { expertId: elite.expertId, userId: elite.userId, purpose: 'report_illustration', size: '1024x1024', description: 'A borehole' })
    const results = await Promise.all([generate(), generate()])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'allowance')).toHaveLength(1)
    const refused = await elite.client.post('/expert/images', ASKED)
    expect(refused.status).toBe(409)
    const html = await refused.text()
    expect(text(html)).toContain("You have used this month's images")
    expect(html).toContain(ASKED.description)
    expect(await imagesOf(elite.expertId)).toHaveLength(1)
    // The text features keep their own allowance.
    expect(await expertMonthUse(server.services.db, elite.expertId)).toBe(0)
  })

  it('leaves no image, no file and no count when the model fails', async () => {
    const elite = await expert('elite')
    await optIn(elite.client)
    model.failNext()
    const failed = await elite.client.post('/expert/images', ASKED)
    expect(failed.status).toBe(502)
    expect(text(await failed.text())).toContain('Nothing was counted')
    expect(await imagesOf(elite.expertId)).toHaveLength(0)
    const usage = await server.services.db
      .select()
      .from(assistantUsage)
      .where(and(eq(assistantUsage.expertId, elite.expertId), eq(assistantUsage.purpose, 'image')))
    expect(usage.map((u) => u.status)).toEqual(['failed'])
    expect(await expertMonthUse(server.services.db, elite.expertId, new Date(), 'image')).toBe(0)
  })
})

describe('Image generation without an image model', () => {
  let bare: TestServer
  beforeAll(async () => {
    bare = await startTestServer({ env: { LLM_URL: model.url, LLM_MODEL: 'local', CRAWL_ALLOW_HOSTS: `127.0.0.1:${model.port}` } })
  })
  afterAll(async () => {
    await bare?.close()
  })

  it('is not shown: the page and its image route are 404, the workspace does not link it, and the Elite card says it needs an image model', async () => {
    const made = await makeExpert(bare, 'expert-images-bare@example.org', { name: 'Bare Expert', tier: 'elite' })
    await made.client.post('/expert/assistant', { intent: 'consent' })
    const sent = imageRequests().length
    expect((await made.client.page('/expert/images')).status).toBe(404)
    expect((await made.client.post('/expert/images', ASKED)).status).toBe(404)
    const workspace = (await made.client.page('/expert')).html
    expect(workspace).toContain('href="/expert/drafting"')
    expect(workspace).not.toContain('href="/expert/images"')
    expect(imageRequests()).toHaveLength(sent)
    const cards = await bare.client().page('/grant-experts')
    expect(text(cards.html)).toMatch(/AI image generation\s*Needs an image model — not offered here/)
    expect(text(cards.html)).not.toMatch(/AI content generation\s*Needs/)
  })
})
