import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { legacyMessageHash } from './legacyMessageHash.js'

export interface SignLegacyMessageParameters {
  /** The 32-byte secp256k1 private key; its compressed public key is the address's. */
  privateKey: Uint8Array
  message: string
  /**
   * Which address the header byte claims (BIP-137): P2PKH 31-34, P2SH-wrapped P2WPKH (`3...`,
   * `2...`) 35-38, native P2WPKH 39-42.
   */
  addressType: 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh'
}

/** BIP-137's first header byte of a compressed key, per address type; the recovery id is added. */
const headerBase = { p2pkh: 31, 'p2sh-p2wpkh': 35, p2wpkh: 39 } as const

/**
 * A legacy ("Bitcoin Signed Message") signature: 65 bytes, a header (BIP-137: the address type
 * and the key's recovery id) then the compact `r || s` of an ECDSA signature (low S, RFC 6979)
 * of `legacyMessageHash(message)`, in base64.
 * @example signLegacyMessage({ privateKey, message: 'Hello World', addressType: 'p2wpkh' }) // 'J...' (65 bytes)
 */
export function signLegacyMessage(parameters: SignLegacyMessageParameters): string {
  const { privateKey, message, addressType } = parameters
  const signature = secp256k1.sign(legacyMessageHash(message), privateKey, { lowS: true })
  const bytes = new Uint8Array(65)
  bytes[0] = headerBase[addressType] + signature.recovery
  bytes.set(signature.toCompactRawBytes(), 1)
  return base64.encode(bytes)
}
