import {
  BaseError,
  ProviderRpcError,
  providerRpcErrors,
  toBaseError,
  UnknownError,
  UserRejectedRequestError,
} from '../../kernel.js'

/** Longest wallet message kept: it is the page's text, shown in the kit's error details. */
const maxMessageLength = 500
const invisible = /[\p{Cc}\p{Cf}]/gu

/**
 * A JSON-RPC error's numbers as WBIP004 wallets use them. -32000 is sats-connect's user
 * rejection (not JSON-RPC's "invalid input"), and -32002 its "access denied" (not a pending
 * request): the site has no permission, as 4100 says.
 */
function fromJsonRpcError(code: number, message: string): BaseError {
  const cause = new Error(message)
  if (code === -32000 || code === 4001 || code === 5000) return new UserRejectedRequestError(cause)
  if (code === -32002)
    return new ProviderRpcError(cause, { rpcCode: code, ...providerRpcErrors[4100] })
  return new ProviderRpcError(cause, { rpcCode: code })
}

/**
 * A Bitcoin browser wallet's error as the kit's: a JSON-RPC error object (`{ code, message }`,
 * answered or thrown) keeps the wallet's message; a rejection (-32000, 4001, 5000, or an error
 * saying rejected, denied, declined or cancelled, as Wallet Standard wallets do) is a
 * `UserRejectedRequestError` with `rpcCode` 4001; kit errors pass as they are; anything else is
 * wrapped with `cause`.
 * @example throw toBitcoinWalletRejection({ code: -32000, message: 'User rejected' }) // rpcCode 4001
 */
export function toBitcoinWalletRejection(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  let code: unknown
  let message: unknown
  try {
    ;({ code, message } = (error ?? {}) as { code?: unknown; message?: unknown })
  } catch {
    // The page's object, whose getters throw: nothing of it can be read, or kept.
    return new UnknownError(new Error('The wallet failed with an error that cannot be read.'))
  }
  if (Number.isSafeInteger(code)) {
    // Shown as text: invisible and direction-changing characters go, as in wallet names.
    const text =
      typeof message === 'string' ? message.slice(0, maxMessageLength).replace(invisible, '') : ''
    return fromJsonRpcError(code as number, text || 'The wallet gave no reason.')
  }
  if (error instanceof Error && /reject|denied|declined|cancel/i.test(error.message)) {
    return new UserRejectedRequestError(error)
  }
  return toBaseError(error)
}
