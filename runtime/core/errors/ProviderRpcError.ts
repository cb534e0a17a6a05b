import { BaseError } from './BaseError.js'
import type { AppKitErrorCode } from './errorCodes.js'

/** One row of the provider error table: the kit's permanent code and its short message. */
export interface ProviderRpcErrorInfo {
  code: AppKitErrorCode
  shortMessage: string
}

/**
 * The provider error codes of SPEC section 8 (JSON-RPC 2.0, EIP-1474, EIP-1193, EIP-5792, CAIP-25),
 * keyed by the numeric code a wallet or RPC node sends.
 */
export const providerRpcErrors: Readonly<Record<number, ProviderRpcErrorInfo>> = {
  [-32700]: { code: 'RPC_PARSE_ERROR', shortMessage: 'The wallet could not parse the request' },
  [-32600]: { code: 'RPC_INVALID_REQUEST', shortMessage: 'The request is not a valid request' },
  [-32601]: { code: 'RPC_METHOD_NOT_FOUND', shortMessage: 'The method does not exist' },
  [-32602]: { code: 'RPC_INVALID_PARAMS', shortMessage: 'The request has invalid parameters' },
  [-32603]: { code: 'RPC_INTERNAL_ERROR', shortMessage: 'The wallet reported an internal error' },
  [-32000]: { code: 'RPC_INVALID_INPUT', shortMessage: 'The request input is invalid' },
  [-32001]: {
    code: 'RPC_RESOURCE_NOT_FOUND',
    shortMessage: 'The requested resource was not found',
  },
  [-32002]: {
    code: 'REQUEST_PENDING',
    shortMessage: 'A request is already pending in your wallet',
  },
  [-32003]: { code: 'RPC_TRANSACTION_REJECTED', shortMessage: 'The transaction was rejected' },
  [-32004]: { code: 'RPC_METHOD_NOT_SUPPORTED', shortMessage: 'The method is not supported' },
  [-32005]: { code: 'RPC_LIMIT_EXCEEDED', shortMessage: 'The request exceeds a defined limit' },
  [-32006]: {
    code: 'RPC_VERSION_NOT_SUPPORTED',
    shortMessage: 'The JSON-RPC version is not supported',
  },
  4001: { code: 'USER_REJECTED_REQUEST', shortMessage: 'Connection rejected' },
  // CAIP-25 wallets (WalletConnect) report a user rejection as 5000 (SPEC section 8).
  5000: { code: 'USER_REJECTED_REQUEST', shortMessage: 'Connection rejected' },
  4100: {
    code: 'UNAUTHORIZED',
    shortMessage: 'The wallet has not authorized this account or method',
  },
  4200: { code: 'UNSUPPORTED_METHOD', shortMessage: 'The wallet does not support this method' },
  4900: {
    code: 'PROVIDER_DISCONNECTED',
    shortMessage: 'The wallet is disconnected from all chains',
  },
  4901: { code: 'CHAIN_DISCONNECTED', shortMessage: 'The wallet is not connected to this chain' },
  4902: { code: 'UNRECOGNIZED_CHAIN', shortMessage: 'The wallet does not recognise this chain' },
  5700: {
    code: 'UNSUPPORTED_CAPABILITY',
    shortMessage: 'The wallet does not support a required capability',
  },
  5710: { code: 'UNSUPPORTED_CHAIN_ID', shortMessage: 'The wallet does not support this chain id' },
  5720: { code: 'DUPLICATE_ID', shortMessage: 'A batch with this id already exists' },
  5730: { code: 'UNKNOWN_BUNDLE_ID', shortMessage: 'No batch with this id is known' },
  5740: { code: 'BUNDLE_TOO_LARGE', shortMessage: 'The batch is too large for the wallet' },
  5750: {
    code: 'ATOMIC_UPGRADE_REJECTED',
    shortMessage: 'The user rejected the upgrade to an atomic-ready account',
  },
  5760: {
    code: 'ATOMICITY_NOT_SUPPORTED',
    shortMessage: 'The wallet cannot run this batch atomically',
  },
  // Positive 32603 is what some wallets send for a chain id they cannot parse (SPEC section 8).
  32603: { code: 'INVALID_CHAIN_ID', shortMessage: 'The chain id is invalid' },
}

const unknownRpcError: ProviderRpcErrorInfo = {
  code: 'UNKNOWN_RPC_ERROR',
  shortMessage: 'The wallet returned an unknown error',
}

/** Options of `ProviderRpcError`; subclasses pin `code` and `shortMessage`. */
export interface ProviderRpcErrorParameters {
  /** The numeric code the provider sent. */
  rpcCode: number
  /** The provider's `data` field, kept for callers that understand it. */
  data?: unknown
  code?: AppKitErrorCode
  shortMessage?: string
  metaMessages?: readonly string[]
}

/**
 * A wallet or RPC error (EIP-1193 `{ code, message, data }`), named by the SPEC section 8 table.
 * `code` is the kit's permanent code; `rpcCode` is the number the provider sent.
 * @example
 * const error = new ProviderRpcError(raw, { rpcCode: 4902 })
 * error.code // 'UNRECOGNIZED_CHAIN'
 */
export class ProviderRpcError extends BaseError {
  // Its own name or one of its subclasses': each pins its literal (`'RequestPendingError' as const`).
  override name: 'ProviderRpcError' | 'UserRejectedRequestError' | 'RequestPendingError' =
    'ProviderRpcError'
  readonly rpcCode: number
  readonly data: unknown

  constructor(cause: unknown, parameters: ProviderRpcErrorParameters) {
    const info = providerRpcErrors[parameters.rpcCode] ?? unknownRpcError
    super(parameters.shortMessage ?? info.shortMessage, {
      code: parameters.code ?? info.code,
      cause,
      metaMessages: parameters.metaMessages,
    })
    this.rpcCode = parameters.rpcCode
    this.data = parameters.data
  }
}
