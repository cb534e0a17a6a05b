import type { CaipNetwork, CaipNetworkId } from '../../schema/index.js'

/**
 * The local validator's genesis hash: fixed (base58 of SHA-256 of "appkit sandbox solana"), since
 * wallets and the kit key a Solana cluster by it. `sandboxSolanaNetwork.test.ts` re-derives it.
 */
export const sandboxSolanaGenesisHash = 'ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshXcJMNNUWGTJsT'

/** CAIP-2 id of the local validator: `solana:` and the genesis hash's first 32 characters. */
export const sandboxSolanaCaipNetworkId: CaipNetworkId = `solana:${sandboxSolanaGenesisHash.slice(0, 32)}`

/**
 * The local validator as a network of the kit's config ('Solana Localnet', SOL with 9 decimals),
 * served at `rpcUrl`.
 * @example sandboxSolanaNetwork(solana.rpcUrl).caipNetworkId // 'solana:ESS3wsPJYgcPNT5Ko7E6gUmSZmrEhshX'
 */
export function sandboxSolanaNetwork(rpcUrl: string): CaipNetwork {
  return {
    id: sandboxSolanaGenesisHash.slice(0, 32),
    chainNamespace: 'solana',
    caipNetworkId: sandboxSolanaCaipNetworkId,
    name: 'Solana Localnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
    testnet: true,
  }
}
