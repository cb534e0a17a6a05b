import { ApiError } from './ApiError.js'
import { fetchWalletApi, type WalletApiCallOptions } from './fetchWalletApi.js'
import type { WalletApiContext } from './WalletApiContext.js'

/**
 * The origins the project's dashboard allows (`GET /projects/v1/origins`), for the embedded
 * wallet's ancestor check. SPEC section 8: 429 is RATE_LIMITED and 5xx SERVER_ERROR; any other
 * answer the service gave (another status, a body of another shape) is an empty list. No answer
 * at all (offline, a time-out) is thrown too: it says nothing about the list. Entries that are
 * not short strings are dropped.
 * @example const origins = await getAllowedOrigins(walletApiContext(config)) // ['https://dapp.example']
 */
export async function getAllowedOrigins(
  api: WalletApiContext,
  options: WalletApiCallOptions = {},
): Promise<string[]> {
  let body: unknown
  try {
    body = await fetchWalletApi(api, '/projects/v1/origins', {}, options)
  } catch (error) {
    const answered =
      error instanceof ApiError &&
      error.status !== undefined &&
      !['RATE_LIMITED', 'SERVER_ERROR'].includes(error.code)
    if (answered || (error instanceof ApiError && error.code === 'INVALID_RESPONSE')) return []
    throw error
  }
  const list = (body as { allowedOrigins?: unknown } | null)?.allowedOrigins
  if (!Array.isArray(list)) return []
  return list.filter((entry): entry is string => typeof entry === 'string' && entry.length <= 300)
}
