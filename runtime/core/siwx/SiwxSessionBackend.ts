import type { CaipNetworkId } from '../../../schema/index.js'
import type { SiwxSession } from './verifySiwxMessage.js'

/**
 * Where sign-in sessions live: in the browser (no `siwx.endpoint`) or on the app's server
 * (`appkit/siwx-server` behind `siwx.endpoint`). The kit asks it for a nonce, hands it a signed
 * message, and looks sessions up; it decides what counts as a valid session.
 */
export interface SiwxSessionBackend {
  /** A fresh nonce for the next message, usable once. */
  getNonce(): Promise<string>
  /**
   * Checks the signed message (domain, URI, its nonce, dates, signature) and keeps the session.
   * Resolves with the session re-derived from the signed text; rejects with a `SiwxVerifyError`
   * when refused, or a `SiwxServerError` when the server cannot be reached.
   */
  addSession(signed: { message: string; signature: string }): Promise<SiwxSession>
  /** The valid (unexpired) session of `address` on `caipNetworkId`, if any. */
  getSession(caipNetworkId: CaipNetworkId, address: string): Promise<SiwxSession | undefined>
  /** Ends the sessions of `address` (all of them, on every network). */
  revoke(address: string): Promise<void>
}

/** Whether a session is `address`'s on `caipNetworkId` (EVM addresses compare case-insensitively). */
export function isSessionOf(
  session: SiwxSession,
  caipNetworkId: CaipNetworkId,
  address: string,
): boolean {
  const { data } = session
  if (data.chainId !== caipNetworkId) return false
  return caipNetworkId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address
}
