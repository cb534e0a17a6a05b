import { sha256 } from '@noble/hashes/sha2'

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/**
 * BIP-322's `message_hash`: the BIP-340 tagged hash `sha256(sha256(tag) || sha256(tag) || m)`
 * with tag `BIP0322-signed-message`, over the message's UTF-8 bytes as they are (no length
 * prefix, no terminator).
 * @example bip322MessageHash('') // c90c269c...ae19f1 (the BIP's first vector)
 */
export function bip322MessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const joined = new Uint8Array(tag.length * 2 + bytes.length)
  joined.set(tag, 0)
  joined.set(tag, tag.length)
  joined.set(bytes, tag.length * 2)
  return sha256(joined)
}
