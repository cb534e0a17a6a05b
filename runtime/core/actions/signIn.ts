import type { AppKit } from '../AppKit.js'
import { SiwxNotEnabledError } from '../siwx/SiwxNotEnabledError.js'

/**
 * Opens the modal on SIWXSignMessage for the connected account, where the visitor signs in
 * (SPEC section 4). Resolves once the view is on screen; `appKit.stores.siwx` and the
 * `siwxSignIn` event say when the session is there; an account already signed in is left as it is.
 * Rejects with 'SIWX is not enabled' without
 * `siwx` in the config.
 * @example await signIn(appKit)
 */
export async function signIn(appKit: AppKit): Promise<void> {
  if (!appKit.config.siwx) throw new SiwxNotEnabledError()
  // Signed in already: nothing to ask.
  if (appKit.stores.siwx.getState().status === 'signed-in') return
  await appKit.open({ view: 'SIWXSignMessage' })
}
