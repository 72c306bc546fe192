import { describe, expect, it } from 'vitest'
import { clientKey } from './check-rate-limit.server.ts'

describe('The client a rate limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:a01:9', '10.1.0.9'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['member@example.org', 'member@example.org'],
  ])('%s counts as %s', (client, key) => {
    expect(clientKey(client)).toBe(key)
  })
})
