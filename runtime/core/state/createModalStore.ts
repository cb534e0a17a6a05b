import { createStore, type Store } from '../store/createStore.js'

/** How long the modal shakes to signal a refused action (SPEC section 9). */
export const shakeDurationMs = 500

/** The modal flags of SPEC section 4. */
export interface ModalState {
  open: boolean
  loading: boolean
  /** True for `shakeDurationMs` after `shake()`. */
  shake: boolean
}

export interface ModalStore extends Store<ModalState> {
  /** Shakes the modal; a second call while shaking restarts the 500 ms. */
  shake(): void
  /** Cancels a pending shake timer (instance teardown). */
  dispose(): void
}

/**
 * Creates the modal flags store.
 * @example
 * const modal = createModalStore()
 * modal.setState({ open: true })
 * modal.shake() // shake is true, false again 500 ms later
 */
export function createModalStore(): ModalStore {
  const store = createStore<ModalState>({ open: false, loading: false, shake: false })
  let timer: ReturnType<typeof setTimeout> | undefined

  function stopTimer(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  return {
    ...store,
    shake() {
      stopTimer()
      store.setState({ shake: true })
      timer = setTimeout(() => {
        timer = undefined
        store.setState({ shake: false })
      }, shakeDurationMs)
    },
    dispose() {
      stopTimer()
      store.setState({ shake: false })
    },
  }
}
