import type { AppKit } from '../AppKit.js'
import { SiwxNotEnabledError } from '../siwx/SiwxNotEnabledError.js'

export type SignInReturnType = undefined
/** 'SIWX is not enabled' (SIWX_NOT_ENABLED) without `siwx` in the config. */
export type SignInErrorType = SiwxNotEnabledError

/**
 * Opens the modal on SIWXSignMessage for the connected account, where the visitor signs in
 * (SPEC section 4). Resolves once the view is on screen; `appKit.stores.siwx` and the
 * `siwxSignIn` event say when the session is there. An account already signed in is left as it
 * is. The signing itself happens in the view, so wallet failures reach `siwxError`, not here.
 * @example await signIn(appKit)
 */
export async function signIn(appKit: AppKit): Promise<SignInReturnType> {
  if (!appKit.config.siwx) throw new SiwxNotEnabledError()
  // Signed in already: nothing to ask.
  if (appKit.stores.siwx.getState().status === 'signed-in') return
  await appKit.open({ view: 'SIWXSignMessage' })
}
