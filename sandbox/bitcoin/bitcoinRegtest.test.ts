import { describe, expect, it } from 'vitest'
import { caipNetworkIdPattern } from '../../schema/index.js'
import {
  regtestGenesisHash,
  sandboxBitcoinCaipNetworkId,
  sandboxBitcoinNetwork,
} from './bitcoinRegtest.js'

describe('sandboxBitcoinNetwork', () => {
  it("is keyed by regtest's genesis hash cut to 32 characters, a CAIP-2 id the schema accepts", () => {
    expect(sandboxBitcoinCaipNetworkId).toBe(`bip122:${regtestGenesisHash.slice(0, 32)}`)
    expect(sandboxBitcoinCaipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(sandboxBitcoinCaipNetworkId).toMatch(caipNetworkIdPattern)
  })

  it('serves BTC with 8 decimals from the given Esplora URL, as a testnet', () => {
    expect(sandboxBitcoinNetwork('http://127.0.0.1:5000')).toEqual({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:5000'] } },
      assets: { imageId: '39354064-d79b-420b-065d-f980c4b78200' },
      testnet: true,
    })
  })
})
