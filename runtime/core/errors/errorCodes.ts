/**
 * Every error code the kit raises, each with its page `docs/errors/<CODE>.md`. Codes are permanent:
 * a new one is added here with its page, none is renamed or removed. `test/errorDocs.test.ts` holds
 * this list to the pages and to every code written anywhere in the runtime.
 */
export const appKitErrorCodes = [
  // The kit's own errors.
  'BALANCE_UNAVAILABLE',
  'CHAIN_NOT_SUPPORTED',
  'CONNECTION_SUPERSEDED',
  'CONNECTION_TIMEOUT',
  'CONNECTOR_NOT_FOUND',
  'EMAIL_COOLDOWN',
  'EMAIL_LOGIN_OFF',
  'FAILED_TO_CONNECT',
  'IFRAME_LOAD_FAILED',
  'IFRAME_REQUEST_ABORTED',
  'IFRAME_REQUEST_FAILED',
  'IFRAME_REQUEST_TIMEOUT',
  'INVALID_EMAIL',
  'MODAL_CLOSED',
  'NOT_CONNECTED',
  'SEND_CONFIRMATION_UNKNOWN',
  'SEND_PARAMETERS_MISSING',
  'SEND_UNSUPPORTED_CHAIN',
  'SESSION_EXPIRED',
  'SOCIAL_LOGIN_FAILED',
  'SIWX_INITIALIZATION_FAILED',
  'SIWX_NOT_CONNECTED',
  'SIWX_NOT_ENABLED',
  'SIWX_SERVER_UNAVAILABLE',
  'SIWX_SIGNATURE_DECLINED',
  'SIWX_VERIFY_FAILED',
  'SWITCH_CHAIN_TIMEOUT',
  'SWITCH_NETWORK_NOT_FOUND',
  'TRANSACTIONS_UNAVAILABLE',
  'TRANSACTION_REJECTED',
  'UNKNOWN_ERROR',
  'UNSUPPORTED_CHAIN_NAMESPACE',
  'UNVERIFIED_DOMAIN',
  'WALLET_CONNECT_UNAVAILABLE',
  // A Wallet API or Blockchain API call (`ApiError`).
  'HTTP_REQUEST_FAILED',
  'HTTP_REQUEST_TIMEOUT',
  'INVALID_APP_CONFIGURATION',
  'INVALID_RESPONSE',
  'RATE_LIMITED',
  'SERVER_ERROR',
  // A wallet's or RPC node's error, named by its number (`ProviderRpcError`, SPEC section 8).
  'ATOMICITY_NOT_SUPPORTED',
  'ATOMIC_UPGRADE_REJECTED',
  'BUNDLE_TOO_LARGE',
  'CHAIN_DISCONNECTED',
  'DUPLICATE_ID',
  'INVALID_CHAIN_ID',
  'PROVIDER_DISCONNECTED',
  'REQUEST_PENDING',
  'RPC_INTERNAL_ERROR',
  'RPC_INVALID_INPUT',
  'RPC_INVALID_PARAMS',
  'RPC_INVALID_REQUEST',
  'RPC_LIMIT_EXCEEDED',
  'RPC_METHOD_NOT_FOUND',
  'RPC_METHOD_NOT_SUPPORTED',
  'RPC_PARSE_ERROR',
  'RPC_RESOURCE_NOT_FOUND',
  'RPC_TRANSACTION_REJECTED',
  'RPC_VERSION_NOT_SUPPORTED',
  'UNAUTHORIZED',
  'UNKNOWN_BUNDLE_ID',
  'UNKNOWN_RPC_ERROR',
  'UNRECOGNIZED_CHAIN',
  'UNSUPPORTED_CAPABILITY',
  'UNSUPPORTED_CHAIN_ID',
  'UNSUPPORTED_METHOD',
  'USER_REJECTED_REQUEST',
  // appkit/wagmi.
  'WAGMI_NO_EVM_NETWORK',
  'WAGMI_NOT_INSTALLED',
  'WAGMI_PROVIDER_NOT_MOUNTED',
  'WAGMI_VERSION_UNSUPPORTED',
] as const

/**
 * One of the kit's error codes: the type of `BaseError.code`, so a misspelled code fails to compile
 * where an error is made (`new BaseError(message, { code })`) and where one is checked
 * (`error.code === '...'`, `isAppKitError(error, '...')`).
 * @example
 * const code: AppKitErrorCode = 'USER_REJECTED_REQUEST'
 */
export type AppKitErrorCode = (typeof appKitErrorCodes)[number]
