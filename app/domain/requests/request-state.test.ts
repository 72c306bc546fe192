import { describe, expect, it } from 'vitest'
import { canMoveRequest, type RequestStatus } from './request-state.ts'

const ALL: RequestStatus[] = ['open', 'accepted', 'declined', 'withdrawn']

describe('a project request status moves', () => {
  it('an open request can be accepted, declined or withdrawn', () => {
    expect(canMoveRequest('open', 'accepted')).toBe(true)
    expect(canMoveRequest('open', 'declined')).toBe(true)
    expect(canMoveRequest('open', 'withdrawn')).toBe(true)
  })

  it('an open request cannot stay or go back to open', () => {
    expect(canMoveRequest('open', 'open')).toBe(false)
  })

  it('an accepted, declined or withdrawn request never moves again', () => {
    for (const from of ['accepted', 'declined', 'withdrawn'] as const) for (const to of ALL) expect(canMoveRequest(from, to), `${from} → ${to}`).toBe(false)
  })
})
