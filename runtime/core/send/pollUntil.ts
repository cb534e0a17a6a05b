/** How long and how often a confirmation is polled. */
export interface PollOptions {
  /** Gives up after this long (default 120 s). */
  timeoutMs?: number
  /** Time between reads (default 1 s, SPEC section 9's shortest time constant). */
  intervalMs?: number
  /** Stops waiting (a closed view); the wait then rejects. */
  signal?: AbortSignal
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })

/**
 * Calls `read` until it returns a value other than `undefined`, within `timeoutMs`; resolves with
 * it, or with `undefined` when time ran out. A throwing `read` ends the wait with its error.
 */
export async function pollUntil<T>(
  read: () => Promise<T | undefined>,
  options: PollOptions = {},
): Promise<T | undefined> {
  const { timeoutMs = 120_000, intervalMs = 1_000, signal } = options
  const deadline = Date.now() + timeoutMs
  for (;;) {
    signal?.throwIfAborted()
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() + intervalMs > deadline) return undefined
    await sleep(intervalMs, signal)
  }
}
