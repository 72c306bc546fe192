import { isIP } from 'node:net'

/**
 * Whether an address is on the public internet, so that a URL a member gave (or a page linked to)
 * may be fetched from the server. Everything else is refused: "this network" 0/8, private 10/8,
 * 172.16/12 and 192.168/16, carrier-grade NAT 100.64/10, loopback 127/8, link-local 169.254/16
 * (the cloud metadata service 169.254.169.254), IETF, documentation and benchmark ranges, multicast,
 * reserved and broadcast; for IPv6 only global unicast 2000::/3 passes, and addresses that carry an
 * IPv4 address (mapped ::ffff:0:0/96, compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16) are
 * judged by that IPv4 address.
 */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const version = isIP(bare)
  if (version === 4) return isPublicIPv4(ipv4Bytes(bare))
  if (version === 6) return isPublicIPv6(ipv6Groups(bare))
  return false
}

function ipv4Bytes(ip: string): number[] {
  return ip.split('.').map(Number)
}

function isPublicIPv4([a, b, c]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127) return false
  if (a === 100 && b >= 64 && b <= 127) return false // carrier-grade NAT
  if (a === 169 && b === 254) return false // link-local, cloud metadata
  if (a === 172 && b >= 16 && b <= 31) return false
  if (a === 192 && b === 168) return false
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false // IETF assignments, documentation
  if (a === 198 && (b === 18 || b === 19)) return false // benchmarking
  if (a === 198 && b === 51 && c === 100) return false // documentation
  if (a === 203 && b === 0 && c === 113) return false // documentation
  if (a >= 224) return false // multicast 224/4, reserved 240/4, broadcast
  return true
}

/** The eight 16-bit groups of an IPv6 address (already known valid), with any dotted IPv4 tail expanded. */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase()
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = ipv4Bytes(dotted[1])
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16))
}

function isPublicIPv6(g: number[]): boolean {
  const embedded = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, which also holds :: and ::1): judged as IPv4,
  // where 0/8 refuses the unspecified and loopback addresses.
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isPublicIPv4(embedded(g[6], g[7]))
  // NAT64 64:ff9b::/96 carries an IPv4 address; the local-use 64:ff9b:1::/48 is private.
  if (g[0] === 0x64 && g[1] === 0xff9b) return zeros(2, 6) && isPublicIPv4(embedded(g[6], g[7]))
  // Only global unicast 2000::/3: refuses unique-local fc00::/7, link-local fe80::/10, site-local,
  // multicast ff00::/8 and the discard prefix.
  if ((g[0] & 0xe000) !== 0x2000) return false
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false // documentation
  if (g[0] === 0x2001 && g[1] === 0) return false // Teredo: hides an IPv4 address
  if (g[0] === 0x2002) return isPublicIPv4(embedded(g[1], g[2])) // 6to4
  return true
}

/** Host names that never mean a public server, whatever a resolver says. */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '')
  return name === '' || name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain' || name.endsWith('.internal') || name.endsWith('.local')
}

/** This machine only: the demo that `npm start` serves, and tests (a host name or an address). */
export function isThisMachine(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '')
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name)
}
