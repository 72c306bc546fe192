import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../app/db/schema/index.ts'
import { describeMatrix, matrix } from './authorization-matrix.ts'

describeMatrix('organization', () => {
  it("another member cannot reach A's document through an address of their own application", async () => {
    const { server, fixture, sessions, otherVerificationId } = matrix
    expect((await sessions.other.get(`/verification-application/${otherVerificationId}/documents/${fixture.documentId}`)).status).toBe(404)
    const mixed = await sessions.other.post(`/verification-application/${otherVerificationId}?step=5&document=${fixture.documentId}`, { intent: 'remove-document', step: '5' })
    expect(mixed.status).toBeLessThan(500)
    expect(await server.services.db.select().from(schema.verificationDocuments).where(eq(schema.verificationDocuments.id, fixture.documentId))).toHaveLength(1)
  })
})
