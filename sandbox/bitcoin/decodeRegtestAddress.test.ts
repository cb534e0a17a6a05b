import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinDevAccount } from './bitcoinDevAccounts.js'
import { regtestNetwork } from './bitcoinRegtest.js'
import { decodeRegtestAddress } from './decodeRegtestAddress.js'
import { InvalidBitcoinAddressError } from './InvalidBitcoinAddressError.js'

const { payment, ordinal } = bitcoinDevAccount(0)
const key = Uint8Array.from(Buffer.from(payment.publicKey, 'hex'))

describe('decodeRegtestAddress', () => {
  it('decodes regtest P2WPKH, P2TR, P2PKH and P2SH addresses to their scripts', () => {
    expect(decodeRegtestAddress(payment.address).scriptHex).toMatch(/^0014[0-9a-f]{40}$/)
    expect(decodeRegtestAddress(ordinal.address).scriptHex).toMatch(/^5120[0-9a-f]{64}$/)
    const legacy = p2pkh(key, regtestNetwork).address as string
    expect(legacy).toMatch(/^[mn]/)
    expect(decodeRegtestAddress(legacy).scriptHex).toMatch(/^76a914[0-9a-f]{40}88ac$/)
    const nested = p2sh(p2wpkh(key), regtestNetwork).address as string
    expect(nested).toMatch(/^2/)
    expect(decodeRegtestAddress(nested).scriptHex).toMatch(/^a914[0-9a-f]{40}87$/)
  })

  it('spells a bech32 address in lower case, whatever case it was given in', () => {
    expect(decodeRegtestAddress(payment.address.toUpperCase()).address).toBe(payment.address)
  })

  it('refuses mainnet, testnet, malformed and hostile input with the reason', () => {
    const cases: [string, RegExp][] = [
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', /bc1\.\.\. is a mainnet address/],
      ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', /tb1\.\.\. is a testnet or signet address/],
      ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', /expected a regtest address/],
      [`${payment.address.slice(0, -1)}x`, /expected a regtest address/],
      ['bcrt1q', /14 to 90 letters and digits/],
      [`${payment.address} `, /no spaces or symbols/],
      ['<script>alert(1)</script>', /no spaces or symbols/],
    ]
    for (const [address, reason] of cases) {
      expect(() => decodeRegtestAddress(address), address).toThrow(InvalidBitcoinAddressError)
      expect(() => decodeRegtestAddress(address), address).toThrow(reason)
      expect(() => decodeRegtestAddress(address), address).toThrow(/^Invalid Bitcoin address: /)
    }
  })
})
