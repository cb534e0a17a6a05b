import { ProviderRpcError } from './ProviderRpcError.js'

/**
 * The wallet already shows a prompt from this site (-32002). Sending again would only stack
 * prompts, so the modal tells the user where to look instead.
 * @example
 * if (error instanceof RequestPendingError) showMessage(error.shortMessage)
 */
export class RequestPendingError extends ProviderRpcError {
  override name = 'RequestPendingError' as const
  static readonly rpcCode = -32002

  constructor(cause?: unknown, parameters: { data?: unknown } = {}) {
    super(cause, {
      rpcCode: RequestPendingError.rpcCode,
      data: parameters.data,
      code: 'REQUEST_PENDING',
      shortMessage: 'A request is already pending in your wallet',
      metaMessages: ['Open your wallet to approve or reject it, then try again.'],
    })
  }
}
