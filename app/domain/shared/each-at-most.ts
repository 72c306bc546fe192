/**
 * Runs `work` for every item, at most `limit` at a time, and waits for all of them. A failure
 * stops new items from starting and is thrown once the running ones have settled. Used by the alert
 * runs, whose members are independent: their database round trips overlap instead of queueing.
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: unknown = null
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++]
      try {
        await work(item)
      } catch (error) {
        failure ??= error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  if (failure !== null) throw failure
}
