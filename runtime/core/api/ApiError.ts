// The type only: erased from the build, so this chunk still reaches engine code through the kernel.
import type { AppKitErrorCode } from '../errors/errorCodes.js'
import { BaseError } from '../kernel.js'

// The failures of a remote API call, with the alert titles of SPEC section 8 where it names them.
// Each `code` has a page under docs/errors/.
const apiErrors = [
  { code: 'RATE_LIMITED', shortMessage: 'Rate Limited' },
  { code: 'SERVER_ERROR', shortMessage: 'Server Error' },
  { code: 'INVALID_APP_CONFIGURATION', shortMessage: 'Invalid App Configuration' },
  { code: 'HTTP_REQUEST_FAILED', shortMessage: 'HTTP request failed' },
  { code: 'HTTP_REQUEST_TIMEOUT', shortMessage: 'The request took too long to respond.' },
  { code: 'INVALID_RESPONSE', shortMessage: 'Invalid response' },
] as const satisfies readonly { code: AppKitErrorCode; shortMessage: string }[]

/** Why a Wallet API (or Blockchain API) call gave no usable answer. */
export type ApiErrorCode = (typeof apiErrors)[number]['code']

export interface ApiErrorParameters {
  /** The URL called, without its query string. */
  url: string
  /** The HTTP status, when an answer arrived. */
  status?: number | undefined
  details?: string | undefined
  cause?: unknown
  /** From a 429's `Retry-After`: how long the service asks callers to wait. */
  retryAfterMs?: number | undefined
}

/**
 * A remote API call that failed: rate limited (429), a server error (5xx), a refused project or
 * origin (401 / 403: 'Invalid App Configuration'), another status or no answer at all (offline),
 * a timeout, or an answer that is not JSON of the expected shape. Never a crash: callers show a
 * degraded state from `code`.
 * @example
 * try {
 *   await getWallets(api, { page: 1, entries: 40 })
 * } catch (error) {
 *   if (error instanceof ApiError && error.code === 'RATE_LIMITED') wait(error.retryAfterMs)
 * }
 */
export class ApiError extends BaseError {
  override name = 'ApiError' as const
  declare readonly code: ApiErrorCode
  readonly url: string
  readonly status: number | undefined
  readonly retryAfterMs: number | undefined

  constructor(code: ApiErrorCode, parameters: ApiErrorParameters) {
    const known = apiErrors.find((entry) => entry.code === code) ?? apiErrors[3]
    super(known.shortMessage, {
      code,
      details: parameters.details,
      cause: parameters.cause,
      metaMessages: [
        `URL: ${parameters.url}`,
        ...(parameters.status === undefined ? [] : [`Status: ${parameters.status}`]),
      ],
    })
    this.url = parameters.url
    this.status = parameters.status
    this.retryAfterMs = parameters.retryAfterMs
  }
}
