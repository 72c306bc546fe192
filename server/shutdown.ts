/** On SIGINT or SIGTERM, runs `stop` once (a second signal does not run it again), then exits. */
export function onShutdown(stop: () => Promise<void>) {
  let stopping = false
  const handler = async () => {
    if (stopping) return
    stopping = true
    try {
      await stop()
    } finally {
      process.exit(0)
    }
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
}
