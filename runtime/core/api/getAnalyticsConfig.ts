import { ApiError } from './ApiError.js'
import { fetchWalletApi, type WalletApiCallOptions } from './fetchWalletApi.js'
import type { WalletApiContext } from './WalletApiContext.js'
import { displayApiUrl, walletApiUrl } from './walletApiUrl.js'

export interface GetAnalyticsConfigReturnType {
  /** Whether the project lets this kit send analytics and error reports. */
  isAnalyticsEnabled: boolean
}

/**
 * The project's analytics switch (`GET /getAnalyticsConfig`, SPEC section 7), validated. An answer
 * without a boolean `isAnalyticsEnabled` is an `ApiError` (INVALID_RESPONSE); a refused origin
 * or project (401 / 403) is INVALID_APP_CONFIGURATION with its `status`, for which the caller
 * raises 'Invalid App Configuration' (SPEC section 8); a 5xx is SERVER_ERROR 'failed to get the
 * analytics configuration'.
 * @example
 * const { isAnalyticsEnabled } = await getAnalyticsConfig(walletApiContext(appKit.config))
 */
export async function getAnalyticsConfig(
  api: WalletApiContext,
  options: WalletApiCallOptions = {},
): Promise<GetAnalyticsConfigReturnType> {
  const body = await fetchWalletApi(
    api,
    '/getAnalyticsConfig',
    {},
    { what: 'failed to get the analytics configuration', ...options },
  )
  const enabled = (body as { isAnalyticsEnabled?: unknown } | null)?.isAnalyticsEnabled
  if (typeof enabled === 'boolean') return { isAnalyticsEnabled: enabled }
  throw new ApiError('INVALID_RESPONSE', {
    url: displayApiUrl(walletApiUrl(api, '/getAnalyticsConfig')),
    status: 200,
    details: 'The analytics configuration has no isAnalyticsEnabled switch.',
  })
}
