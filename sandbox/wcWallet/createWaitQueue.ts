/**
 * Values in arrival order for callers that wait for "the next one": `next()` takes the oldest
 * value not yet taken, or waits for one. A pushed error rejects the waiter that takes it.
 * @example
 * const proposals = createWaitQueue<string>()
 * proposals.push('a')
 * await proposals.next() // 'a'
 */
export function createWaitQueue<T>() {
  const values: ({ value: T } | { error: unknown })[] = []
  const waiters: ((entry: { value: T } | { error: unknown }) => void)[] = []
  const deliver = (entry: { value: T } | { error: unknown }) => {
    const waiter = waiters.shift()
    if (waiter) waiter(entry)
    else values.push(entry)
  }
  return {
    push: (value: T) => deliver({ value }),
    fail: (error: unknown) => deliver({ error }),
    next(): Promise<T> {
      const entry = values.shift()
      const taken = entry
        ? Promise.resolve(entry)
        : new Promise<{ value: T } | { error: unknown }>((resolve) => waiters.push(resolve))
      return taken.then((settled) => {
        if ('error' in settled) throw settled.error
        return settled.value
      })
    },
  }
}
