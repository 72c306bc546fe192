import { describe, expect, it } from 'vitest'
import { firstFreeSlug, MAX_SLUG_LENGTH, slugify } from './slug.ts'

describe('A public profile’s address (/org/{slug})', () => {
  it('is the organization’s name in lower-case ASCII words joined by dashes', () => {
    expect(slugify('Kampala Youth Works')).toBe('kampala-youth-works')
    expect(slugify('  Water & Sanitation — Kenya (WASK) ')).toBe('water-and-sanitation-kenya-wask')
    expect(slugify('Women’s Health Initiative')).toBe('womens-health-initiative')
    expect(slugify('Rural Aid 2030')).toBe('rural-aid-2030')
  })

  it('folds accented letters to their ASCII base', () => {
    expect(slugify('Association Sénégalaise pour l’Éducation')).toBe('association-senegalaise-pour-leducation')
    expect(slugify('Fundação Moçambicana São Tomé')).toBe('fundacao-mocambicana-sao-tome')
    expect(slugify('Straßenkinder Øst Łódź')).toBe('strassenkinder-ost-lodz')
    expect(slugify('ÆTHER Œuvres')).toBe('aether-oeuvres')
  })

  it('gives a name with no Latin letters an address all the same', () => {
    expect(slugify('جمعية الأمل')).toBe('ngo')
    expect(slugify('ማህበር')).toBe('ngo')
    expect(slugify('   ')).toBe('ngo')
    expect(slugify('جمعية Amal 7')).toBe('amal-7')
  })

  it('never is one of our own pages or our name', () => {
    expect(slugify('Admin')).toBe('admin-ngo')
    expect(slugify('Harambee')).toBe('harambee-ngo')
    expect(slugify('Verify')).toBe('verify-ngo')
    expect(slugify('Trust Center')).toBe('trust-center-ngo')
    expect(slugify('Harambee Youth')).toBe('harambee-youth')
  })

  it('is cut at a word when the name is long', () => {
    const slug = slugify('The Very Long Named Community Development Association of the Greater Lake Victoria Basin Region')
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(slug).toBe('the-very-long-named-community-development-association-of-the')
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(MAX_SLUG_LENGTH))
  })

  it('gets -2, -3 … when another organization has it', () => {
    expect(firstFreeSlug('kyw', new Set())).toBe('kyw')
    expect(firstFreeSlug('kyw', new Set(['kyw']))).toBe('kyw-2')
    expect(firstFreeSlug('kyw', new Set(['kyw', 'kyw-2', 'kyw-3']))).toBe('kyw-4')
    expect(firstFreeSlug('kyw', new Set(['kyw-2']))).toBe('kyw')
  })
})
