import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { unsubscribeUrl, verifyUnsubscribe } from './unsubscribe-link.ts'

const SECRET = 'test-secret'
const params = (url: string) => new URL(url).searchParams

describe('Unsubscribe links', () => {
  it('verify what they were signed for, with or without a ref', () => {
    expect(verifyUnsubscribe(SECRET, params(unsubscribeUrl('https://x.org', SECRET, 'u1', 'reminders')))).toEqual({ userId: 'u1', kind: 'reminders' })
    expect(verifyUnsubscribe(SECRET, params(unsubscribeUrl('https://x.org', SECRET, 'u1', 'matches')))).toEqual({ userId: 'u1', kind: 'matches' })
    expect(verifyUnsubscribe(SECRET, params(unsubscribeUrl('https://x.org', SECRET, 'u1', 'search', 'abc')))).toEqual({ userId: 'u1', kind: 'search', ref: 'abc' })
  })

  it('mailed before refs existed (no r) still verify', () => {
    // The signature as the app wrote it before issue 13: unsubscribe:{user}:{kind}.
    const old = createHmac('sha256', SECRET).update('unsubscribe:u1:digest').digest('base64url')
    expect(verifyUnsubscribe(SECRET, new URLSearchParams({ u: 'u1', k: 'digest', s: old }))).toEqual({ userId: 'u1', kind: 'digest' })
    expect(unsubscribeUrl('https://x.org', SECRET, 'u1', 'reminders')).not.toContain('r=')
  })

  it('refuse a changed ref, user, kind or signature, a search link without its ref, and another secret', () => {
    const link = params(unsubscribeUrl('https://x.org', SECRET, 'u1', 'search', 'abc'))
    const changed = (key: string, value: string | null) => {
      const p = new URLSearchParams(link)
      if (value === null) p.delete(key)
      else p.set(key, value)
      return verifyUnsubscribe(SECRET, p)
    }
    expect(changed('r', 'abd')).toBeNull()
    expect(changed('r', null)).toBeNull()
    expect(changed('u', 'u2')).toBeNull()
    expect(changed('k', 'matches')).toBeNull()
    expect(changed('k', 'everything')).toBeNull()
    expect(changed('s', 'forged')).toBeNull()
    expect(verifyUnsubscribe('other-secret', link)).toBeNull()
    // A ref added to a link signed without one does not verify either.
    const reminders = params(unsubscribeUrl('https://x.org', SECRET, 'u1', 'reminders'))
    reminders.set('r', 'abc')
    expect(verifyUnsubscribe(SECRET, reminders)).toBeNull()
  })
})
