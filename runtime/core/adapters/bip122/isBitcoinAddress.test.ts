import { secp256k1 } from '@noble/curves/secp256k1'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, p2wsh, TEST_NETWORK } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { testRegtest } from './fixtures/bitcoinTestKeys.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'

const publicKey = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true)
const networks = { mainnet: NETWORK, testnet: TEST_NETWORK, regtest: testRegtest }

/** Every encoding's address on `network`, made by btc-signer from one key. */
function addressesOn(network: typeof NETWORK) {
  const wpkh = p2wpkh(publicKey, network)
  return {
    p2pkh: p2pkh(publicKey, network).address ?? '',
    p2sh: p2sh(wpkh, network).address ?? '',
    p2wpkh: wpkh.address ?? '',
    p2wsh: p2wsh(p2pkh(publicKey, network), network).address ?? '',
    p2tr: p2tr(publicKey.slice(1), undefined, network).address ?? '',
  }
}

describe('isBitcoinAddress', () => {
  for (const [name, network] of Object.entries(networks)) {
    it(`accepts every encoding of a ${name} address`, () => {
      for (const [type, address] of Object.entries(addressesOn(network))) {
        expect([type, isBitcoinAddress(address)]).toEqual([type, true])
      }
    })
  }

  it('accepts a bech32 address written all in capitals', () => {
    const { p2wpkh: lower, p2tr: taproot } = addressesOn(NETWORK)
    expect(isBitcoinAddress(lower.toUpperCase())).toBe(true)
    expect(isBitcoinAddress(taproot.toUpperCase())).toBe(true)
  })

  const { p2wpkh: segwit, p2pkh: legacy } = addressesOn(NETWORK)
  const refused: [string, string][] = [
    ['empty text', ''],
    ['mixed-case bech32', `${segwit.slice(0, 10)}${segwit.slice(10).toUpperCase()}`],
    ['another chain prefix (litecoin)', `ltc1${segwit.slice(3)}`],
    ['bech32 with a character outside its alphabet (b)', `${segwit.slice(0, -1)}b`],
    ['bech32 with the separator repeated', `bc11${segwit.slice(3)}`],
    ['segwit version 0 of the wrong length', segwit.slice(0, -1)],
    ['an unknown witness version character', `bc1${'c'.repeat(39)}`],
    ['base58 with a 0', `1${'0'.repeat(33)}`],
    ['base58 with a leading 5 (a private key prefix)', `5${legacy.slice(1)}`],
    ['base58 too short', legacy.slice(0, 20)],
    ['base58 too long', `${legacy}abc`],
    ['a leading space', ` ${legacy}`],
    ['a trailing zero-width space', `${legacy}\u200b`],
    ['an EVM address', '0x0000000000000000000000000000000000000001'],
    ['over 90 characters', `bc1p${'q'.repeat(90)}`],
  ]
  it.each(refused)('refuses %s', (_reason, value) => {
    expect(isBitcoinAddress(value)).toBe(false)
  })
})
