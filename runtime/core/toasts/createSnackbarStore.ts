import { createStore, type Store } from '../store/createStore.js'

/** The snackbar variants of SPEC section 4. */
export type SnackbarVariant = 'loading' | 'success' | 'error'

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
}

export interface SnackbarStore extends Store<SnackbarState> {
  /** Shows a message; success and error close themselves after 3 s, loading stays until replaced. */
  show(message: string, variant: SnackbarVariant, options?: { autoCloseMs?: number }): void
  hide(): void
  /** Clears pending timers (owner teardown). */
  dispose(): void
}

/** SPEC section 4: a visible message being replaced first disappears for this long. */
export const snackbarReplaceDelayMs = 150

/** How long a settled (success or error) message stays, one of SPEC section 9's time constants. */
const snackbarAutoCloseMs = 3000

/**
 * Creates the snackbar store: one short message at the bottom of the modal. Replacing a visible
 * message hides it for 150 ms first, so the change is noticed instead of flickering in place.
 * @example
 * const snackbar = createSnackbarStore()
 * snackbar.show('Address copied', 'success')
 */
export function createSnackbarStore(): SnackbarStore {
  const store = createStore<SnackbarState>({ open: false, message: '', variant: 'success' })
  let replaceTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  function clearTimers(): void {
    clearTimeout(replaceTimer)
    clearTimeout(closeTimer)
    replaceTimer = undefined
    closeTimer = undefined
  }

  function reveal(message: string, variant: SnackbarVariant, autoCloseMs: number): void {
    store.setState({ open: true, message, variant })
    if (Number.isFinite(autoCloseMs)) {
      closeTimer = setTimeout(() => {
        closeTimer = undefined
        store.setState({ open: false })
      }, autoCloseMs)
    }
  }

  return {
    ...store,
    show(message, variant, options = {}) {
      const autoCloseMs =
        options.autoCloseMs ??
        (variant === 'loading' ? Number.POSITIVE_INFINITY : snackbarAutoCloseMs)
      const current = store.getState()
      const replacing = current.open && (current.message !== message || current.variant !== variant)
      // A pending replacement is superseded: the newest message wins.
      const wasWaiting = replaceTimer !== undefined
      clearTimers()
      if (!replacing && !wasWaiting) {
        reveal(message, variant, autoCloseMs)
        return
      }
      store.setState({ open: false })
      replaceTimer = setTimeout(() => {
        replaceTimer = undefined
        reveal(message, variant, autoCloseMs)
      }, snackbarReplaceDelayMs)
    },
    hide() {
      clearTimers()
      store.setState({ open: false })
    },
    dispose() {
      clearTimers()
    },
  }
}
