import type { AppKit } from '../AppKit.js'
import { ApiError } from '../api/ApiError.js'
import { type BlockchainApiOptions, fetchBlockchainApi } from './fetchBlockchainApi.js'
import { forgetAccountNames } from './nameCaches.js'
import { displayText } from './readFields.js'

/** A signed registration: `message` is `registrationMessage(...)`, signed by `address`. */
export interface RegisterNameParameters {
  /** The coin type the message names (`nameCoinType(chainId)`). */
  coinType: number
  address: string
  message: string
  signature: string
}

/** SPEC section 8's message, when the service gives no reason of its own. */
export const registerNameFailed = 'Error registering name'
// Long enough for any reason the service gives ('Name is already registered').
const maxReasonLength = 160

/** The service's reason for a refusal (400, 409), made inert; else `undefined`. */
function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'HTTP_REQUEST_FAILED') return undefined
  const { status, details } = error
  if (status !== 400 && status !== 409) return undefined
  // fetchWalletApi says this when the body had no `message`: that is no reason to show.
  if (details === `The service answered ${status}.`) return undefined
  return displayText(details, maxReasonLength)
}

/**
 * Registers a name (`POST /v1/profile/account` with `{ coin_type, address, message, signature }`).
 * On success the account's cached names are dropped (`forgetAccountNames`), so the next lookups
 * find the new name; any 2xx answer counts, its body is not needed. A refusal rejects with an
 * `Error` whose message is the service's reason, made inert ('Name is already registered'),
 * else 'Error registering name' (SPEC section 8), the `ApiError` as its `cause`. A cancelled
 * call rejects with the signal's reason.
 * @example
 * await registerName(appKit, { coinType: 60, address, message, signature })
 */
export async function registerName(
  appKit: AppKit,
  parameters: RegisterNameParameters,
  options: BlockchainApiOptions = {},
): Promise<void> {
  const { coinType, address, message, signature } = parameters
  try {
    await fetchBlockchainApi(
      appKit,
      '/v1/profile/account',
      {},
      {
        ...options,
        method: 'POST',
        body: { coin_type: coinType, address, message, signature },
        what: 'failed to register the name',
      },
    )
  } catch (error) {
    if (options.signal?.aborted) throw error
    // A 2xx answer that is not JSON still says the name is registered.
    const registered =
      error instanceof ApiError &&
      error.code === 'INVALID_RESPONSE' &&
      error.status !== undefined &&
      error.status >= 200 &&
      error.status <= 299
    if (!registered) {
      appKit.logger.warn(registerNameFailed, error)
      // Plain text for the form to show as is, as a BaseError's message carries docs lines.
      throw new Error(refusalReason(error) ?? registerNameFailed, { cause: error })
    }
  }
  forgetAccountNames(appKit, address)
}
