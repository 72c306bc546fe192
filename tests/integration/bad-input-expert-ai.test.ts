import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe } from 'vitest'
import { EXPERT_AI_BRIEF_MAX, EXPERT_AI_DRAFT_MAX, EXPERT_AI_NOTE_MAX, EXPERT_AI_QUESTION_MAX, EXPERT_IMAGE_PROMPT_MAX } from '../../app/catalog/expert-ai.ts'
import { ENGAGEMENT_LIMITS } from '../../app/catalog/text-limits.ts'
import { assistantUsage, expertAiDrafts, expertAiImages, expertAiMessages, experts, projectRequests, requestMessages } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, line, lines } from '../support/bad-input.ts'
import { makeExpert, verifyOrganization } from '../support/experts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the experts' AI forms (ADR 081), generated like the other bad-input suites: the
 * chat question, content generation's brief and the saved draft, the scoping note with its
 * milestone plan, and image generation's purpose, size and description (ADR 082). A refusal shows
 * the field's message, keeps what was typed and writes nothing (no turn kept, no draft, no request
 * message, no image, no model call counted).
 */
let model: LocalModel
let server: TestServer
let expert: TestClient
let expertId: string
let requestId: string
beforeAll(async () => {
  model = await startLocalModel()
  server = await startTestServer({ env: { LLM_URL: model.url, LLM_MODEL: 'local', LLM_IMAGE_MODEL: 'local', CRAWL_ALLOW_HOSTS: `127.0.0.1:${model.port}` } })
  const made = await makeExpert(server, 'expert-ai-bad@example.org', { sectors: ['health'] })
  expertId = made.expertId
  expert = made.client
  await server.services.db.update(experts).set({ membershipTier: 'elite', country: 'KE' }).where(eq(experts.id, expertId))
  await expert.post('/expert/assistant', { intent: 'consent' })
  await newMember(server, { email: 'expert-ai-bad-ngo@example.org', orgName: 'Afya Bora Trust' })
  const org = await verifyOrganization(server, 'expert-ai-bad-ngo@example.org', 'elite')
  const [row] = await server.services.db
    .insert(projectRequests)
    .values({
      grantSeekerId: org.userId,
      organizationId: org.id,
      expertId,
      projectTitle: 'Scoping for bad input',
      projectDescription: 'A request whose thread takes the generated scoping notes.',
      budgetMax: 1_000_000,
    })
    .returning({ id: projectRequests.id })
  requestId = row.id
})
afterAll(async () => {
  console.log(`bad-input (expert AI forms): ${casesRun()} generated cases run`)
  await server?.close()
  await model?.close()
})

const everything = async () => ({
  turns: await server.services.db.select().from(expertAiMessages),
  drafts: await server.services.db.select().from(expertAiDrafts),
  messages: await server.services.db.select().from(requestMessages),
  images: await server.services.db.select().from(expertAiImages),
  usage: await server.services.db.select().from(assistantUsage),
})

describe('The chat question refuses bad input', () => {
  const fields: FieldSpec[] = [
    lines(
      'question',
      t('expertAi.chat.question'),
      'How long should a need statement be?',
      EXPERT_AI_QUESTION_MAX,
      t('expertAi.chat.questionMax', { max: EXPERT_AI_QUESTION_MAX }),
      t('expertAi.chat.questionRequired'),
    ),
  ]
  describeForm(
    formSpec(
      () => expert,
      'chat question',
      () => '/expert/assistant',
      { intent: 'ask' },
      fields,
      {
        snapshot: everything,
        stored: async () => {
          const [newest] = await server.services.db.select().from(expertAiMessages).where(eq(expertAiMessages.role, 'user')).orderBy(desc(expertAiMessages.createdAt)).limit(1)
          return newest?.content ?? null
        },
        shownAt: '/expert/assistant',
      },
    ),
    fields,
  )
})

describe('Content generation refuses bad input', () => {
  const section = choice('section', 'need_statement', t('expertAi.content.sectionInvalid'), t('expertAi.content.sectionInvalid'))
  const project = line('project', t('expertAi.content.project'), 'Kilifi clinics', 200, t('expertAi.content.projectMax', { max: 200 }), t('expertAi.content.projectRequired'))
  const brief = [
    section,
    project,
    lines(
      'brief',
      t('expertAi.content.brief'),
      'Maternal deaths in Kilifi are high.',
      EXPERT_AI_BRIEF_MAX,
      t('expertAi.content.briefMax', { max: EXPERT_AI_BRIEF_MAX }),
      t('expertAi.content.briefRequired'),
    ),
  ]
  describeForm(
    formSpec(
      () => expert,
      'section brief',
      () => '/expert/drafting',
      { intent: 'generate' },
      brief,
      { snapshot: everything, accepted: [200] },
    ),
    brief,
  )
  const draft = [
    section,
    project,
    lines('content', t('expertAi.content.draft'), 'My edited need statement.', EXPERT_AI_DRAFT_MAX, t('expertAi.content.draftMax', { max: EXPERT_AI_DRAFT_MAX }), t('expertAi.content.draftRequired')),
  ]
  describeForm(
    formSpec(
      () => expert,
      'saved draft',
      () => '/expert/drafting',
      { intent: 'save' },
      draft,
      {
        snapshot: everything,
        stored: async (field) => {
          const [newest] = await server.services.db.select().from(expertAiDrafts).orderBy(desc(expertAiDrafts.createdAt)).limit(1)
          return newest ? (newest as unknown as Record<string, unknown>)[field] : null
        },
        shownAt: '/expert/drafting',
      },
    ),
    draft,
  )
})

describe('The scoping note refuses bad input', () => {
  const fields: FieldSpec[] = [
    lines(
      'note',
      t('expertAi.scoping.note'),
      'I will scope this with you on a call first.',
      EXPERT_AI_NOTE_MAX,
      t('expertAi.scoping.noteMax', { max: EXPERT_AI_NOTE_MAX }),
      t('expertAi.scoping.noteRequired'),
    ),
    line(
      'title',
      t('engagements.milestoneTitle'),
      'Call and outline',
      ENGAGEMENT_LIMITS.titleMax,
      t('engagements.titleMax', { max: ENGAGEMENT_LIMITS.titleMax }),
      t('engagements.titleMin', { min: ENGAGEMENT_LIMITS.titleMin }),
    ),
    { name: 'dueDate', kind: 'date', label: t('expertAi.scoping.dueLabel'), valid: '2031-03-10', format: t('engagements.dueDateInvalid') },
  ]
  describeForm(
    formSpec(
      () => expert,
      'scoping note',
      () => `/requests/${requestId}/scoping`,
      { intent: 'send', amountUsd: '500' },
      fields,
      { snapshot: everything, shownAt: `/requests/${requestId}`, client: expert },
    ),
    fields,
  )
})

describe('Image generation refuses bad input', () => {
  const fields: FieldSpec[] = [
    choice('purpose', 'proposal_cover', t('expertAi.images.purposeInvalid'), t('expertAi.images.purposeInvalid')),
    choice('size', '1024x1024', t('expertAi.images.sizeInvalid'), t('expertAi.images.sizeInvalid')),
    lines(
      'description',
      t('expertAi.images.description'),
      'Women farmers sorting cassava at a cooperative in Kilifi.',
      EXPERT_IMAGE_PROMPT_MAX,
      t('expertAi.images.descriptionMax', { max: EXPERT_IMAGE_PROMPT_MAX }),
      t('expertAi.images.descriptionRequired'),
    ),
  ]
  describeForm(
    formSpec(
      () => expert,
      'image request',
      () => '/expert/images',
      { intent: 'generate' },
      fields,
      {
        snapshot: everything,
        stored: async (field) => {
          const [newest] = await server.services.db.select().from(expertAiImages).orderBy(desc(expertAiImages.createdAt)).limit(1)
          return newest ? (newest as unknown as Record<string, unknown>)[field] : null
        },
        shownAt: '/expert/images',
        client: expert,
      },
    ),
    fields,
  )
})
