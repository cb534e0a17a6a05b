import { createContext, useContext } from 'react'
import {
  createSnackbarStore,
  createToastStore,
  type SnackbarStore,
  type ToastStore,
} from '../core/kernel.js'
import { type AttemptStore, createAttemptStore } from './views/createAttemptStore.js'

/** The modal UI's own state of one provider: toasts, the snackbar, wallet request outcomes. */
export interface AppKitUi {
  toasts: ToastStore
  snackbar: SnackbarStore
  attempts: AttemptStore
  /** Whether the provider appends the modal host to document.body itself. */
  appendsHost: boolean
  dispose(): void
}

/**
 * Creates the UI stores of one provider. Kept out of the engine instance because only the React
 * layer renders them; nothing here touches the DOM until someone subscribes (SSR-safe).
 * @example const ui = createAppKitUi({ appendsHost: true })
 */
export function createAppKitUi({ appendsHost }: { appendsHost: boolean }): AppKitUi {
  const toasts = createToastStore()
  const snackbar = createSnackbarStore()
  return {
    toasts,
    snackbar,
    attempts: createAttemptStore(),
    appendsHost,
    dispose() {
      toasts.dispose()
      snackbar.dispose()
    },
  }
}

export const AppKitUiContext = createContext<AppKitUi | null>(null)

/**
 * The UI stores of the nearest provider; a clear error outside one.
 * @example const { snackbar } = useAppKitUi(); snackbar.show('Address copied', 'success')
 */
export function useAppKitUi(): AppKitUi {
  const ui = useContext(AppKitUiContext)
  if (!ui) {
    throw new Error(
      'appkit components must be rendered inside <AppKitProvider> (from your appkit.generated module).',
    )
  }
  return ui
}
