import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { bitcoinAccount, keyOfAddress } from './bitcoinKeys.js'
import { bitcoinNetworkOf, regtestCaipNetworkId } from './bitcoinNetwork.js'

const regtest = bitcoinNetworkOf(regtestCaipNetworkId)
const keysOf = (index: number) => ({
  payment: bitcoinDevAccount(index).payment.privateKey,
  ordinal: bitcoinDevAccount(index).ordinal.privateKey,
})

describe('bitcoinAccount', () => {
  it("derives the dev accounts' exact payment (P2WPKH) and ordinal (P2TR) addresses and keys", () => {
    for (const index of [0, 1, 7]) {
      const account = bitcoinAccount(keysOf(index), regtest, 'accounts[0]')
      const dev = bitcoinDevAccount(index)
      expect(account.payment).toMatchObject({
        purpose: 'payment',
        addressType: 'p2wpkh',
        address: dev.payment.address,
        publicKey: dev.payment.publicKey,
      })
      expect(account.ordinal).toMatchObject({
        purpose: 'ordinal',
        addressType: 'p2tr',
        address: dev.ordinal.address,
        publicKey: dev.ordinal.publicKey,
      })
      expect(account.payment.address).toMatch(/^bcrt1q/)
      expect(account.ordinal.address).toMatch(/^bcrt1p/)
    }
  })

  it('uses the prefixes of the CAIP-2 chain: bc on mainnet, tb on testnet and unknown chains', () => {
    const mainnet = bitcoinNetworkOf('bip122:000000000019d6689c085ae165831e93')
    const unknown = bitcoinNetworkOf('bip122:00000008819873e925422c1ff0f99f7c')
    expect(bitcoinAccount(keysOf(0), mainnet, 'a').payment.address).toMatch(/^bc1q/)
    expect(bitcoinAccount(keysOf(0), unknown, 'a').ordinal.address).toMatch(/^tb1p/)
    expect(() => bitcoinNetworkOf('eip155:1')).toThrow('is not a CAIP-2 Bitcoin chain id')
  })

  it('refuses keys that are not 32 bytes of hex or not valid scalars, naming which', () => {
    const good = keysOf(0)
    expect(() =>
      bitcoinAccount({ ...good, payment: 'abc' }, regtest, 'bitcoin.accounts[2]'),
    ).toThrow('bitcoin.accounts[2].payment is not a 32-byte hex private key.')
    expect(() => bitcoinAccount({ ...good, ordinal: '0'.repeat(64) }, regtest, 'x')).toThrow(
      'x.ordinal is outside the secp256k1 key range.',
    )
    expect(() => bitcoinAccount({ ...good, ordinal: 'f'.repeat(64) }, regtest, 'x')).toThrow(
      'outside the secp256k1 key range',
    )
  })

  it('finds the key owning an address, and none for another address', () => {
    const account = bitcoinAccount(keysOf(0), regtest, 'a')
    expect(keyOfAddress(account, account.ordinal.address)).toBe(account.ordinal)
    expect(keyOfAddress(account, bitcoinDevAccount(1).payment.address)).toBeUndefined()
    expect(keyOfAddress(account, undefined)).toBeUndefined()
  })
})
