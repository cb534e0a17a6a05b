/**
 * An EIP-1193 provider error: what a dapp sees when the dev wallet refuses or fails a request.
 * Codes are the standard ones (4001 rejected, 4100 unauthorized, 4200 unsupported method, 4902
 * unknown chain, -32002 request pending, -32602 invalid params, -32603 internal).
 * @example
 * throw new ProviderRpcError(4001, 'User rejected the request.')
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
