import { describe, expect, it } from 'vitest'
import { settleApplicationChange, type ApplicationFields } from './queued-change.ts'

const seen: ApplicationFields = { status: 'draft', submissionDate: '', amountAwarded: '', notes: 'Call the funder' }

describe('a change to an application made offline, sent when the connection returns', () => {
  it('applies when the application is still as the member saw it', () => {
    expect(settleApplicationChange(seen, seen, { ...seen, status: 'submitted' })).toBe('apply')
  })

  it("keeps the server's version when someone changed the application meanwhile", () => {
    expect(settleApplicationChange({ ...seen, status: 'withdrawn' }, seen, { ...seen, status: 'submitted' })).toBe('conflict')
    expect(settleApplicationChange({ ...seen, notes: 'A teammate wrote this' }, seen, { ...seen, notes: 'Mine' })).toBe('conflict')
  })

  it('counts a change already on the server as sent, so a change sent twice is not a conflict', () => {
    const wanted = { ...seen, status: 'submitted' }
    expect(settleApplicationChange(wanted, seen, wanted)).toBe('already')
    // Submitting set the submission date on the first send.
    expect(settleApplicationChange({ ...wanted, submissionDate: '2026-11-29' }, seen, wanted)).toBe('already')
  })

  it('reads notes alike whatever line endings and surrounding spaces the form added', () => {
    expect(settleApplicationChange({ ...seen, notes: 'line one\nline two' }, { ...seen, notes: 'line one\r\nline two\n' }, { ...seen, status: 'submitted', notes: 'line one\nline two' })).toBe('apply')
  })
})
