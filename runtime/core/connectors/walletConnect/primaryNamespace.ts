import type { CaipNetwork, ChainNamespace } from '../../../../schema/index.js'

/**
 * The namespaces a session proposal covers today: EVM, and the two families only WalletConnect
 * reaches (no browser-wallet adapter exists for them). Solana and bip122 wait for their adapters.
 */
export const walletConnectNamespaces = ['eip155', 'polkadot', 'cosmos'] as const
export type WalletConnectNamespace = (typeof walletConnectNamespaces)[number]

function isProposed(namespace: ChainNamespace): namespace is WalletConnectNamespace {
  return (walletConnectNamespaces as readonly string[]).includes(namespace)
}

/**
 * The namespace the WalletConnect connector connects for: eip155 when an EVM network is
 * configured, else the first configured polkadot or cosmos network's; `undefined` when none is.
 * @example primaryNamespace([polkadot]) // 'polkadot'
 */
export function primaryNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace | undefined {
  if (networks.some((network) => network.chainNamespace === 'eip155')) return 'eip155'
  return networks.map((network) => network.chainNamespace).find(isProposed)
}
