import { sandboxSolanaCaipNetworkId } from '../solana/sandboxSolanaNetwork.js'

/** Polkadot's relay chain (CAIP-2: `polkadot:` and the first 16 bytes of its genesis hash). */
export const polkadotChain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

/** The Cosmos Hub. */
export const cosmosHubChain = 'cosmos:cosmoshub-4'

/**
 * The non-EVM accounts the sandbox wallet holds unless told otherwise (CAIP-2 chain -> address).
 * Both are well-formed addresses of well-known dev keys, so a dapp can parse and show them; the
 * wallet signs nothing on these chains.
 * @example
 * startWcWallet({ ...options, accounts: defaultWcWalletAccounts })
 */
export const defaultWcWalletAccounts: Readonly<Record<string, string>> = {
  // The dev account Alice (`//Alice`, public key 0xd43593c7...a56da27d) in Polkadot's SS58
  // format (prefix 0); the generic substrate form (prefix 42) is 5GrwvaEF...HGKutQY.
  [polkadotChain]: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  // The Cosmos address (bech32 `cosmos` of RIPEMD-160(SHA-256(compressed secp256k1 public key)))
  // of the key behind the first dev account 0xf39F...2266 (see `devAccounts`), the one
  // `appkit dev` signs with on eip155.
  [cosmosHubChain]: 'cosmos15428vq2uzwhm3taey9sr9x5vm6tk78ewe54lwe',
}

/** Solana's public clusters (CAIP-2: `solana:` and the first 32 characters of the genesis hash). */
export const solanaMainnetChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const solanaDevnetChain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaTestnetChain = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

/**
 * The Solana chains the sandbox wallet holds its Solana account on unless told otherwise: the
 * sandbox validator and the three public clusters, so a dapp configured for any of them connects.
 * @example
 * startWcWallet({ ...options, solanaChains: [sandboxSolanaCaipNetworkId] })
 */
export const defaultWcWalletSolanaChains: readonly string[] = [
  sandboxSolanaCaipNetworkId,
  solanaMainnetChain,
  solanaDevnetChain,
  solanaTestnetChain,
]
