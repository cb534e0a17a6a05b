import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import type { BitcoinNetworkParams } from './BitcoinNetworkParams.js'
import { bip322Challenge } from './bip322Challenge.js'
import { hash160 } from './hash160.js'
import { legacyMessageHash } from './legacyMessageHash.js'

export interface VerifyLegacyMessageParameters {
  address: string
  message: string
  /** Base64 of 65 bytes: the BIP-137 header, then `r || s`. */
  signature: string
  network: BitcoinNetworkParams
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Whether `signature` is a legacy ("Bitcoin Signed Message", BIP-137) signature of `message` by
 * `address`: the public key is recovered from the signature and its hash160 compared with the
 * address's. Headers 27-34 sign for P2PKH (uncompressed below 31), 35-38 for P2SH-wrapped P2WPKH,
 * 39-42 for P2WPKH; segwit addresses also accept 31-34, which Electrum-style wallets write for
 * every address. Never throws: anything malformed is `false`.
 * @example verifyLegacyMessage({ address: '1...', message: 'Hello World', signature, network: bitcoinMainnet })
 */
export function verifyLegacyMessage(parameters: VerifyLegacyMessageParameters): boolean {
  const { address, message, signature, network } = parameters
  try {
    const bytes = base64.decode(signature)
    const header = bytes[0] ?? 0
    if (bytes.length !== 65 || header < 27 || header > 42) return false
    const compressed = header >= 31
    const recovered = secp256k1.Signature.fromCompact(bytes.subarray(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(legacyMessageHash(message))
      .toRawBytes(compressed)
    const keyHash = hash160(recovered)
    const challenge = bip322Challenge(address, network)
    const segwitHeader = (first: number) =>
      compressed && (header < 35 || (header >= first && header < first + 4))
    switch (challenge.type) {
      case 'p2pkh':
        return header < 35 && equal(keyHash, challenge.hash)
      case 'p2wpkh':
        return segwitHeader(39) && equal(keyHash, challenge.hash)
      case 'p2sh': {
        // The redeem script of a wrapped P2WPKH: OP_0 PUSH20[hash160(key)].
        const redeemScript = new Uint8Array([0x00, 0x14, ...keyHash])
        return segwitHeader(35) && equal(hash160(redeemScript), challenge.hash)
      }
      default:
        return false
    }
  } catch {
    return false
  }
}
