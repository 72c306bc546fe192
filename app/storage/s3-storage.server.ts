import { createHash, createHmac } from 'node:crypto'
import type { FileStorage } from './storage.server.ts'

export interface S3Options {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** An S3-compatible endpoint (MinIO, R2, Wasabi...); path-style. Without it, AWS S3 virtual-hosted style. */
  endpoint?: string
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
/** RFC 3986 encoding, as SigV4 wants it (each path segment, keeping the slashes). */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * AWS Signature Version 4 for one request: returns the Authorization header for the given method,
 * URL, headers (host and x-amz-* included) and payload hash. Checked against AWS's published example.
 */
export function signV4(input: {
  method: string
  url: URL
  headers: Record<string, string>
  payloadHash: string
  region: string
  service?: string
  accessKeyId: string
  secretAccessKey: string
  amzDate: string
}) {
  const service = input.service ?? 's3'
  const date = input.amzDate.slice(0, 8)
  const names = Object.keys(input.headers)
    .map((h) => h.toLowerCase())
    .sort()
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]))
  const query = [...input.url.searchParams]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&')
  const canonical = [
    input.method,
    input.url.pathname
      .split('/')
      .map((s) => encode(decodeURIComponent(s)))
      .join('/'),
    query,
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n')
  const scope = `${date}/${input.region}/${service}/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), service), 'aws4_request')
  const signature = createHmac('sha256', key).update(toSign).digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`
}

/** Private files in an S3-compatible bucket: every request signed, nothing public. */
export function createS3Storage(options: S3Options): FileStorage {
  const objectUrl = (key: string) => {
    if (!/^[\w/-]+$/.test(key) || key.includes('..')) throw new Error('Invalid storage key')
    return options.endpoint ? new URL(`${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key}`) : new URL(`https://${options.bucket}.s3.${options.region}.amazonaws.com/${key}`)
  }
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array) {
    const url = objectUrl(key)
    const payloadHash = sha256(body ?? '')
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate }
    const authorization = signV4({ method, url, headers, payloadHash, region: options.region, accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, amzDate })
    const { host: _host, ...sent } = headers
    return fetch(url, { method, headers: { ...sent, Authorization: authorization }, body: body as BodyInit | undefined, signal: AbortSignal.timeout(30_000) })
  }
  return {
    async put(key, data) {
      const response = await send('PUT', key, data)
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`)
    },
    async get(key) {
      const response = await send('GET', key)
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`)
      return Buffer.from(await response.arrayBuffer())
    },
    async remove(key) {
      const response = await send('DELETE', key)
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`)
    },
  }
}
