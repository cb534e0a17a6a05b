import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import { BaseError } from '../errors/BaseError.js'
import { defineOwned } from '../instance/createOwnedState.js'

export interface FetchBalanceParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** Skip the 30 s cache and the failure back-off (an explicit refresh). */
  forceUpdate?: boolean
}

export interface FetchBalanceReturnType {
  /** The native balance, truncated (not rounded) to 3 decimals (SPEC section 9). */
  balance: string
  symbol: string
}
export type FetchBalanceErrorType = BaseError

/** How long a balance is reused, and how long a failed read is not retried (SPEC sections 4, 9). */
export const balanceCacheMs = 30_000

interface CacheEntry {
  promise: Promise<FetchBalanceReturnType>
  /** `undefined` while the read is in flight. */
  settledAt: number | undefined
}

// Per instance, so two kits never share a cache. It holds answers and reads in flight, nothing
// that runs: destroy() only lets go of them (a read that answers later writes to no live kit).
const balanceCache = defineOwned<Map<string, CacheEntry>, AppKit>(
  'balance cache',
  () => new Map(),
  (cache) => cache.clear(),
)

export { truncateDecimals } from './truncateDecimals.js'

async function readBalance(
  appKit: AppKit,
  adapter: ChainAdapter,
  network: CaipNetwork,
  address: string,
) {
  try {
    return await adapter.readNativeBalance(appKit, network, address)
  } catch (cause) {
    throw new BaseError('Token Balance Unavailable', { code: 'BALANCE_UNAVAILABLE', cause })
  }
}

/**
 * Reads the native balance of a namespace's connected account through its chain adapter and stores
 * it as `balance` / `balanceSymbol` of the account. A result is reused for 30 s per address and
 * network; after a failure that pair is not asked again for 30 s (the failure is repeated).
 * @example const { balance, symbol } = await fetchBalance(appKit) // { balance: '1.234', symbol: 'ETH' }
 */
export async function fetchBalance(
  appKit: AppKit,
  parameters: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const chains = appKit.stores.chains
  const namespace = parameters.namespace ?? chains.getState().activeNamespace
  const { address, caipAddress } = chains.getAccount(namespace)
  const network = chains.getNetwork(namespace).caipNetwork
  if (!address || !caipAddress || !network) {
    throw new BaseError('No account is connected.', { code: 'NOT_CONNECTED' })
  }
  const configured = appKit.config.networks.includes(network)
  const adapter = appKit.adapters.get(network.chainNamespace)
  if (!adapter || !configured || !adapter.isAddress(address)) {
    throw new BaseError('Token Balance Unavailable', {
      code: 'BALANCE_UNAVAILABLE',
      details: configured
        ? `Balances of ${network.chainNamespace} accounts are not read here yet.`
        : `${network.caipNetworkId} is not one of the configured networks.`,
    })
  }
  const cache = appKit.owned.get(balanceCache)
  const key = `${caipAddress}|${network.caipNetworkId}`
  let entry = cache.get(key)
  // A read in flight is shared even when forced; a settled one counts for 30 s unless forced.
  const settledAt = entry?.settledAt
  const stale =
    settledAt !== undefined && (parameters.forceUpdate || Date.now() - settledAt >= balanceCacheMs)
  if (!entry || stale) {
    const created: CacheEntry = {
      promise: readBalance(appKit, adapter, network, address),
      settledAt: undefined,
    }
    const settle = () => {
      created.settledAt = Date.now()
    }
    created.promise.then(settle, settle)
    cache.set(key, created)
    entry = created
  }
  const result = await entry.promise
  // The account or network may have changed while the RPC answered; write only where it belongs.
  const now = chains.getAccount(namespace)
  if (now.caipAddress === caipAddress && chains.getNetwork(namespace).caipNetwork === network) {
    chains.setAccount(namespace, { balance: result.balance, balanceSymbol: result.symbol })
  }
  return result
}
