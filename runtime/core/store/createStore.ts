import { reportListenerError } from './reportListenerError.js'

/** Called after a change with the new and the previous state. */
export type StoreListener<State> = (state: State, previousState: State) => void

/** A partial state, or a function of the current state that returns one. */
export type StoreUpdate<State> = Partial<State> | ((state: State) => Partial<State>)

/** A tiny external store: the shape React's `useSyncExternalStore` expects, and nothing more. */
export interface Store<State extends object> {
  /** The current state; the same object until something changes (a stable snapshot). */
  getState(): State
  /** The state the store was created with (the server snapshot during SSR). */
  getInitialState(): State
  /**
   * Merges a partial state; listeners run only if at least one value actually changed. A listener
   * that throws neither stops the others nor the caller: its error is rethrown asynchronously.
   */
  setState(update: StoreUpdate<State>): void
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: StoreListener<State>): () => void
}

export interface CreateStoreOptions {
  /**
   * Runs when the first listener subscribes and returns the cleanup run when the last one leaves,
   * so a store holds window listeners or timers only while someone is watching.
   */
  onActive?: () => () => void
}

/**
 * Creates an immutable-state store with change-only notifications.
 * @example
 * const store = createStore({ open: false })
 * const unsubscribe = store.subscribe((state) => console.log(state.open))
 * store.setState({ open: true }) // logs true
 * store.setState({ open: true }) // no change, no call
 * unsubscribe()
 */
export function createStore<State extends object>(
  initialState: State,
  options: CreateStoreOptions = {},
): Store<State> {
  let state = initialState
  const listeners = new Set<StoreListener<State>>()
  let deactivate: (() => void) | undefined

  function setState(update: StoreUpdate<State>): void {
    const partial = typeof update === 'function' ? update(state) : update
    const changed = Object.keys(partial).some(
      (key) => !Object.is(partial[key as keyof State], state[key as keyof State]),
    )
    if (!changed) return
    const previousState = state
    state = { ...state, ...partial }
    // A copy, so a listener that unsubscribes (or subscribes) while we notify cannot skip another.
    for (const listener of [...listeners]) {
      // One listener's exception (React throws "Maximum update depth exceeded" from inside its
      // subscription callback) must not keep the others, React's own included, on a stale
      // snapshot, nor fail the action that set the state: the state is already set.
      try {
        listener(state, previousState)
      } catch (error) {
        reportListenerError(error)
      }
    }
  }

  function subscribe(listener: StoreListener<State>): () => void {
    listeners.add(listener)
    if (listeners.size === 1 && options.onActive) deactivate = options.onActive()
    return () => {
      if (!listeners.delete(listener)) return
      if (listeners.size === 0) {
        deactivate?.()
        deactivate = undefined
      }
    }
  }

  return {
    getState: () => state,
    getInitialState: () => initialState,
    setState,
    subscribe,
  }
}
