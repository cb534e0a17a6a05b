import { resolveBuiltinNetworkId } from './builtinNetworks.js'
import type { CaipNetwork, CaipNetworkId } from './caipNetwork.js'

/** The chains the swap service serves (SPEC section 9), by EVM chain id. */
const swapSupportedChainIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/**
 * The networks where Swap is offered: those `swapNetworks` names (ids or aliases, as in
 * `networks`), or by default the configured EVM networks the swap service serves.
 * @example
 * resolveSwapNetworks(undefined, [mainnet, solana]) // ['eip155:1']
 * resolveSwapNetworks(['localhost'], [localhost]) // ['eip155:31337']
 */
export function resolveSwapNetworks(
  swapNetworks: readonly string[] | undefined,
  networks: readonly CaipNetwork[],
): CaipNetworkId[] {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  if (swapNetworks === undefined) {
    const served = new Set<string | number>(swapSupportedChainIds)
    return evm.filter((network) => served.has(network.id)).map((network) => network.caipNetworkId)
  }
  const named = new Set(swapNetworks.map((ref) => resolveBuiltinNetworkId(ref) ?? ref))
  return evm
    .filter((network) => named.has(network.caipNetworkId))
    .map((network) => network.caipNetworkId)
}
