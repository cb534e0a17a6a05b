/** JSON-RPC error codes: the standard ones and the Solana validator's own that the sandbox uses. */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Solana: the preflight simulation of `sendTransaction` failed. */
  preflightFailed: -32002,
  /** Solana: a v0 transaction asked for without `maxSupportedTransactionVersion`. */
  unsupportedTransactionVersion: -32015,
} as const

/**
 * An error the Solana sandbox's JSON-RPC answers with: `{ code, message, data? }`.
 * @example throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid param: WrongSize')
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'

  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  /** The `error` member of a JSON-RPC response. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/**
 * An `invalid params` error with the validator's wording.
 * @example throw invalidParams('Invalid param: WrongSize')
 */
export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(rpcErrorCodes.invalidParams, message)
}
