import { ProviderRpcError } from './ProviderRpcError.js'

/**
 * The user declined in the wallet. Providers send 4001 (EIP-1193) or 5000 (CAIP-25); both mean the
 * same to the modal: back to idle, nothing to retry.
 * @example
 * if (error instanceof UserRejectedRequestError) showSnackbar(error.shortMessage) // 'Connection rejected'
 */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError' as const
  /** Provider codes that count as a user rejection (SPEC section 8). */
  static readonly rpcCodes: readonly number[] = [4001, 5000]

  constructor(cause?: unknown, parameters: { rpcCode?: 4001 | 5000; data?: unknown } = {}) {
    super(cause, {
      rpcCode: parameters.rpcCode ?? 4001,
      data: parameters.data,
      code: 'USER_REJECTED_REQUEST',
      shortMessage: 'Connection rejected',
    })
  }
}
