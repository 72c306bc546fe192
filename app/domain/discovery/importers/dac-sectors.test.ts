import { describe, expect, it } from 'vitest'
import { SECTORS } from '../../../catalog/sectors.ts'
import { dacSectors } from './dac-sectors.ts'

describe('DAC sector codes as our sectors', () => {
  it('reads 5-digit purpose codes by their category and 3-digit codes directly', () => {
    expect(dacSectors('11220')).toEqual(['education'])
    expect(dacSectors('12240')).toEqual(['health'])
    expect(dacSectors('23230')).toEqual(['energy'])
    expect(dacSectors('31120')).toEqual(['agriculture'])
    expect(dacSectors('151')).toEqual(['governance'])
    expect(dacSectors('220')).toEqual(['technology'])
  })

  it('gives the purpose codes that say more than their category their own sectors', () => {
    expect(dacSectors('15170')).toEqual(['gender_equality', 'governance'])
    expect(dacSectors('15180')).toEqual(['gender_equality'])
    expect(dacSectors('15110')).toEqual(['governance'])
    expect(dacSectors('43040')).toEqual(['agriculture', 'economic_development'])
  })

  it('maps humanitarian aid, debt, budget support and codes that are not DAC to nothing', () => {
    for (const code of ['72010', '60010', '51010', '99810', '430', '43010', 'EDU', '1234', '']) expect(dacSectors(code), code).toEqual([])
  })

  it('only ever answers with sectors from the catalogue', () => {
    for (let code = 11000; code < 100000; code += 10) for (const sector of dacSectors(String(code))) expect(SECTORS).toContain(sector)
  })
})
