import type { CaipNetwork, ChainNamespace, NormalizedConfig } from '../../../schema/index.js'

/** The name of the placeholder for a chain the config does not list (SPEC section 3). */
const unsupportedNetworkName = 'Unknown Network'

/**
 * The network a wallet reports being on: the configured one with that chain id, or else a
 * placeholder carrying the unsupported-network name and empty RPC lists (SPEC section 3), which
 * nothing will ever send a request to.
 * @example
 * resolveWalletNetwork(config, 'eip155', 8453) // { network: base, supported: true }
 * resolveWalletNetwork(config, 'eip155', 999) // { network: { name: 'Unknown Network', ... }, supported: false }
 */
export function resolveWalletNetwork(
  config: Pick<NormalizedConfig, 'networks'>,
  namespace: ChainNamespace,
  chainId: number | string,
): { network: CaipNetwork; supported: boolean } {
  const network = config.networks.find(
    (candidate) => candidate.chainNamespace === namespace && candidate.id === chainId,
  )
  if (network) return { network, supported: true }
  return {
    network: {
      id: chainId,
      chainNamespace: namespace,
      caipNetworkId: `${namespace}:${chainId}`,
      name: unsupportedNetworkName,
      nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
    supported: false,
  }
}
