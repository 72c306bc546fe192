import { expect, it } from 'vitest'
import { OWNER } from './authorization-rules.ts'
import { describeMatrix, matrix, snapshot } from './authorization-matrix.ts'

describeMatrix('member', () => {
  it("the data request the leak check reads carries A's notes to A's team: it looked where they would be", async () => {
    const { fixture, sessions } = matrix
    expect(await (await sessions.viewer.get(`/dashboard/applications/${fixture.applicationId}.data`)).text()).toContain(OWNER.notes)
  })

  it("a viewer's Save and Apply from a script are refused with 403, and the team's pipeline stays as it was", async () => {
    const { fixture, sessions } = matrix
    const before = await snapshot()
    for (const action of ['save', 'apply']) {
      const response = await sessions.viewer.post(`/grant/${fixture.spareGrantId}/${action}`, { js: '1' })
      expect(response.status).toBe(403)
    }
    expect(await snapshot()).toEqual(before)
  })
})
