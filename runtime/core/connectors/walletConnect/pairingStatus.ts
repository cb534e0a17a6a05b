import { BaseError } from '../../errors/BaseError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { isPairingExpired } from './pairingExpiry.js'
import type { WalletConnectPairing } from './WalletConnectConnector.js'

/** What a pairing screen shows: a spinner, the QR code of `uri`, or why there is none. */
export type PairingView =
  | { state: 'loading' }
  | { state: 'ready'; uri: string }
  | { state: 'offline' | 'rejected' | 'unavailable' | 'failed' }

export interface PairingStatusParameters {
  /** Whether the relay can be reached at all (the device is online, or the relay is loopback). */
  online: boolean
  /** The `connect()` that pairs: how it stands, and its error once it failed. */
  attempt: { status: 'pending' | 'success' | 'error'; error: unknown } | undefined
  /** What the connector's background retry (`retryPairing`) rejected with, if it did. */
  retryError: unknown
  /** The connector's pairing on show. */
  pairing: WalletConnectPairing
  /** Milliseconds since the epoch. */
  now: number
}

export interface PairingStatus {
  view: PairingView
  /**
   * Whether `connector.retryPairing()` should run now: the pairing failed because the relay did
   * not answer, and the device is online. Once it resolves, `connect()` goes on with its pairing.
   */
  retryInBackground: boolean
}

/** How a failure shows; `undefined` for none, or a cancellation (the user left: nothing to say). */
function failureOf(error: unknown): 'rejected' | 'unavailable' | 'failed' | undefined {
  if (error === undefined) return undefined
  const code = error instanceof BaseError ? error.code : undefined
  if (code === 'MODAL_CLOSED') return undefined
  if (code === 'WALLET_CONNECT_UNAVAILABLE') return 'unavailable'
  const rejected =
    error instanceof BaseError && error.walk((inner) => inner instanceof UserRejectedRequestError)
  return rejected ? 'rejected' : 'failed'
}

/**
 * The pairing rules of SPEC sections 4 and 8, for any UI: offline says so; a failed pairing
 * shows why (a rejection, an unreachable relay, anything else) while the relay's failure is
 * retried in the background, and a retry's own failure (not its cancellation) replaces the
 * message; a URI with fewer than 10 s left is never shown. `connect()` and `retryPairing()`
 * reject with the kit's errors (`BaseError`s), which is what is sorted here.
 * @example
 * const { view, retryInBackground } = pairingStatus({ online, attempt, retryError, pairing, now: Date.now() })
 * if (retryInBackground) connector.retryPairing({ signal }).then(() => connect(appKit, { connectorId }))
 */
export function pairingStatus(parameters: PairingStatusParameters): PairingStatus {
  const { online, attempt, retryError, pairing, now } = parameters
  const failed = attempt?.status === 'error'
  const failure = failed ? (failureOf(retryError) ?? failureOf(attempt.error)) : undefined
  let view: PairingView = { state: 'loading' }
  if (!online) view = { state: 'offline' }
  else if (failure) view = { state: failure }
  else if (pairing.uri && !isPairingExpired(pairing.expiresAt, now)) {
    view = { state: 'ready', uri: pairing.uri }
  }
  const relayFailed = failed && failureOf(attempt.error) === 'unavailable'
  return { view, retryInBackground: online && relayFailed }
}
