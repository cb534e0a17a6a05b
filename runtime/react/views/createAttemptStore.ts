import { createStore, type Store } from '../../core/kernel.js'

/** The outcome of one wallet request the modal made (connect, switch network). */
export interface Attempt {
  status: 'pending' | 'success' | 'error'
  error: unknown
}

export interface AttemptState {
  byKey: Readonly<Record<string, Attempt>>
}

export interface AttemptStore extends Store<AttemptState> {
  /**
   * Runs `request` under `key` unless one is already in flight (then returns that one): a view
   * that mounts twice (React StrictMode) or a double click must not prompt the wallet twice.
   */
  run(key: string, request: () => Promise<unknown>): Promise<void>
  /** Forgets the outcome under `key`. */
  clear(key: string): void
}

/**
 * Tracks the wallet requests the views start, so a view can show the waiting, failed and retry
 * states of a request that another view (or the engine) started.
 * @example
 * const attempts = createAttemptStore()
 * await attempts.run('connect:injected', () => connect(appKit, { connectorId: 'injected' }))
 * attempts.getState().byKey['connect:injected']?.status // 'success'
 */
export function createAttemptStore(): AttemptStore {
  const store = createStore<AttemptState>({ byKey: {} })
  const inFlight = new Map<string, Promise<void>>()
  const set = (key: string, attempt: Attempt) =>
    store.setState(({ byKey }) => ({ byKey: { ...byKey, [key]: attempt } }))

  return {
    ...store,
    run(key, request) {
      const running = inFlight.get(key)
      if (running) return running
      set(key, { status: 'pending', error: undefined })
      const promise = (async () => {
        try {
          await request()
          set(key, { status: 'success', error: undefined })
        } catch (error) {
          set(key, { status: 'error', error })
        } finally {
          inFlight.delete(key)
        }
      })()
      inFlight.set(key, promise)
      return promise
    },
    clear(key) {
      if (!(key in store.getState().byKey)) return
      store.setState(({ byKey }) => {
        const { [key]: _removed, ...rest } = byKey
        return { byKey: rest }
      })
    },
  }
}
