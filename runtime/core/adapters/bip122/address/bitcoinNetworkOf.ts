import {
  type BitcoinNetworkParams,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
} from '../bip322/BitcoinNetworkParams.js'

/** The CAIP-2 ids of the Bitcoin networks whose address prefixes the kit knows. */
export const bitcoinCaipNetworkIds = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  // Regtest's genesis block hash, first 32 hex characters.
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

const known: Record<string, { params: BitcoinNetworkParams; name: string }> = {
  [bitcoinCaipNetworkIds.mainnet]: { params: bitcoinMainnet, name: 'Bitcoin mainnet' },
  [bitcoinCaipNetworkIds.testnet]: { params: bitcoinTestnet, name: 'Bitcoin testnet' },
  [bitcoinCaipNetworkIds.regtest]: { params: bitcoinRegtest, name: 'Bitcoin Regtest' },
}

/**
 * The address prefixes of the bip122 network `caipNetworkId`: mainnet, testnet or regtest by
 * their genesis-hash ids; any other chain (signet, a custom one) takes testnet's, which is what
 * every Bitcoin network but mainnet and regtest uses.
 * @example bitcoinNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328').bech32 // 'bcrt'
 */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetworkParams {
  return known[caipNetworkId]?.params ?? bitcoinTestnet
}

/**
 * How messages name the network `caipNetworkId`: 'Bitcoin mainnet', 'Bitcoin testnet',
 * 'Bitcoin Regtest', else the id itself.
 * @example bitcoinNetworkName('bip122:000000000019d6689c085ae165831e93') // 'Bitcoin mainnet'
 */
export function bitcoinNetworkName(caipNetworkId: string): string {
  return known[caipNetworkId]?.name ?? caipNetworkId
}
