import type { AppKit } from '../AppKit.js'
import { ApiError } from '../api/ApiError.js'
import { fetchWalletApi, type WalletApiCallOptions } from '../api/fetchWalletApi.js'
import type { WalletApiContext } from '../api/WalletApiContext.js'
import { displayApiUrl, type WalletApiQueryValue, walletApiUrl } from '../api/walletApiUrl.js'

/** Per-call options of the Blockchain API functions. */
export interface BlockchainApiOptions {
  /** How long the call may take (default 10 s, SPEC section 9). Tests pass a short one. */
  timeoutMs?: number | undefined
  /** Cancels the call; the call then rejects with the signal's reason. */
  signal?: AbortSignal | undefined
}

/**
 * Where and as whom the kit calls the Blockchain API: `config.services.blockchainApi` with the
 * project id. The same context type as the Wallet API's, so both share one fetch and one error
 * mapping (and one `projectId` / `st` / `sv` query, SPEC section 7).
 * @example fetch(walletApiUrl(blockchainApiContext(appKit), '/v1/identity/0x…'))
 */
export function blockchainApiContext(
  appKit: Pick<AppKit, 'config'>,
  options: BlockchainApiOptions = {},
): WalletApiContext {
  const { projectId, services } = appKit.config
  return {
    baseUrl: services.blockchainApi,
    projectId,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  }
}

/**
 * Calls a Blockchain API route (GET, or POST with a JSON body) and returns its JSON body, still
 * `unknown`: the caller validates it. Fails with the Wallet API's `ApiError`s (RATE_LIMITED,
 * SERVER_ERROR, INVALID_APP_CONFIGURATION, HTTP_REQUEST_FAILED, HTTP_REQUEST_TIMEOUT,
 * INVALID_RESPONSE).
 * @example
 * const body = await fetchBlockchainApi(appKit, `/v1/identity/${address}`, {}, { what: 'failed to get the identity' })
 */
export function fetchBlockchainApi(
  appKit: Pick<AppKit, 'config'>,
  path: string,
  query: Record<string, WalletApiQueryValue>,
  options: BlockchainApiOptions & WalletApiCallOptions = {},
): Promise<unknown> {
  const { timeoutMs, ...call } = options
  return fetchWalletApi(blockchainApiContext(appKit, { timeoutMs }), path, query, call)
}

/**
 * The error for an answer that is JSON but not the expected shape (SECURITY: every remote
 * response is validated; a malformed one is a typed error).
 * @example throw invalidResponse(appKit, path, 'The history is not of the shape { data, next }.')
 */
export function invalidResponse(
  appKit: Pick<AppKit, 'config'>,
  path: string,
  details: string,
): ApiError {
  const url = displayApiUrl(walletApiUrl(blockchainApiContext(appKit), path))
  return new ApiError('INVALID_RESPONSE', { url, status: 200, details })
}
