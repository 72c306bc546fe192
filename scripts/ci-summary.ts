/**
 * The end of `.ci/run`: test counts per stage, the phases' durations and the ten slowest test
 * files, read from the JSON reports in the results folder (Vitest's, or Playwright's) and the
 * phases file the run writes ("<seconds since start> <phase name>" per line, then "<seconds> end").
 * Exits non-zero when a test failed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface Stage {
  name: string
  passed: number
  failed: number
  skipped: number
  files: Array<{ file: string; seconds: number }>
}

const root = path.resolve(import.meta.dirname, '..')
const relative = (file: string) => path.relative(root, path.isAbsolute(file) ? file : path.join(root, file))

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests?: number
  testResults: Array<{ name: string; startTime: number; endTime: number }>
}
interface PlaywrightSpec {
  file: string
  tests: Array<{ results: Array<{ duration: number; status: string }>; status: string }>
}
interface PlaywrightSuite {
  file?: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

function readStage(file: string): Stage {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport | PlaywrightReport
  const name = path.basename(file, '.json')
  if ('stats' in report) {
    const seconds = new Map<string, number>()
    const walk = (suite: PlaywrightSuite) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0)
        seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + ms / 1000)
      }
      for (const child of suite.suites ?? []) walk(child)
    }
    for (const suite of report.suites) walk(suite)
    return {
      name,
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky,
      skipped: report.stats.skipped,
      files: [...seconds].map(([f, s]) => ({ file: relative(path.join('tests/e2e', f)), seconds: s })),
    }
  }
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    files: report.testResults.map((r) => ({ file: relative(r.name), seconds: (r.endTime - r.startTime) / 1000 })),
  }
}

const [resultsDir, phasesFile] = process.argv.slice(2)
const stages = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => readStage(path.join(resultsDir, f)))

console.log('Tests per stage')
for (const s of stages) console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`)
const total = (key: 'passed' | 'failed' | 'skipped') => stages.reduce((sum, s) => sum + s[key], 0)
console.log(`  all: ${total('passed')} passed, ${total('failed')} failed${total('skipped') ? `, ${total('skipped')} skipped` : ''}`)

if (phasesFile) {
  const marks = readFileSync(phasesFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [seconds, ...name] = line.split(' ')
      return { seconds: Number(seconds), name: name.join(' ') }
    })
  console.log('\nPhases')
  for (let i = 0; i + 1 < marks.length; i++) console.log(`  ${String(marks[i + 1].seconds - marks[i].seconds).padStart(5)} s  ${marks[i].name}`)
  console.log(`  ${String(marks.at(-1)!.seconds - marks[0].seconds).padStart(5)} s  in all`)
}

console.log('\nSlowest test files')
const slowest = stages.flatMap((s) => s.files.map((f) => ({ ...f, stage: s.name }))).sort((a, b) => b.seconds - a.seconds)
for (const f of slowest.slice(0, 10)) console.log(`  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.stage})`)

process.exit(total('failed') ? 1 : 0)
