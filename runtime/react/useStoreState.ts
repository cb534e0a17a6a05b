import { useSyncExternalStore } from 'react'
import type { Store } from '../core/kernel.js'

/**
 * Reads a slice of any store of ours and re-renders when that slice changes (by `Object.is`, so
 * selectors should return stored values, not fresh objects).
 * @example const open = useStoreState(ui.snackbar, (state) => state.open)
 */
export function useStoreState<State extends object, Slice>(
  store: Pick<Store<State>, 'getState' | 'getInitialState' | 'subscribe'>,
  selector: (state: State) => Slice,
): Slice {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  )
}
