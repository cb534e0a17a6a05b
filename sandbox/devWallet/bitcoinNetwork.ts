// The prefixes are the kit's own (runtime/core/adapters/bip122/bip322/, pure): the wallet and the
// verifier it is tested against cannot disagree on them.
import {
  type BitcoinNetworkParams,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
} from '../../runtime/core/adapters/bip122/bip322/BitcoinNetworkParams.js'

export type { BitcoinNetworkParams }

/** The sandbox ledger's chain: regtest, CAIP-2 `bip122:` and its genesis hash's first 32 hex chars. */
export const regtestCaipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

const known: Readonly<Record<string, BitcoinNetworkParams>> = {
  'bip122:000000000019d6689c085ae165831e93': bitcoinMainnet,
  'bip122:000000000933ea01ad0ee984209779ba': bitcoinTestnet,
  [regtestCaipNetworkId]: bitcoinRegtest,
}

/**
 * The address network of a CAIP-2 bip122 chain: mainnet, testnet (3) and regtest by their genesis
 * hashes; any other bip122 chain (signet, testnet4) uses testnet's prefixes, as those chains do.
 * Throws for an id that is not `bip122:<reference>`.
 * @example bitcoinNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328').bech32 // 'bcrt'
 */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetworkParams {
  const [family, reference, ...rest] = caipNetworkId.split(':')
  if (family !== 'bip122' || !reference || rest.length > 0) {
    throw new Error(
      `"${caipNetworkId}" is not a CAIP-2 Bitcoin chain id such as "${regtestCaipNetworkId}".`,
    )
  }
  return known[caipNetworkId] ?? bitcoinTestnet
}
