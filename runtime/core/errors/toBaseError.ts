import { BaseError } from './BaseError.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { RequestPendingError } from './RequestPendingError.js'
import { UnknownError } from './UnknownError.js'
import { UserRejectedRequestError } from './UserRejectedRequestError.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object'
}

/**
 * The provider code of an EIP-1193-shaped error. Some mobile wallets hide the real code under
 * `data.originalError` behind a generic -32603, so that one is looked through.
 */
function rpcCodeOf(error: unknown): number | undefined {
  if (!isRecord(error) || !Number.isInteger(error.code)) return undefined
  const code = error.code as number
  if (code === -32603 && isRecord(error.data) && isRecord(error.data.originalError)) {
    const inner = error.data.originalError.code
    if (Number.isInteger(inner)) return inner as number
  }
  return code
}

/**
 * Wraps a wallet or RPC error (anything with an integer `code`) as the matching `ProviderRpcError`
 * subclass; `undefined` when the value does not look like a provider error.
 * @example
 * toProviderRpcError({ code: 4001, message: 'User denied' }) // UserRejectedRequestError
 */
export function toProviderRpcError(error: unknown): ProviderRpcError | undefined {
  if (error instanceof ProviderRpcError) return error
  const rpcCode = rpcCodeOf(error)
  if (rpcCode === undefined) return undefined
  const data = isRecord(error) ? error.data : undefined
  if (rpcCode === 4001 || rpcCode === 5000) {
    return new UserRejectedRequestError(error, { rpcCode, data })
  }
  if (rpcCode === RequestPendingError.rpcCode) return new RequestPendingError(error, { data })
  return new ProviderRpcError(error, { rpcCode, data })
}

/**
 * Turns anything thrown into a `BaseError`, at the edge where foreign code (wallet, RPC, fetch,
 * frame) hands it over. Kit errors pass through unchanged; the original is kept as `cause`.
 * @example
 * try {
 *   await provider.request({ method: 'eth_requestAccounts' })
 * } catch (error) {
 *   throw toBaseError(error)
 * }
 */
export function toBaseError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  return toProviderRpcError(error) ?? new UnknownError(error)
}
