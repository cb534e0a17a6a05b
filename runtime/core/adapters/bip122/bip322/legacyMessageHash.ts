import { sha256 } from '@noble/hashes/sha2'

const magic = new TextEncoder().encode('Bitcoin Signed Message:\n')

/** Bitcoin's CompactSize: the length prefix of the legacy message format. */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return new Uint8Array([length])
  if (length <= 0xffff) return new Uint8Array([0xfd, length & 0xff, length >> 8])
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

/**
 * The hash a legacy ("Bitcoin Signed Message", BIP-137) signature signs: double SHA-256 of
 * `"\x18Bitcoin Signed Message:\n"` followed by the message's UTF-8 length (CompactSize) and bytes.
 * @example legacyMessageHash('Hello World') // 32 bytes
 */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const parts = [compactSize(magic.length), magic, compactSize(bytes.length), bytes]
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return sha256(sha256(joined))
}
