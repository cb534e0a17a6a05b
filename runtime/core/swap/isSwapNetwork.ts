import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'

/**
 * Whether the kit offers swaps on `caipNetwork`: an EVM network listed in the config's
 * `swapNetworks` (SPEC section 9's swap-supported chains that are configured, by default). First-load
 * safe: the account hub's Swap button asks it before any swap code is fetched.
 * @example isSwapNetwork(appKit, appKit.stores.chains.getNetwork('eip155').caipNetwork) // true on Ethereum
 */
export function isSwapNetwork(
  appKit: Pick<AppKit, 'config'>,
  caipNetwork: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'> | undefined,
): boolean {
  if (caipNetwork?.chainNamespace !== 'eip155') return false
  // Read as optional: a config normalized before `swapNetworks` existed has none.
  const { swapNetworks = [] } = appKit.config as { swapNetworks?: readonly string[] }
  return swapNetworks.includes(caipNetwork.caipNetworkId)
}
