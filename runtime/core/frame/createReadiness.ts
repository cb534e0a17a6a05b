/** Whether the frame is ready, settled from outside; made again when the frame reloads. */
export interface Readiness {
  readonly promise: Promise<void>
  state: 'waiting' | 'ready' | 'failed'
  resolve(): void
  reject(error: Error): void
}

/**
 * A readiness the frame client settles itself: resolved or rejected once (later calls do
 * nothing), with its state readable, so a reload can tell whether to make a new one.
 * @example const readiness = createReadiness(); readiness.resolve(); await readiness.promise
 */
export function createReadiness(): Readiness {
  let resolve: () => void = () => undefined
  let reject: (error: Error) => void = () => undefined
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  // Nobody may be waiting when it fails (a frame that never loaded): no unhandled rejection.
  promise.catch(() => undefined)
  const readiness: Readiness = {
    promise,
    state: 'waiting',
    resolve() {
      if (readiness.state !== 'waiting') return
      readiness.state = 'ready'
      resolve()
    },
    reject(error) {
      if (readiness.state !== 'waiting') return
      readiness.state = 'failed'
      reject(error)
    },
  }
  return readiness
}
