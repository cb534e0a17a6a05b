import type { AppKit, SnackbarStore } from '../../core/kernel.js'
import { strings } from '../strings.js'

/**
 * What sign-in says in the snackbar, whichever view is on screen: its errors (SPEC section 4's
 * words, also for a session look-up at page load) and 'Authenticating...' while a message signed
 * over WalletConnect is verified (a loading message: it stays until the outcome replaces it).
 * Returns the stop function.
 * @example useLayoutEffect(() => watchSiwxMessages(appKit, ui.snackbar), [appKit, ui])
 */
export function watchSiwxMessages(appKit: AppKit, snackbar: SnackbarStore): () => void {
  if (!appKit.config.siwx) return () => undefined
  let authenticating = false
  const offErrors = appKit.events.on('siwxError', ({ error }) =>
    snackbar.show(error.shortMessage, 'error'),
  )
  const offStatus = appKit.stores.siwx.subscribe(({ status }) => {
    if (status === 'authenticating') snackbar.show(strings.siwx.authenticating, 'loading')
    else if (authenticating && status === 'signed-in') snackbar.hide()
    authenticating = status === 'authenticating'
  })
  return () => {
    offErrors()
    offStatus()
  }
}
