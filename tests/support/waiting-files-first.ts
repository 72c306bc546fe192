import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Test files that spend most of their time waiting rather than computing: on the worker processes
 * they start and kill (a killed worker's jobs come back once its heartbeat stops), or on a crawl's
 * Crawl-delay. Longest first.
 */
export const WAITING_FILES = ['alerts-worker-crash', 'worker-crash', 'discovery-crawl', 'many-processes', 'api-rate-limit-processes']

/**
 * Vitest's order (failed first, then the slowest of the last run, then the largest), with the
 * waiting files moved to the front, so their waits overlap the other worker's work instead of
 * ending the run with the machine idle. Without it the PostgreSQL stage ran them last: the stage
 * before it skips them, so its timings put them at the end.
 */
export class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => WAITING_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`))
    const waiting = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b))
    return [...waiting, ...sorted.filter((file) => rank(file) < 0)]
  }
}
