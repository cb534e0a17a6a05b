/**
 * A Bitcoin network's address and key prefixes, in @scure/btc-signer's shape (its `NETWORK` and
 * `TEST_NETWORK`): the bech32 human-readable part, the base58 version bytes of P2PKH and P2SH
 * addresses, and the WIF private-key version.
 * @example const params: BitcoinNetworkParams = bitcoinRegtest
 */
export interface BitcoinNetworkParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** Mainnet: `bc1...`, `1...`, `3...`. */
export const bitcoinMainnet: BitcoinNetworkParams = {
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}

/** Testnet (and signet): `tb1...`, `m...`/`n...`, `2...`. */
export const bitcoinTestnet: BitcoinNetworkParams = {
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

/** Regtest: testnet's base58 prefixes, its own bech32 part `bcrt`. */
export const bitcoinRegtest: BitcoinNetworkParams = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}
