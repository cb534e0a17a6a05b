import { BaseError } from './BaseError.js'
import type { AppKitErrorCode } from './errorCodes.js'

/**
 * Whether a caught value is one of the kit's errors (a `BaseError`), and, given `code`, one with
 * that code. Narrows `unknown` so `shortMessage`, `details` and `walk()` can be read, and `code` to
 * the literal asked for; a misspelled code does not compile. Only the error itself is checked: a
 * code deeper in the `cause` chain is found with `error.walk((e) => isAppKitError(e, code))`.
 * @example
 * try {
 *   await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
 * } catch (error) {
 *   if (isAppKitError(error, 'USER_REJECTED_REQUEST')) return // declined: not a failure
 *   if (isAppKitError(error)) console.warn(error.code, error.shortMessage)
 * }
 */
export function isAppKitError(error: unknown): error is BaseError
export function isAppKitError<Code extends AppKitErrorCode>(
  error: unknown,
  code: Code,
): error is BaseError & { readonly code: Code }
export function isAppKitError(error: unknown, code?: AppKitErrorCode): boolean {
  return error instanceof BaseError && (code === undefined || error.code === code)
}
