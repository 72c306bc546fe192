import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createS3Storage, signV4 } from './s3-storage.server.ts'

const AWS_EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' }
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

describe('S3 request signing (Signature Version 4)', () => {
  it('matches AWS’s published "GET Object" example', () => {
    const authorization = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      amzDate: '20130524T000000Z',
      ...AWS_EXAMPLE,
    })
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})

describe('S3-compatible storage', () => {
  it('puts, gets and removes private objects with signed, path-style requests', async () => {
    const objects = new Map<string, Buffer>()
    const seen: string[] = []
    const body = async (req: IncomingMessage) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    }
    const server = createServer(async (req, res) => {
      seen.push(`${req.method} ${req.url} ${String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=key/') ? 'signed' : 'unsigned'}`)
      if (req.method === 'PUT') objects.set(req.url!, await body(req))
      if (req.method === 'DELETE') objects.delete(req.url!)
      if (req.method === 'GET' && !objects.has(req.url!)) return res.writeHead(404).end()
      res.end(req.method === 'GET' ? objects.get(req.url!) : '')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const storage = createS3Storage({
        bucket: 'uploads',
        region: 'af-south-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      })
      await storage.put('verification/1/abc', new TextEncoder().encode('%PDF-1.7 hello'))
      expect((await storage.get('verification/1/abc'))?.toString()).toBe('%PDF-1.7 hello')
      await storage.remove('verification/1/abc')
      expect(await storage.get('verification/1/abc')).toBeNull()
      expect(seen).toEqual(['PUT /uploads/verification/1/abc signed', 'GET /uploads/verification/1/abc signed', 'DELETE /uploads/verification/1/abc signed', 'GET /uploads/verification/1/abc signed'])
      await expect(storage.put('../escape', new Uint8Array())).rejects.toThrow('Invalid storage key')
    } finally {
      server.close()
    }
  })
})
