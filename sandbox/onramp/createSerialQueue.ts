/**
 * A queue that runs one task at a time, in the order given: a hot wallet's transactions take
 * consecutive nonces, so two deliveries must not pick theirs at the same moment. A failed task
 * does not stop the ones after it.
 * @example
 * const enqueue = createSerialQueue()
 * await Promise.all([enqueue(() => send(a)), enqueue(() => send(b))]) // b starts once a is mined
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
