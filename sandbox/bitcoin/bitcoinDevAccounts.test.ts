import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Address, OutScript, p2tr, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount, bitcoinDevAccountCount } from './bitcoinDevAccounts.js'
import { regtestNetwork } from './bitcoinRegtest.js'

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))

describe('bitcoinDevAccount', () => {
  it('derives the keys from fixed texts, so account 0 is the same on every run', () => {
    const account = bitcoinDevAccount(0)
    const expected = createHash('sha256').update('appkit sandbox bitcoin payment 0').digest('hex')
    expect(account.payment.privateKey).toBe(expected)
    expect(account.payment.address).toBe('bcrt1qrrzqpyc47nlmqurve33gcfgwzanj2jun564mer')
    expect(account.ordinal.address).toBe(
      'bcrt1pmljvxzfpta9cvujlgrk0rvupvwlsh7h5erqurpxx07fymxg4vrcsuyllsm',
    )
  })

  it('gives ten accounts of valid, distinct keys whose addresses match them', () => {
    const addresses = new Set<string>()
    for (let index = 0; index < bitcoinDevAccountCount; index++) {
      const { payment, ordinal } = bitcoinDevAccount(index)
      for (const key of [payment, ordinal]) {
        expect(key.privateKey).toMatch(/^[0-9a-f]{64}$/)
        expect(secp256k1.utils.isValidPrivateKey(bytes(key.privateKey))).toBe(true)
        addresses.add(key.address)
      }
      const compressed = secp256k1.getPublicKey(bytes(payment.privateKey), true)
      expect(payment.publicKey).toBe(Buffer.from(compressed).toString('hex'))
      expect(payment.address).toBe(p2wpkh(compressed, regtestNetwork).address)
      expect(payment.address).toMatch(/^bcrt1q/)
      const xOnly = secp256k1.getPublicKey(bytes(ordinal.privateKey), true).subarray(1)
      expect(ordinal.publicKey).toBe(Buffer.from(xOnly).toString('hex'))
      expect(ordinal.address).toBe(p2tr(xOnly, undefined, regtestNetwork).address)
      expect(OutScript.encode(Address(regtestNetwork).decode(ordinal.address))).toHaveLength(34)
    }
    expect(addresses.size).toBe(2 * bitcoinDevAccountCount)
  })

  it('refuses an index outside 0 to 9', () => {
    for (const index of [-1, 10, 1.5, Number.NaN]) {
      expect(() => bitcoinDevAccount(index)).toThrow(/from 0 to 9/)
    }
  })
})
