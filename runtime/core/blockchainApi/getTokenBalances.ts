import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { BaseError, defineOwned } from '../kernel.js'
import type { TokenBalance } from '../state/AccountState.js'
import { refusal, sameAddress } from './checkNetwork.js'
import { createRequestCache } from './createRequestCache.js'
import {
  type BlockchainApiOptions,
  fetchBlockchainApi,
  invalidResponse,
} from './fetchBlockchainApi.js'
import { parseTokenBalance } from './parseTokenBalance.js'
import { isRecord } from './readFields.js'

export interface GetTokenBalancesParameters {
  /** The account, as the chain store holds it (0x hex, or base58 for Solana). */
  address: string
  caipNetwork: CaipNetwork
  /** Skip the 30 s cache and the failure back-off, and ask the service for fresh numbers. */
  forceUpdate?: boolean | undefined
}
export type GetTokenBalancesReturnType = TokenBalance[]
export type GetTokenBalancesErrorType = BaseError

/** How long balances are reused, and a failure is not retried (SPEC sections 4 and 9). */
export const tokenBalanceCacheMs = 30_000
// A wallet with more tokens than this on one chain is not shown more; the rest is dust or spam.
const maxEntries = 1000

/** The kit's balance answers: two kits never share them, and a destroyed kit drops them. */
const tokenBalanceCache = defineOwned('token balance cache', () =>
  createRequestCache<TokenBalance[]>({ okMs: tokenBalanceCacheMs, failedMs: tokenBalanceCacheMs }),
)

function unavailable(parameters: { details?: string; cause?: unknown }): BaseError {
  return new BaseError('Token Balance Unavailable', { code: 'BALANCE_UNAVAILABLE', ...parameters })
}

async function request(
  appKit: AppKit,
  parameters: GetTokenBalancesParameters,
  options: BlockchainApiOptions,
): Promise<TokenBalance[]> {
  const { address, caipNetwork, forceUpdate } = parameters
  const path = `/v1/account/${encodeURIComponent(address)}/balance`
  const query = {
    currency: 'usd',
    chainId: caipNetwork.caipNetworkId,
    forceUpdate: forceUpdate ? 'true' : undefined,
  }
  try {
    const body = await fetchBlockchainApi(appKit, path, query, {
      ...options,
      what: 'failed to get the token balances',
    })
    if (!isRecord(body) || !Array.isArray(body.balances) || body.balances.length > maxEntries) {
      const details = 'The balances are not of the shape { balances: TokenBalance[] }.'
      throw invalidResponse(appKit, path, details)
    }
    const id = caipNetwork.caipNetworkId
    return body.balances.flatMap((entry: unknown) => parseTokenBalance(entry, id) ?? [])
  } catch (cause) {
    throw unavailable({ cause })
  }
}

/**
 * The token balances of an account on one network (`GET /v1/account/{address}/balance`), each
 * validated and made safe to show, and stored as the namespace account's `tokenBalance` when that
 * account is still `address` on that network. Reused for 30 s per address and network; after a
 * failure the pair is not asked again for 30 s (the failure is repeated) unless `forceUpdate`.
 * Only eip155, solana and bip122 networks of the config (SPEC section 9; BTC on bip122).
 * @example
 * const tokens = await getTokenBalances(appKit, { address, caipNetwork })
 * // [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: {...}, iconUrl }]
 */
export async function getTokenBalances(
  appKit: AppKit,
  parameters: GetTokenBalancesParameters,
  options: BlockchainApiOptions = {},
): Promise<GetTokenBalancesReturnType> {
  const { address, caipNetwork } = parameters
  const refused = refusal(appKit, caipNetwork, address, {
    feature: 'Token balances',
    namespaces: ['eip155', 'solana', 'bip122'],
  })
  if (refused) throw unavailable({ details: refused })
  const namespace = caipNetwork.chainNamespace
  const key = `${caipNetwork.caipNetworkId}|${namespace === 'eip155' ? address.toLowerCase() : address}`
  const tokens = await appKit.owned
    .get(tokenBalanceCache)
    .get(key, () => request(appKit, parameters, options), {
      force: parameters.forceUpdate,
    })
  // The user may have switched account or network while the service answered.
  const chains = appKit.stores.chains
  const account = chains.getAccount(namespace)
  const network = chains.getNetwork(namespace).caipNetwork
  if (
    account.address &&
    sameAddress(namespace, account.address, address) &&
    network?.caipNetworkId === caipNetwork.caipNetworkId
  ) {
    chains.setAccount(namespace, { tokenBalance: tokens })
  }
  return tokens
}
