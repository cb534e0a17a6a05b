import { ApiError } from './ApiError.js'
import { fetchWalletApi, type WalletApiCallOptions } from './fetchWalletApi.js'
import { type GetWalletsReturnType, parseWalletsResponse } from './parseWalletsResponse.js'
import type { WalletApiContext } from './WalletApiContext.js'
import { displayApiUrl, walletApiUrl } from './walletApiUrl.js'

/** The query of `GET /getWallets` (SPEC section 7). Lists are sent comma-separated. */
export interface GetWalletsParameters {
  /** 1-based. */
  page: number
  /** Wallets per page (the registry caps it at 100). */
  entries: number
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Never these wallet ids. */
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids: wallets supporting any of them. */
  chains?: readonly string[] | undefined
  /** Matched against wallet names. */
  search?: string | undefined
  /** 'certified' or 'none'. */
  badge_type?: string | undefined
}

export type { GetWalletsReturnType, WalletApiWallet } from './parseWalletsResponse.js'

/**
 * One page of the wallet registry, validated. Rejects with an `ApiError` (rate limited, server
 * error, invalid app configuration, offline, timeout, or an answer of the wrong shape).
 * @example
 * const { data, count } = await getWallets(walletApiContext(config), {
 *   page: 1,
 *   entries: 40,
 *   chains: ['eip155:1'],
 * })
 */
export async function getWallets(
  api: WalletApiContext,
  parameters: GetWalletsParameters,
  options: WalletApiCallOptions = {},
): Promise<GetWalletsReturnType> {
  const { page, entries, include, exclude, chains, search, badge_type } = parameters
  const query = { page, entries, include, exclude, chains, search, badge_type }
  const body = await fetchWalletApi(api, '/getWallets', query, {
    what: 'failed to get the wallet list',
    ...options,
  })
  const parsed = parseWalletsResponse(body)
  if (parsed) return parsed
  throw new ApiError('INVALID_RESPONSE', {
    url: displayApiUrl(walletApiUrl(api, '/getWallets')),
    status: 200,
    details: 'The wallet list is not of the shape { data: Wallet[], count: number }.',
  })
}
