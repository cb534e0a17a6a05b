import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoinCaipNetworkIds } from './bitcoinNetworkOf.js'
import { decodeBitcoinAddress } from './decodeBitcoinAddress.js'

const { mainnet, testnet, regtest } = bitcoinCaipNetworkIds
const script = (text: string, network?: string) =>
  hex.encode(decodeBitcoinAddress(text, network).outputScript)

describe('decodeBitcoinAddress', () => {
  // BIP-350's valid segwit addresses and their scriptPubKeys (v0 and v1 ones: the kit sends there).
  it.each([
    [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      mainnet,
      'p2wpkh',
      '0014751e76e8199196d454941c45d1b3a323f1433bd6',
    ],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      testnet,
      'p2wsh',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      testnet,
      'p2wsh',
      '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      testnet,
      'p2tr',
      '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      mainnet,
      'p2tr',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
  ])('reads BIP-350 vector %s as its published script', (text, network, type, expected) => {
    expect(decodeBitcoinAddress(text, network).type).toBe(type)
    expect(script(text, network)).toBe(expected)
  })

  it('writes an upper-case bech32 address in lower case', () => {
    expect(
      decodeBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', mainnet).address,
    ).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
  })

  it('reads legacy P2PKH and P2SH addresses', () => {
    expect(decodeBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', mainnet)).toMatchObject({
      type: 'p2pkh',
      address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    })
    expect(script('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toMatch(/^76a914[0-9a-f]{40}88ac$/)
    expect(decodeBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet).type).toBe('p2sh')
    expect(script('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toMatch(/^a914[0-9a-f]{40}87$/)
  })

  it('takes testnet base58 prefixes on regtest, and bcrt1 only there', () => {
    expect(decodeBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', regtest).type).toBe('p2pkh')
    expect(() =>
      decodeBitcoinAddress(
        'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
        regtest,
      ),
    ).toThrow('This is a testnet address; this network is Bitcoin Regtest.')
  })

  // BIP-350's invalid segwit addresses, each with the reason a person is told.
  it.each([
    [
      'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
      'it starts with neither bc1, tb1 nor bcrt1',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'A version 1 address uses the bech32m checksum, not bech32 (BIP-350).',
    ],
    [
      'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
      'A version 2 address uses the bech32m checksum, not bech32 (BIP-350).',
    ],
    [
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
      'A version 16 address uses the bech32m checksum, not bech32 (BIP-350).',
    ],
    [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'A version 0 address (bc1q...) uses the bech32 checksum, not bech32m (BIP-350).',
    ],
    [
      'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
      'A version 0 address (bc1q...) uses the bech32 checksum, not bech32m (BIP-350).',
    ],
    [
      'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
      'It has characters a bech32 address never uses',
    ],
    [
      'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
      'Its witness version 17 does not exist (0 to 16).',
    ],
    ['bc1pw5dgrnzv', 'A taproot (version 1) witness program is 32 bytes; this one is 1.'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'A taproot (version 1) witness program is 32 bytes; this one is 41.',
    ],
    [
      'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
      'A version 0 witness program is 20 or 32 bytes; this one is 16.',
    ],
    [
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
      'It mixes upper and lower case; a bech32 address is written in one case only.',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
      'Its data does not end on a whole byte (bad padding).',
    ],
    [
      'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
      'Its data does not end on a whole byte (bad padding).',
    ],
    ['bc1gmk9yu', 'It has no witness version.'],
  ])('refuses BIP-350 invalid vector %s: %s', (text, reason) => {
    expect(() => decodeBitcoinAddress(text)).toThrow(reason)
  })

  it('refuses a segwit version that is not in use yet (v2: no wallet could spend it)', () => {
    expect(() => decodeBitcoinAddress('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', mainnet)).toThrow(
      'Witness version 2 is not in use yet',
    )
  })

  it("refuses a valid bech32 string whose prefix only starts like a network's (bc1q...1...)", () => {
    // Valid bech32 of the prefix "bc1q" (the decoder splits at the last "1"), no network's.
    const text = 'bc1q1qqurswpc8qurswpc8qurswpc8qurswpc8yvr7g4'
    for (const network of [undefined, mainnet]) {
      expect(() => decodeBitcoinAddress(text, network)).toThrow(
        'Its prefix is "bc1q", not "bc": a Bitcoin address has one "1" before its data.',
      )
    }
  })

  it('refuses a bech32 typo and a base58 typo as checksum mismatches', () => {
    const checksum = 'Its checksum does not match'
    expect(() => decodeBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toThrow(
      checksum,
    )
    expect(() => decodeBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toThrow(checksum)
  })

  it('names the network an address of another one was refused for', () => {
    expect(() =>
      decodeBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', regtest),
    ).toThrow('This is a mainnet address; this network is Bitcoin Regtest.')
    expect(() => decodeBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', mainnet)).toThrow(
      'This is a testnet or regtest address; this network is Bitcoin mainnet.',
    )
    expect(() => decodeBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', testnet)).toThrow(
      'This is a mainnet address; this network is Bitcoin testnet.',
    )
  })

  it('refuses text of other chains and overlong text with a reason', () => {
    expect(() => decodeBitcoinAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toThrow(
      'This is not a Bitcoin address',
    )
    expect(() => decodeBitcoinAddress(`bc1q${'q'.repeat(90)}`)).toThrow('at most 90 characters')
    // Base58 of the right checksum but a version byte Bitcoin does not use (a Litecoin address).
    expect(() => decodeBitcoinAddress('LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9')).toThrow(
      'its version or length is not one of a Bitcoin address',
    )
  })
})
