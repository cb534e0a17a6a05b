import { BaseError } from '../../errors/BaseError.js'
import { toProviderRpcError } from '../../errors/toBaseError.js'

/**
 * Wraps what the WalletConnect SDK rejects with, where it enters the kit: its rejections are
 * plain `{ code, message }` objects (5000 'User rejected.' for a declined session, 4001 for a
 * declined request), which become `UserRejectedRequestError` ('Connection rejected') and the other
 * `ProviderRpcError`s; anything else is a FAILED_TO_CONNECT with the original as `cause`.
 * @example
 * toWalletConnectError({ code: 5000, message: 'User rejected.' }) // UserRejectedRequestError
 */
export function toWalletConnectError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  return (
    toProviderRpcError(error) ??
    new BaseError('Failed to connect', { code: 'FAILED_TO_CONNECT', cause: error })
  )
}

/**
 * The relay could not be reached, or went away in the middle of a pairing, or the SDK could not
 * load: nothing the user did. The modal clears the pairing and tries again with a backoff.
 * @example throw walletConnectUnavailable('No pairing URI from ws://127.0.0.1:4100 within 10 s.')
 */
export function walletConnectUnavailable(details: string, cause?: unknown): BaseError {
  return new BaseError('WalletConnect is unavailable', {
    code: 'WALLET_CONNECT_UNAVAILABLE',
    details,
    cause,
  })
}

/**
 * The pairing was given up before a wallet approved it: the modal was closed or left.
 * @example throw pairingCancelled()
 */
export function pairingCancelled(): BaseError {
  return new BaseError('Modal closed', {
    code: 'MODAL_CLOSED',
    details: 'The WalletConnect pairing was cancelled before a wallet approved it.',
  })
}
