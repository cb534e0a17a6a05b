import { retryableImport } from '../lazy/retryableImport.js'

/** The functions of the Wallet API client (SPEC section 7), as `loadWalletApi()` returns them. */
export type WalletApi = typeof import('./walletApi.js')

/**
 * Fetches the Wallet API client: typed functions over `fetch` that send `projectId`, `st` and
 * `sv` on every call and validate every answer (`getWallets`, `getWalletImageUrl`,
 * `getAppConfig`), their `ApiError`, and `validateWalletLink`. Loaded on demand so it costs the
 * first load nothing; the modal itself reaches it through `appKit.loadRegistry()`.
 * @example
 * const { getWallets, walletApiContext } = await loadWalletApi()
 * const { data, count } = await getWallets(walletApiContext(appKit.config), { page: 1, entries: 40 })
 */
export const loadWalletApi: () => Promise<WalletApi> = retryableImport(
  () => import('./walletApi.js'),
)
