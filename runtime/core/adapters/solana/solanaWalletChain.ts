import type { CaipNetwork } from '../../../../schema/index.js'

/** CAIP-2 references (current and deprecated) of the public clusters, by Wallet Standard chain. */
const clusters: Readonly<Record<string, readonly string[]>> = {
  'solana:mainnet': ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'],
  'solana:devnet': ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1', '8E9rvCKLFQia2Y35HvivXHxJzCvxJjDF'],
  'solana:testnet': ['4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
}

/**
 * The Wallet Standard chain (`solana:mainnet`, `solana:devnet`, `solana:testnet`) of a configured
 * Solana network, by its genesis-hash reference; any other cluster is `solana:localnet`, the name
 * wallets give a validator of the developer's own.
 * @example solanaWalletChain(solanaDevnet) // 'solana:devnet'
 */
export function solanaWalletChain(network: Pick<CaipNetwork, 'id'> | undefined): string {
  const reference = String(network?.id ?? clusters['solana:mainnet']?.[0])
  for (const [chain, references] of Object.entries(clusters)) {
    if (references.includes(reference)) return chain
  }
  return 'solana:localnet'
}
