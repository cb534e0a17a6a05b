import { bitcoinRegtest } from '../../runtime/core/adapters/bip122/bip322/BitcoinNetworkParams.js'
import type { CaipNetwork, CaipNetworkId } from '../../schema/index.js'

/** Bitcoin Core's regtest genesis block hash: the ledger's block 0, and its CAIP-2 reference. */
export const regtestGenesisHash = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/**
 * Regtest address parameters in btc-signer's network shape: bech32 `bcrt`, base58 versions 0x6f
 * (P2PKH) and 0xc4 (P2SH), WIF 0xef. Base58 addresses read the same as testnet's; bech32 ones do not.
 * @example Address(regtestNetwork).decode('bcrt1q...') // { type: 'wpkh', hash }
 */
export const regtestNetwork = Object.freeze({ ...bitcoinRegtest })

/** CAIP-2 id of the sandbox ledger: `bip122:` and the regtest genesis hash's first 32 hex characters. */
export const sandboxBitcoinCaipNetworkId: CaipNetworkId = `bip122:${regtestGenesisHash.slice(0, 32)}`

/**
 * The sandbox regtest ledger as a network of the kit's config ('Bitcoin Regtest', BTC with 8
 * decimals), its Esplora API at `esploraUrl` (no trailing slash). It has no block explorer.
 * @example sandboxBitcoinNetwork(bitcoin.url).caipNetworkId // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 */
export function sandboxBitcoinNetwork(esploraUrl: string): CaipNetwork {
  return {
    id: regtestGenesisHash.slice(0, 32),
    chainNamespace: 'bip122',
    caipNetworkId: sandboxBitcoinCaipNetworkId,
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
    assets: { imageId: '39354064-d79b-420b-065d-f980c4b78200' },
    testnet: true,
  }
}
