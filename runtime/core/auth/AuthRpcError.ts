import {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
} from '../frame/frameErrors.js'

/**
 * An error of the embedded wallet's provider, shaped as EIP-1193 says (`code` is the number apps
 * and viem check): 4001 when the user rejected or closed the approval, 4200 for a method the
 * embedded wallet refuses, the frame's own code otherwise.
 * @example if (error instanceof AuthRpcError && error.code === 4001) showRejected()
 */
export class AuthRpcError extends Error {
  override name = 'AuthRpcError'
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
