import {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
} from '../frame/frameErrors.js'

/**
 * The outgoing EIP-1193 error of the embedded wallet: what its providers (`useAppKitProvider`'s
 * eip155 and solana ones for an email login) reject with, as a wallet would. `code` is the
 * EIP-1193 number apps, viem and wagmi check: 4001 when the user rejected or closed the approval,
 * 4100 with no account, 4200 for a method the embedded wallet refuses, -32002 while another
 * request waits, the frame's own code otherwise (-32603 for a time-out or a frame that did not
 * load). Not a `BaseError`, by design: it is a wallet's answer that callers (viem's
 * `ProviderRpcError` handling, the kit's own `toBaseError` at the wagmi and action edges) read by
 * its numeric `code`, as for any other wallet; a `BaseError`'s `code` is a string. The frame's own
 * failure is kept as `cause` (a `BaseError`: IFRAME_REQUEST_FAILED, _ABORTED, _TIMEOUT,
 * IFRAME_LOAD_FAILED).
 * @example if (error instanceof AuthRpcError && error.code === 4001) showRejected()
 */
export class AuthRpcError extends Error {
  override name = 'AuthRpcError' as const
  readonly code: number
  /** `code` again, under the name the kit's `ProviderRpcError`s give it, so one check fits both. */
  readonly rpcCode: number

  constructor(message: string, code: number, options: { cause?: unknown } = {}) {
    super(message, options)
    this.code = code
    this.rpcCode = code
  }
}

/**
 * The provider's error for a failed frame request: the user's rejection (4001, also for a request
 * aborted by closing the modal), the frame's code and message, a time-out or a frame that never
 * loaded (-32603 with SPEC section 8's words).
 * @example throw toAuthRpcError(error)
 */
export function toAuthRpcError(error: unknown): AuthRpcError {
  if (error instanceof AuthRpcError) return error
  if (error instanceof FrameRequestAbortedError) {
    return new AuthRpcError(error.shortMessage, 4001, { cause: error })
  }
  if (error instanceof FrameRequestError) {
    return new AuthRpcError(error.shortMessage, error.rpcCode ?? -32603, { cause: error })
  }
  if (error instanceof FrameRequestTimeoutError || error instanceof FrameLoadError) {
    return new AuthRpcError(error.shortMessage, -32603, { cause: error })
  }
  return new AuthRpcError(error instanceof Error ? error.message : 'An error occurred', -32603, {
    cause: error,
  })
}
