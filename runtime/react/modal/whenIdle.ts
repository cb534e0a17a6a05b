/** How long an idle moment may be awaited before running anyway (a page that is never idle). */
const idleTimeoutMs = 2000

/**
 * Runs `task` when the browser is idle (at most 2 s later), and returns a function that cancels
 * it. Without `requestIdleCallback` (Safari, a test environment) it runs 200 ms later.
 * @example const cancel = whenIdle(() => void loadSomething())
 */
export function whenIdle(task: () => unknown): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idleTimeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 200)
  return () => clearTimeout(timer)
}
