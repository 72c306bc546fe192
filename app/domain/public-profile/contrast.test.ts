import { describe, expect, it } from 'vitest'
import { carriesWhiteText, contrastRatio, parseHexColour, relativeLuminance } from './contrast.ts'

describe('Brand colour contrast (WCAG 2)', () => {
  it('gives the ratios WCAG defines: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#1a5c3a', '#1a5c3a')).toBe(1)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
    expect(relativeLuminance('#000000')).toBe(0)
  })

  it('matches published figures for familiar colours', () => {
    // WebAIM's contrast checker: #767676 on white is 4.54:1, #777777 is 4.48:1, pure red 4.0:1, navy 16:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2)
    expect(contrastRatio('#000080', '#ffffff')).toBeCloseTo(16, 1)
  })

  it('lets white text sit only on colours dark enough for it (4.5:1)', () => {
    expect(carriesWhiteText('#767676')).toBe(true)
    expect(carriesWhiteText('#777777')).toBe(false)
    expect(carriesWhiteText('#1a5c3a')).toBe(true)
    expect(carriesWhiteText('#ffd700')).toBe(false)
    expect(carriesWhiteText('#ffffff')).toBe(false)
  })

  it('reads a colour only as #rrggbb (any case, spaces around)', () => {
    expect(parseHexColour('#1A5C3A')).toBe('#1a5c3a')
    expect(parseHexColour('  #1a5c3a ')).toBe('#1a5c3a')
    for (const bad of ['1a5c3a', '#1a5c3', '#1a5c3ag', '#fff', 'red', 'rgb(0,0,0)', '#1a5c3a;color:red', '', 7, null]) expect(parseHexColour(bad), String(bad)).toBeNull()
  })
})
