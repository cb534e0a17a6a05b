import { schnorr, secp256k1 } from '@noble/curves/secp256k1'

const { n } = secp256k1.CURVE

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

function toBytes32(value: bigint): Uint8Array {
  const bytes = new Uint8Array(32)
  let rest = value
  for (let index = 31; index >= 0; index--) {
    bytes[index] = Number(rest & 0xffn)
    rest >>= 8n
  }
  return bytes
}

/**
 * The key-path signing key of a BIP-86 taproot output (no script tree): the private key negated
 * when its point has an odd Y, plus `hash_TapTweak(xonly)` (BIP-341). Its x-only public key is the
 * output key a `bc1p...` address carries.
 * @example schnorr.getPublicKey(taprootKeyPathKey(privateKey)) // the P2TR address's program
 */
export function taprootKeyPathKey(privateKey: Uint8Array): Uint8Array {
  const internal = schnorr.getPublicKey(privateKey)
  const point = secp256k1.ProjectivePoint.fromPrivateKey(privateKey)
  const secret = point.hasEvenY() ? toBigInt(privateKey) : n - toBigInt(privateKey)
  const tweak = toBigInt(schnorr.utils.taggedHash('TapTweak', internal))
  if (tweak >= n) throw new Error('The taproot tweak is out of range: use another key.')
  const tweaked = (secret + tweak) % n
  if (tweaked === 0n) throw new Error('The taproot tweak cancels this key: use another key.')
  return toBytes32(tweaked)
}
