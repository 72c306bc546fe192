import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { organizationVerifications } from '../../app/db/schema/index.ts'
import { checkBlocks } from '../../app/domain/verification/approval-gate.ts'
import { text, type TestClient } from './test-client.ts'
import type { TestServer } from './test-server.ts'

export const PDF = (label: string) => new Blob([`%PDF-1.7\n% ${label}\n`], { type: 'application/pdf' })
export const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' })

/** A Standard application's first four steps, as a member fills them in. */
export const STANDARD_STEPS: Array<Record<string, string>> = [
  { intent: 'next', step: '1', organizationName: 'Kampala Youth Works', registrationNumber: 'UG-NGO-2020-0077', websiteUrl: '', socialMediaLinks: '' },
  { intent: 'next', step: '2', country: 'UG', city: 'Kampala', regionState: 'Central', streetAddress: '14 Jinja Road', address: '14 Jinja Road, Kampala, Uganda' },
  { intent: 'next', step: '3', missionStatement: 'We train young people in Kampala in trades that lead to decent, lasting work.', programAreas: 'Vocational training, apprenticeships, job placement' },
  {
    intent: 'next',
    step: '4',
    'officers.0.name': 'Sarah Namuli',
    'officers.0.role': 'Chair',
    'officers.0.nationality': 'UG',
    'officers.0.birthYear': '1975',
    boardMembers: 'Sarah Namuli (chair), Peter Okello (treasurer)',
  },
]

export const ALL_DOCUMENTS = {
  incorporation: [[PDF('certificate'), 'certificate.pdf']],
  address_proof: [[PNG, 'utility-bill.png']],
  bank_statements: [
    [PDF('jan'), 'jan.pdf'],
    [PDF('feb'), 'feb.pdf'],
    [PDF('mar'), 'mar.pdf'],
  ],
  financial_statements: [[PDF('accounts'), 'accounts-2025.pdf']],
} as Record<string, Array<[Blob, string]>>
export const DOCUMENT_DESCRIPTIONS = {
  incorporation: 'Certificate of incorporation, 2020',
  address_proof: 'Electricity bill, March',
  bank_statements: 'Stanbic statements January to March',
  financial_statements: 'Audited accounts 2025',
}

export function uploadDocuments(member: TestClient, path: string, files: Record<string, Array<[Blob, string]>>, descriptions: Record<string, string> = {}) {
  const form = new FormData()
  form.set('intent', 'documents')
  form.set('step', '5')
  for (const [group, list] of Object.entries(files)) for (const [blob, name] of list) form.append(`files_${group}`, blob, name)
  for (const [group, description] of Object.entries(descriptions)) form.set(`description_${group}`, description)
  return member.request(path, { method: 'POST', body: form })
}

/** Apply Now for a tier: the wizard's path and the application's id. */
export async function applyFor(member: TestClient, tier: string) {
  const response = await member.post('/get-verified', { tier })
  expect(response.status).toBe(303)
  const path = response.headers.get('Location')!
  return { path, id: Number(path.split('/').pop()) }
}

/**
 * A Standard application filled in, documents uploaded, paid in the sandbox and submitted:
 * every step through the app's own forms, as a member's browser would send them.
 */
export async function submitStandardApplication(
  server: TestServer,
  member: TestClient,
  overrides: Record<string, string> = {},
  documents = ALL_DOCUMENTS,
  /** The Leadership step as sent, in place of STANDARD_STEPS' own (its people are screened). */
  leadership?: Record<string, string>,
) {
  const { path, id } = await applyFor(member, 'standard')
  for (const step of STANDARD_STEPS) {
    const sent = step.step === '4' && leadership ? leadership : { ...step, ...(step.step === '1' ? overrides : {}) }
    expect((await member.post(path, sent)).status).toBe(303)
  }
  expect((await uploadDocuments(member, path, documents, DOCUMENT_DESCRIPTIONS)).status).toBe(302)
  expect((await member.post(path, { intent: 'next', step: '5' })).headers.get('Location')).toBe(`${path}?step=6`)
  expect(text((await member.page(`${path}?step=6`)).html)).toContain('Step 6 of 6: Pay & Submit')
  const checkout = (await member.post(path, { intent: 'pay', step: '6' })).headers.get('Location')!.replace(server.url, '')
  expect((await member.post(checkout, { outcome: 'pay' })).status).toBe(303)
  const submitted = await member.post(path, { intent: 'submit', step: '6', declaration: 'on', signature: 'Sarah Namuli' })
  expect(submitted.headers.get('Location')).toBe('/dashboard')
  return { path, id }
}

/**
 * The three layers as two reviewers record them (issue 23): `first` runs the automated checks,
 * records why each that failed or did not run does not apply, and records layer 2; `second`
 * records layer 3 and approves. Returns the approval's response.
 */
export async function approveWithTwoReviewers(
  server: TestServer,
  first: TestClient,
  second: TestClient,
  id: number,
  notes = { groundCheckNotes: 'Partner visited the office; met the chair and saw the programme.', crossValidationNotes: 'Registry entry and two references confirmed by a second reviewer.' },
) {
  const path = `/admin/verifications/${id}`
  expect((await first.post(path, { intent: 'checks' })).status).toBe(302)
  const [row] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, id))
  for (const check of row.digitalChecks ?? []) {
    if (!checkBlocks(row.verificationTier, check)) continue
    expect((await first.post(path, { intent: 'waive', check: check.id, waiveReason: 'Confirmed by other means during the review.' })).status).toBe(302)
  }
  expect((await first.post(path, { intent: 'ground', groundCheckNotes: notes.groundCheckNotes })).status).toBe(302)
  return second.post(path, { intent: 'approve', crossValidationNotes: notes.crossValidationNotes })
}
