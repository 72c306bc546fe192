import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_BRAND_CONTRAST } from '../../app/catalog/badge-check.ts'
import { organizations } from '../../app/db/schema/index.ts'
import { formatNumber, t } from '../../app/i18n/index.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { casesRun, choice, describeForm, type FieldSpec, formSpec, sendForm } from '../support/bad-input.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Bad input on the public profile's forms (issue 14, /profile/public), generated like the other
 * bad-input suites (tests/support/bad-input.ts): the settings (published, indexable, the fields
 * shown) and the Premium brand colours and logo removal. A refusal names the field's problem and
 * leaves the organization's profile as it was. The organization is on Premium, so white-label is
 * allowed.
 */
let server: TestServer
let owner: TestClient
let orgId: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await newMember(server, { name: 'Nia Mutua', email: 'public-bad@example.org', orgName: 'Rift Valley Growers' })
  orgId = (await organizationOf(server, 'public-bad@example.org')).id
  await server.services.db
    .update(organizations)
    .set({ plan: 'premium', planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(organizations.id, orgId))
})
afterAll(async () => {
  console.log(`bad-input (public profile): ${casesRun()} generated cases run`)
  await server?.close()
})

/** What either form may change: the organization's public profile, slug, colours and logo. */
const profileRow = async () =>
  (
    await server.services.db
      .select({ settings: organizations.publicProfile, slug: organizations.slug, primary: organizations.brandPrimary, accent: organizations.brandAccent, logo: organizations.logoKey })
      .from(organizations)
      .where(eq(organizations.id, orgId))
  )[0]

describe('The public profile settings refuse bad input field by field', () => {
  const fields: FieldSpec[] = [choice('enabled', 'on', t('publicProfile.badChoice')), choice('indexable', 'on', t('publicProfile.badChoice')), choice('fields', 'mission', t('publicProfile.badField'))]
  describeForm(
    formSpec(
      () => owner,
      'public profile settings',
      () => '/profile/public',
      { intent: 'settings' },
      fields,
      { snapshot: profileRow },
    ),
    fields,
  )
})

describe('The white-label form refuses bad colours and choices field by field', () => {
  const colour = (name: string, label: string): FieldSpec => choice(name, '#1a5c3a', t('publicProfile.colourFormat', { field: label }))
  const fields: FieldSpec[] = [
    colour('brandPrimary', t('publicProfile.brandPrimary')),
    colour('brandAccent', t('publicProfile.brandAccent')),
    { ...choice('removeLogo', 'on', t('publicProfile.badChoice')), refusalsOnly: true },
  ]
  describeForm(
    formSpec(
      () => owner,
      'white-label',
      () => '/profile/public',
      { intent: 'brand' },
      fields,
      { snapshot: profileRow },
    ),
    fields,
  )

  it('refuses a colour white text cannot be read on, saying the contrast it has and needs', async () => {
    const before = await profileRow()
    const response = await sendForm(owner, '/profile/public', { intent: 'brand', brandPrimary: '#ffcc00', brandAccent: '' })
    expect(response.status).toBe(400)
    const message = t('publicProfile.colourContrast', { field: t('publicProfile.brandPrimary'), ratio: formatNumber(1.5), min: formatNumber(MIN_BRAND_CONTRAST) })
    expect(text(await response.text())).toContain(message)
    expect(await profileRow()).toEqual(before)
  })
})
