import type { CaipNetworkId, ChainNamespace } from '../../../schema/index.js'
// Through the public entry: the React layer uses it in the first load too (see createSiwxController).
import { isSameAccount } from '../kernel.js'
import { readSiwxMessage } from './readSiwxMessage.js'
import type { SiwxChains } from './SiwxChain.js'
import { type SiwxSession, sessionData } from './verifySiwxMessageWith.js'

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
  /**
   * Ends the sessions kept for accounts of `namespace` other than `address`, the account its
   * wallet holds now; sessions of other namespaces stay. Resolves with the accounts whose ended
   * sessions still held (not expired), each once.
   */
  revokeOthers(namespace: ChainNamespace, address: string): Promise<string[]>
}

/** Whether a session is `address`'s on `caipNetworkId`. */
export function isSessionOf(
  session: SiwxSession,
  caipNetworkId: CaipNetworkId,
  address: string,
): boolean {
  return (
    session.data.chainId === caipNetworkId && isSameAccount(session.data.accountAddress, address)
  )
}

/** Whether a session is of an account of `namespace` other than `address`. */
export function isSessionOfAnother(
  session: SiwxSession,
  namespace: ChainNamespace,
  address: string,
): boolean {
  return (
    session.data.chainId.startsWith(`${namespace}:`) &&
    !isSameAccount(session.data.accountAddress, address)
  )
}

/**
 * A session read from a signed message's own text (never from what its holder claims), or
 * `undefined` when the text is not a sign-in message of a namespace of `chains`.
 * @example sessionFromText(stored.message, stored.signature, chains)?.data.accountAddress
 */
export function sessionFromText(
  message: string,
  signature: string,
  chains: SiwxChains,
): SiwxSession | undefined {
  const parsed = readSiwxMessage(message, chains)
  return parsed.ok ? { data: sessionData(parsed.fields), message, signature } : undefined
}
