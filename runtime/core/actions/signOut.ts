import type { AppKit } from '../AppKit.js'
import type { BaseError } from '../errors/BaseError.js'
import { SiwxNotEnabledError } from '../siwx/SiwxNotEnabledError.js'

export type SignOutReturnType = undefined
/**
 * 'SIWX is not enabled' (SIWX_NOT_ENABLED) without `siwx` in the config, or the server's failure
 * to revoke in server mode (SIWX_SERVER_UNAVAILABLE): the kit shows signed out either way.
 */
export type SignOutErrorType = SiwxNotEnabledError | BaseError

/**
 * Ends the session of the account on screen: removed from the browser, or revoked on the app's
 * server (`siwx.endpoint`). The wallet stays connected and is not asked again until the account or
 * network changes. Rejects with 'SIWX is not enabled' without `siwx` in the config.
 * @example await signOut(appKit)
 */
export async function signOut(appKit: AppKit): Promise<SignOutReturnType> {
  if (!appKit.config.siwx) throw new SiwxNotEnabledError()
  const { siwxControllerOf } = await import('../siwx/siwxControllerOf.js')
  await siwxControllerOf(appKit).signOut('user')
}
