import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest } from './BitcoinNetworkParams.js'
import { signLegacyMessage } from './signLegacyMessage.js'
import { verifyLegacyMessage } from './verifyLegacyMessage.js'

// Bitcoin Core's legacy message vectors for BIP-322's key (src/test/util_tests.cpp), whose P2PKH
// address is 14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc.
const bipKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
const legacyAddress = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc'
const published = [
  {
    message: 'Hello World',
    signature:
      'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU=',
  },
  {
    message: '',
    signature:
      'H0Gm/ylcjvGmj29D/r6ASHKKWAyGA/MEU/Eh+IhFw3ZxFxy9b/dJ8/XFsiutCV8DWlFGnO95m/KoZwFPJTF1qaM=',
  },
]

const network = bitcoinRegtest
const privateKey = secp256k1.utils.randomPrivateKey()
const publicKey = secp256k1.getPublicKey(privateKey, true)
const payment = p2wpkh(publicKey, network).address as string
const legacy = p2pkh(publicKey, network).address as string
const wrapped = p2sh(p2wpkh(publicKey, network), network).address as string
const message = 'Sign in to service.org'

const header = (signature: string) => base64.decode(signature)[0]

describe('legacy ("Bitcoin Signed Message") signatures', () => {
  it('derives the P2PKH address the published vectors sign for', () => {
    expect(p2pkh(secp256k1.getPublicKey(bipKey, true)).address).toBe(legacyAddress)
  })

  it.each(published)('verifies the published signature of "$message"', (vector) => {
    expect(
      verifyLegacyMessage({ address: legacyAddress, ...vector, network: bitcoinMainnet }),
    ).toBe(true)
  })

  it('signs "Hello World" exactly as published (RFC 6979)', () => {
    const signature = signLegacyMessage({
      privateKey: bipKey,
      message: 'Hello World',
      addressType: 'p2pkh',
    })
    expect(signature).toBe(published[0]?.signature)
  })

  it('round-trips P2PKH (header 31-34) and P2WPKH (header 39-42) on regtest', () => {
    const forLegacy = signLegacyMessage({ privateKey, message, addressType: 'p2pkh' })
    const forPayment = signLegacyMessage({ privateKey, message, addressType: 'p2wpkh' })
    expect(header(forLegacy)).toBeGreaterThanOrEqual(31)
    expect(header(forLegacy)).toBeLessThanOrEqual(34)
    expect(header(forPayment)).toBeGreaterThanOrEqual(39)
    expect(header(forPayment)).toBeLessThanOrEqual(42)
    expect(verifyLegacyMessage({ address: legacy, message, signature: forLegacy, network })).toBe(
      true,
    )
    expect(verifyLegacyMessage({ address: payment, message, signature: forPayment, network })).toBe(
      true,
    )
  })

  it('accepts a compressed-key header (31-34) for segwit addresses, as Electrum writes them', () => {
    const signature = signLegacyMessage({ privateKey, message, addressType: 'p2pkh' })
    expect(verifyLegacyMessage({ address: payment, message, signature, network })).toBe(true)
    expect(verifyLegacyMessage({ address: wrapped, message, signature, network })).toBe(true)
  })

  it('refuses a P2WPKH header (39-42) for a P2PKH address', () => {
    const signature = signLegacyMessage({ privateKey, message, addressType: 'p2wpkh' })
    expect(verifyLegacyMessage({ address: legacy, message, signature, network })).toBe(false)
  })

  it('signs and verifies a P2SH-P2WPKH header (35-38) for the wrapped address', () => {
    const signature = signLegacyMessage({ privateKey, message, addressType: 'p2sh-p2wpkh' })
    expect(header(signature)).toBeGreaterThanOrEqual(35)
    expect(header(signature)).toBeLessThanOrEqual(38)
    expect(verifyLegacyMessage({ address: wrapped, message, signature, network })).toBe(true)
    expect(verifyLegacyMessage({ address: legacy, message, signature, network })).toBe(false)
  })

  it('refuses another message, another key, a taproot address and malformed input', () => {
    const signature = signLegacyMessage({ privateKey, message, addressType: 'p2wpkh' })
    const stranger = secp256k1.utils.randomPrivateKey()
    const strangerAddress = p2wpkh(secp256k1.getPublicKey(stranger, true), network)
      .address as string
    const taproot = p2tr(publicKey.subarray(1), undefined, network).address as string
    expect(
      verifyLegacyMessage({ address: payment, message: `${message}.`, signature, network }),
    ).toBe(false)
    expect(verifyLegacyMessage({ address: strangerAddress, message, signature, network })).toBe(
      false,
    )
    expect(verifyLegacyMessage({ address: taproot, message, signature, network })).toBe(false)
    for (const bad of ['', 'AAAA', base64.encode(new Uint8Array(65).fill(27))]) {
      expect(verifyLegacyMessage({ address: payment, message, signature: bad, network })).toBe(
        false,
      )
    }
  })
})
