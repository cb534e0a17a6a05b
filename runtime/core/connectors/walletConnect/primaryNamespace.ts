import type { CaipNetwork, ChainNamespace } from '../../../../schema/index.js'

/**
 * The namespaces a session proposal covers, in the order the connector prefers one as its
 * primary: EVM, Solana, Bitcoin, and the two families only WalletConnect reaches (polkadot,
 * cosmos).
 */
export const walletConnectNamespaces = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const
export type WalletConnectNamespace = (typeof walletConnectNamespaces)[number]

function isProposed(namespace: ChainNamespace): namespace is WalletConnectNamespace {
  return (walletConnectNamespaces as readonly string[]).includes(namespace)
}

/**
 * Every namespace of the configured networks a session proposal covers, primary first.
 * @example proposedNamespaces([solanaMainnet, ethereum]) // ['eip155', 'solana']
 */
export function proposedNamespaces(networks: readonly CaipNetwork[]): WalletConnectNamespace[] {
  const configured = new Set(networks.map((network) => network.chainNamespace))
  return walletConnectNamespaces.filter((namespace) => configured.has(namespace))
}

/**
 * The namespace the WalletConnect connector connects first (its `chain`): eip155 when an EVM
 * network is configured, else solana, else the first of bip122, polkadot and cosmos configured;
 * `undefined` when none is. The session fills the other proposed namespaces too.
 * @example primaryNamespace([polkadot]) // 'polkadot'
 */
export function primaryNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace | undefined {
  if (networks.some((network) => network.chainNamespace === 'eip155')) return 'eip155'
  if (networks.some((network) => network.chainNamespace === 'solana')) return 'solana'
  return networks.map((network) => network.chainNamespace).find(isProposed)
}
