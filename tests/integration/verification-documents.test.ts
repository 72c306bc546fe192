import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationMembers, organizationVerifications, verificationDocuments } from '../../app/db/schema/index.ts'
import { applyPaymentEvent } from '../../app/domain/payments/checkout.server.ts'
import { organizationOf, newMember, signedInAdmin } from '../support/accounts.ts'
import { messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { ALL_DOCUMENTS, applyFor, DOCUMENT_DESCRIPTIONS, PDF, PNG, STANDARD_STEPS, uploadDocuments } from '../support/verification.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function standardApplication(email: string) {
  const member = await newMember(server, { email })
  const { path, id } = await applyFor(member, 'standard')
  for (const step of STANDARD_STEPS) await member.post(path, step)
  return { member, path, id }
}
const upload = uploadDocuments
const ALL = ALL_DOCUMENTS
const DESCRIPTIONS = DOCUMENT_DESCRIPTIONS

describe('Verification documents', () => {
  it('are stored privately, listed on the Documents step, and checked by content', async () => {
    const { member, path, id } = await standardApplication('docs@example.org')
    expect(text((await member.page(`${path}?step=5`)).html)).toContain('Step 5 of 6: Documents')
    const response = await upload(member, path, ALL, DESCRIPTIONS)
    expect(response.status).toBe(302)
    expect(messages((await member.follow(response)).html, 'status')).toContain('Documents saved')
    const docs = await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))
    expect(docs.map((d) => [d.group, d.fileName, d.contentType]).sort()).toEqual([
      ['address_proof', 'utility-bill.png', 'image/png'],
      ['bank_statements', 'feb.pdf', 'application/pdf'],
      ['bank_statements', 'jan.pdf', 'application/pdf'],
      ['bank_statements', 'mar.pdf', 'application/pdf'],
      ['financial_statements', 'accounts-2025.pdf', 'application/pdf'],
      ['incorporation', 'certificate.pdf', 'application/pdf'],
    ])
    expect((await server.services.storage.get(docs[0].storageKey))?.length).toBe(docs[0].size)
    const page = text((await member.page(`${path}?step=5`)).html)
    expect(page).toContain('jan.pdf')
    expect(page).toContain('Stanbic statements January to March')
  })

  it("answer the Documents step's upload script in JSON: where to go next, or why files were refused and whether the others were kept", async () => {
    const { member, path } = await standardApplication('docs-json@example.org')
    const post = (files: Record<string, Array<[Blob, string]>>) => {
      const form = new FormData()
      form.set('intent', 'documents')
      form.set('step', '5')
      for (const [group, list] of Object.entries(files)) for (const [blob, name] of list) form.append(`files_${group}`, blob, name)
      return member.request(path, { method: 'POST', body: form, headers: { Accept: 'application/json' } })
    }
    const refused = await post({ bank_statements: [[PNG, 'statement.png']], incorporation: [[PDF('certificate'), 'certificate.pdf']] })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('Content-Type')).toContain('application/json')
    expect(await refused.json()).toEqual({ error: expect.stringContaining('statement.png is not an accepted file'), kept: true })
    const uploaded = await post({ bank_statements: [[PDF('january'), 'jan.pdf']] })
    expect(uploaded.status).toBe(200)
    expect(await uploaded.json()).toEqual({ location: `${path}?step=5` })
  })

  it.each([
    [
      'a web page named like a PDF',
      { bank_statements: [[new Blob(['<html><script>alert(1)</script>']), 'bank.pdf']] },
      'bank.pdf is not an accepted file: Bank statements (3 consecutive months) takes PDF.',
    ],
    ['an image as a bank statement', { bank_statements: [[PNG, 'statement.png']] }, 'statement.png is not an accepted file: Bank statements (3 consecutive months) takes PDF.'],
    [
      'a program as incorporation proof',
      { incorporation: [[new Blob(['MZ\x90\x00 program']), 'certificate.pdf']] },
      'certificate.pdf is not an accepted file: Certificate of incorporation takes PDF, JPG, PNG.',
    ],
    ['a file over 10 MB', { financial_statements: [[new Blob([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25)]), 'huge.pdf']] }, 'huge.pdf is too large: each file may be at most 10 MB.'],
  ])('refuse %s, storing it nowhere and keeping the valid file sent with it (issue 23)', async (_case, files, message) => {
    const { member, path, id } = await standardApplication(`bad-${Math.random().toString(36).slice(2)}@example.org`)
    const response = await upload(member, path, { incorporation: ALL.incorporation, ...(files as unknown as Record<string, Array<[Blob, string]>>) })
    expect(response.status).toBe(400)
    expect(text(await response.text())).toContain(message)
    const docs = await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))
    // The certificate sent beside the bad file is kept; where the bad file is the certificate, nothing is.
    expect(docs.map((d) => [d.group, d.fileName])).toEqual('incorporation' in files ? [] : [['incorporation', 'certificate.pdf']])
  })

  it('keep the valid files of an upload and name each refused one with its reason (issue 23, finding 17)', async () => {
    const { member, path, id } = await standardApplication('one-bad-file@example.org')
    // Six files, one of them a PNG renamed .pdf among the bank statements, and one a web page.
    const response = await upload(
      member,
      path,
      { ...ALL, bank_statements: [...ALL.bank_statements, [PNG, 'apr.pdf']], financial_statements: [...ALL.financial_statements, [new Blob(['<html></html>']), 'page.pdf']] },
      DESCRIPTIONS,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    const said = messages(html, 'alert').join(' ')
    expect(said).toContain('6 files were saved. These were not:')
    expect(said).toContain('apr.pdf is not an accepted file: Bank statements (3 consecutive months) takes PDF.')
    expect(said).toContain('page.pdf is not an accepted file: Financial statements takes PDF.')
    // The page lists the kept files, and keeps what was typed.
    for (const name of ['certificate.pdf', 'utility-bill.png', 'jan.pdf', 'feb.pdf', 'mar.pdf', 'accounts-2025.pdf']) expect(html).toContain(`>${name}</a>`)
    expect(html).toContain('Stanbic statements January to March')
    const docs = await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))
    expect(docs.map((d) => d.fileName).sort()).toEqual(['accounts-2025.pdf', 'certificate.pdf', 'feb.pdf', 'jan.pdf', 'mar.pdf', 'utility-bill.png'])
  })

  it('replace a single document, and can be removed', async () => {
    const { member, path, id } = await standardApplication('replace@example.org')
    await upload(member, path, { incorporation: [[PDF('old'), 'old.pdf']] })
    await upload(member, path, { incorporation: [[PDF('new'), 'new.pdf']] })
    const docs = await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))
    expect(docs.map((d) => d.fileName)).toEqual(['new.pdf'])
    const removed = await member.request(`${path}?step=5&document=${docs[0].id}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'remove-document', step: '5' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(messages((await member.follow(removed)).html, 'status')).toContain('Document removed')
    expect(await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))).toHaveLength(0)
  })

  it('are served only to the organization and to admins, as downloads', async () => {
    const { member, path, id } = await standardApplication('owner-docs@example.org')
    await upload(member, path, { incorporation: [[PDF('private'), 'private.pdf']] })
    const [doc] = await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))
    const url = `/verification-application/${id}/documents/${doc.id}`
    const own = await member.get(url)
    expect(own.status).toBe(200)
    expect(own.headers.get('Content-Disposition')).toBe('attachment; filename="private.pdf"')
    expect(own.headers.get('Content-Type')).toBe('application/pdf')
    expect(await own.text()).toContain('% private')
    const other = await newMember(server, { email: 'nosy@example.org' })
    expect((await other.get(url)).status).toBe(404)
    expect((await server.client().get(url)).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    const admin = await signedInAdmin(server, 'docs-admin@example.org', 'Administrator')
    expect((await admin.get(url)).status).toBe(200)
    // A reviewer is a site admin whatever their role in their own team: a viewer there still reads them.
    await server.services.db
      .update(organizationMembers)
      .set({ role: 'viewer' })
      .where(eq(organizationMembers.userId, (await organizationOf(server, 'docs-admin@example.org')).userId))
    expect((await admin.get(url)).status).toBe(200)
  })

  it('are checked before the Pay step: a checklist names each group missing, and no checkout starts (issue 23, finding 14)', async () => {
    const { member, path, id } = await standardApplication('pay-checklist@example.org')
    // Moving on without documents is allowed (spec), and the Pay & Submit step then opens, with the checklist instead of the Pay button.
    expect((await member.post(path, { intent: 'next', step: '5' })).headers.get('Location')).toBe(`${path}?step=6`)
    const page = await member.page(`${path}?step=6`)
    const words = text(page.html)
    expect(words).toContain('Step 6 of 6: Pay & Submit')
    expect(words).toContain('Before you pay, finish these')
    for (const group of ['Certificate of incorporation', 'Proof of address', 'Bank statements', 'Financial statements']) expect(words).toContain(`${group}: upload a file and write a description`)
    expect(page.html).toContain(`href="${path}?step=5"`)
    expect(words).not.toContain('Pay $299')
    // The server refuses the checkout too: no payment is started for an application that cannot be submitted.
    const sessions = async () => (await server.services.db.query.paymentSessions.findMany()).filter((s) => s.referenceId === String(id))
    const refused = await member.post(path, { intent: 'pay', step: '6' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('This application cannot be submitted yet, so no fee was taken.')
    expect(await sessions()).toHaveLength(0)
    // Part of the documents: the checklist names only what is still missing.
    await upload(
      member,
      path,
      { incorporation: ALL.incorporation, address_proof: ALL.address_proof, bank_statements: ALL.bank_statements },
      { incorporation: DESCRIPTIONS.incorporation, address_proof: DESCRIPTIONS.address_proof },
    )
    const partly = text((await member.page(`${path}?step=6`)).html)
    expect(partly).not.toContain('Certificate of incorporation:')
    expect(partly).not.toContain('Proof of address:')
    expect(partly).toContain('Bank statements: write a description')
    expect(partly).toContain('Financial statements: upload a file and write a description')
    expect((await member.post(path, { intent: 'pay', step: '6' })).status).toBe(400)
    expect(await sessions()).toHaveLength(0)
    // Complete: the fee can be paid.
    await upload(member, path, { financial_statements: ALL.financial_statements }, DESCRIPTIONS)
    const complete = await member.page(`${path}?step=6`)
    expect(text(complete.html)).not.toContain('Before you pay, finish these')
    expect(text(complete.html)).toContain('Pay $299')
    expect((await member.post(path, { intent: 'pay', step: '6' })).status).toBe(303)
    expect(await sessions()).toHaveLength(1)
  })

  it('are required, with descriptions, before a tier with the Documents step can be submitted, naming each group missing', async () => {
    const { member, path, id } = await standardApplication('submit-docs@example.org')
    await upload(member, path, ALL, DESCRIPTIONS)
    expect((await member.post(path, { intent: 'next', step: '5' })).headers.get('Location')).toBe(`${path}?step=6`)
    const checkout = (await member.post(path, { intent: 'pay', step: '6' })).headers.get('Location')!
    const [{ id: sessionId }] = (await server.services.db.query.paymentSessions.findMany({ columns: { id: true } })).filter((s) => checkout.includes(s.id))
    await applyPaymentEvent(server.services.db, 'sandbox', { id: `evt_test_${id}`, type: 'checkout.completed', sessionId, payload: {} })
    // Paid, then the bank statements removed: Submit says which group is missing.
    for (const doc of await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))) {
      if (doc.group !== 'bank_statements') continue
      await member.request(`${path}?step=5&document=${doc.id}`, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'remove-document', step: '5' }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    }
    expect(text((await member.page(`${path}?step=6`)).html)).toContain('Bank statements: upload a file')
    const refused = await member.post(path, { intent: 'submit', step: '6', declaration: 'on', signature: 'Sarah Namuli' })
    expect(refused.status).toBe(400)
    const said = text(await refused.text())
    expect(said).toContain('Upload at least one file and write a description for each group of documents before submitting')
    expect(said).toContain('Still missing: Bank statements.')
    await upload(member, path, { bank_statements: ALL.bank_statements }, DESCRIPTIONS)
    const submitted = await member.post(path, { intent: 'submit', step: '6', declaration: 'on', signature: 'Sarah Namuli' })
    expect(submitted.headers.get('Location')).toBe('/dashboard')
    const [row] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, id))
    expect(row.verificationStatus).toBe('in_progress')
  })
})

describe('Next on the Documents step (issue 9)', () => {
  /** The Documents step as a browser sends it on Next: the files chosen, every description, intent=next. */
  function next(member: Awaited<ReturnType<typeof standardApplication>>['member'], path: string, files: Record<string, Array<[Blob, string]>>, descriptions: Record<string, string>) {
    const form = new FormData()
    form.set('intent', 'next')
    form.set('step', '5')
    for (const [group, list] of Object.entries(files)) for (const [blob, name] of list) form.append(`files_${group}`, blob, name)
    for (const group of Object.keys(DESCRIPTIONS)) form.set(`description_${group}`, descriptions[group] ?? '')
    return member.request(path, { method: 'POST', body: form })
  }

  it('uploads the files chosen and keeps them, then opens the next step: nothing is dropped', async () => {
    const { member, path, id } = await standardApplication('next-keeps@example.org')
    const response = await next(member, path, ALL, DESCRIPTIONS)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`${path}?step=6`)
    const docs = await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))
    expect(docs.map((d) => d.fileName).sort()).toEqual(['accounts-2025.pdf', 'certificate.pdf', 'feb.pdf', 'jan.pdf', 'mar.pdf', 'utility-bill.png'])
    const back = (await member.page(`${path}?step=5`)).html
    for (const name of ['certificate.pdf', 'utility-bill.png', 'jan.pdf', 'accounts-2025.pdf']) expect(back).toContain(`>${name}</a>`)
    expect(back).toContain('Stanbic statements January to March')
  })

  it('stays on the step with the reason, once in the summary and once beside the documents, when a file is refused', async () => {
    const { member, path, id } = await standardApplication('next-refused@example.org')
    const response = await next(member, path, { incorporation: [[new Blob(['just text']), 'notes.txt']] }, DESCRIPTIONS)
    expect(response.status).toBe(400)
    const html = await response.text()
    const message = 'notes.txt is not an accepted file: Certificate of incorporation takes PDF, JPG, PNG.'
    expect(messages(html, 'alert')).toEqual([message])
    expect(text(html).split(message).length - 1).toBe(2)
    expect(text(html)).toContain('Step 5 of 6: Documents')
    expect(await server.services.db.select().from(verificationDocuments).where(eq(verificationDocuments.verificationId, id))).toHaveLength(0)
  })

  it('has one primary action, Next, and no separate Upload documents button', async () => {
    const { member, path } = await standardApplication('next-one-action@example.org')
    const html = (await member.page(`${path}?step=5`)).html
    expect(html).not.toContain('value="documents"')
    expect(text(html)).toContain('then press Next: the files are uploaded and kept')
  })
})
