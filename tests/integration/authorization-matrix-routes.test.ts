import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AREAS, areaOf, PATHS } from './authorization-matrix.ts'
import { ROLES, RULES } from './authorization-rules.ts'

describe('Authorization matrix: the routes it covers', () => {
  it('has a rule for every route in app/routes.ts, and no rule for a route that is gone', () => {
    expect(
      PATHS.filter((route) => !RULES[route]),
      'routes without a rule in authorization-rules.ts',
    ).toEqual([])
    expect(
      Object.keys(RULES).filter((route) => !PATHS.includes(route)),
      'rules for routes that no longer exist',
    ).toEqual([])
  })

  it('runs every route in the file of its area: every area has its file and routes', () => {
    const missing = AREAS.filter((area) => !existsSync(path.join(import.meta.dirname, `authorization-matrix-${area}.test.ts`)))
    expect(missing, 'areas without an authorization-matrix-<area>.test.ts').toEqual([])
    const byArea = Object.groupBy(PATHS, areaOf)
    expect(
      AREAS.filter((area) => !byArea[area]?.length),
      'areas without a route (a prefix that matches nothing)',
    ).toEqual([])
    const figure = AREAS.map((area) => `${area} ${byArea[area]?.length ?? 0}`).join(', ')
    console.log(`Authorization matrix: ${PATHS.length} routes × ${ROLES.length} roles × 2 methods = ${PATHS.length * ROLES.length * 2} cases (${figure} routes)`)
  })
})
