import type { Chain } from 'viem'
import type { CaipNetwork, NormalizedConfig } from '../../schema/index.js'
import { BaseError } from '../core/kernel.js'

/** A configured EVM network as a viem / wagmi chain. */
function toChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}

/**
 * The config's EVM networks as wagmi chains, in config order: wagmi needs at least one.
 * @throws BaseError WAGMI_NO_EVM_NETWORK when the config has no EVM network.
 * @example toWagmiChains(appKitConfig) // [{ id: 1, name: 'Ethereum', ... }]
 */
export function toWagmiChains(config: Pick<NormalizedConfig, 'networks'>): [Chain, ...Chain[]] {
  const chains = config.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map(toChain)
  const [first, ...rest] = chains
  if (!first) {
    throw new BaseError('appkit/wagmi needs at least one EVM (eip155) network', {
      code: 'WAGMI_NO_EVM_NETWORK',
      details: 'appkit.config.ts lists none, and wagmi needs at least one chain.',
    })
  }
  return [first, ...rest]
}
