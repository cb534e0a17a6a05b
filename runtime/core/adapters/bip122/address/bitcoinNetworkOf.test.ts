import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet } from '../bip322/BitcoinNetworkParams.js'
import { bitcoinNetworkName, bitcoinNetworkOf } from './bitcoinNetworkOf.js'

describe('bitcoinNetworkOf', () => {
  it('knows mainnet, testnet and regtest by their CAIP-2 ids', () => {
    expect(bitcoinNetworkOf('bip122:000000000019d6689c085ae165831e93')).toEqual(bitcoinMainnet)
    expect(bitcoinNetworkOf('bip122:000000000933ea01ad0ee984209779ba')).toEqual(bitcoinTestnet)
    expect(bitcoinNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toEqual(bitcoinRegtest)
  })

  it('gives an unknown chain testnet rules', () => {
    expect(bitcoinNetworkOf('bip122:00000008819873e925422c1ff0f99f7c')).toEqual(bitcoinTestnet)
  })

  it('names the known networks, and an unknown one by its id', () => {
    expect(bitcoinNetworkName('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toBe('Bitcoin Regtest')
    expect(bitcoinNetworkName('bip122:00000008819873e925422c1ff0f99f7c')).toBe(
      'bip122:00000008819873e925422c1ff0f99f7c',
    )
  })
})
