import { BaseError, RequestPendingError, UserRejectedRequestError } from '../../core/kernel.js'

/** How a failed wallet request is shown: each kind has its own message (SPEC section 8). */
export type WalletErrorKind = 'rejected' | 'pending' | 'failed'

function has(error: unknown, type: abstract new (...args: never[]) => unknown): boolean {
  if (error instanceof type) return true
  return error instanceof BaseError && error.walk((inner) => inner instanceof type) !== null
}

/**
 * Sorts a wallet request's failure: declined by the user (4001, 5000), a prompt already open
 * (-32002), or anything else.
 * @example walletErrorKind(new UserRejectedRequestError()) // 'rejected'
 */
export function walletErrorKind(error: unknown): WalletErrorKind {
  if (has(error, UserRejectedRequestError)) return 'rejected'
  if (has(error, RequestPendingError)) return 'pending'
  // A raw EIP-1193 error that reached us unwrapped still carries its numeric code.
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  if (code === 4001 || code === 5000) return 'rejected'
  if (code === -32002) return 'pending'
  return 'failed'
}
