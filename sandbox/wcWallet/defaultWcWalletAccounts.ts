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
