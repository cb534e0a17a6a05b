import { ApiError } from '../api/ApiError.js'
import { registerNameFailed } from '../blockchainApi/registerName.js'
import {
  type BaseError,
  sanitizeWalletName,
  toBaseError,
  UserRejectedRequestError,
} from '../kernel.js'
import type { NameRegistrationFailure } from './NameRegistrationState.js'

/** Longest reason shown: a wallet's or a service's message is untrusted text of any length. */
const maxReasonLength = 160

/** Why `error` happened, in one short line of inert text; `undefined` when there is nothing to say. */
function reasonOf(error: BaseError): string | undefined {
  // `details` is the wrapped error's own message when the kit had nothing better to say.
  const text = sanitizeWalletName(error.details ?? error.shortMessage, maxReasonLength)
  return text || undefined
}

/** No answer from the name service at all: offline, or it took too long. */
const unreachable = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'HTTP_REQUEST_TIMEOUT' ||
    (error.code === 'HTTP_REQUEST_FAILED' && error.status === undefined))

/**
 * What a failed registration tells the person: the wallet declined the signature (4001, 5000)
 * or could not sign; the name service could not be reached, or refused, with its reason when it
 * gave one (`registerName` rejects with SPEC's 'Error registering name' when it gave none).
 * @example registrationFailureOf({ code: 4001 }, 'sign') // { kind: 'declined', reason: 'User rejected the request.' }
 */
export function registrationFailureOf(
  error: unknown,
  phase: 'sign' | 'register',
): NameRegistrationFailure {
  const wrapped = toBaseError(error)
  if (phase === 'register') {
    if (wrapped.walk(unreachable) !== null) return { kind: 'unreachable' }
    const reason = reasonOf(wrapped)
    return { kind: 'refused', reason: reason === registerNameFailed ? undefined : reason }
  }
  const declined = wrapped.walk((inner) => inner instanceof UserRejectedRequestError) !== null
  return { kind: declined ? 'declined' : 'signFailed', reason: reasonOf(wrapped) }
}
