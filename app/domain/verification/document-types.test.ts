import { describe, expect, it } from 'vitest'
import { sniffContentType, uploadProblem } from './document-types.ts'

describe('Telling a document’s type from its content', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'application/pdf'],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script>'), null],
    ['a Windows program', Buffer.from('MZ\x90\x00'), null],
    ['an empty file', Buffer.alloc(0), null],
  ])('recognises %s', (_name, bytes, type) => {
    expect(sniffContentType(bytes)).toBe(type)
  })
})

describe('Files chosen for one upload, checked before sending', () => {
  const messages = { tooLarge: (name: string) => `${name} is too large`, tooMuch: 'too much at once' }
  const MB = 1024 * 1024
  it('pass when each is at most 10 MB and together at most 40 MB', () => {
    expect(
      uploadProblem(
        [
          { name: 'a.pdf', size: 10 * MB },
          { name: 'b.pdf', size: 9 * MB },
        ],
        messages,
      ),
    ).toBeNull()
    expect(uploadProblem([], messages)).toBeNull()
  })
  it('name the first file over 10 MB', () => {
    expect(
      uploadProblem(
        [
          { name: 'a.pdf', size: MB },
          { name: 'scan.pdf', size: 10 * MB + 1 },
        ],
        messages,
      ),
    ).toBe('scan.pdf is too large')
  })
  it('refuse more than 40 MB together', () => {
    expect(
      uploadProblem(
        Array.from({ length: 5 }, (_, i) => ({ name: `${i}.pdf`, size: 9 * MB })),
        messages,
      ),
    ).toBe('too much at once')
  })
})
