import { test } from '@playwright/test'
import { layoutSweep } from './layout-sweep.ts'

/** The layout sweep (tests/e2e/layout-sweep.ts) signed out: every page it sees, at 360, 768 and 1280 px, with JavaScript on and off. */
const layout = layoutSweep('visitor')

test.describe(layout.title, () => {
  test('the sweep has the role’s pages', () => layout.hasPages())
  for (const group of layout.groups) {
    test(`${group.name} at 360, 768 and 1280 px: no page scrolls sideways, no tab is cut off, tap targets are 44 px`, () => layout.sweep(group, true))
    test(`${group.name} at 360 px without JavaScript: no page scrolls sideways, no tab is cut off, tap targets are 44 px`, () => layout.sweep(group, false))
  }
  for (const javaScript of [true, false]) test(`the phone menu opens to full height with every link reachable (JavaScript ${javaScript ? 'on' : 'off'})`, () => layout.phoneMenu(javaScript))
})
