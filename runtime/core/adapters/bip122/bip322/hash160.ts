import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'

/**
 * `ripemd160(sha256(bytes))`: the key and script hash of P2PKH, P2SH and P2WPKH addresses.
 * @example hash160(compressedPublicKey) // the 20 bytes of its bc1q... address
 */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes))
}
