/** A compact-u16 (Solana's short vector length) at `offset`: its value and byte length. */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('Not a Solana transaction: a malformed length.')
}

/**
 * The wire transaction `wire` (legacy or versioned) with `signature` in the slot of `signer`, for
 * a wallet that answers `solana_signTransaction` with the signature only (WalletConnect's Solana
 * RPC makes the signed `transaction` optional). Throws when `signer` is not among the accounts
 * the transaction needs a signature of.
 * @example placeSolanaSignature(unsigned, decodeBase58(pubkey), decodeBase58(answer.signature))
 */
export function placeSolanaSignature(
  wire: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (signature.length !== 64 || signer.length !== 32) {
    throw new Error('A Solana signature is 64 bytes and a public key 32.')
  }
  const slots = readCompactU16(wire, 0)
  const message = slots.size + 64 * slots.value
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const header = message + ((wire[message] ?? 0) & 0x80 ? 1 : 0)
  const required = wire[header] ?? 0
  const keys = readCompactU16(wire, header + 3)
  const first = header + 3 + keys.size
  for (let index = 0; index < Math.min(required, keys.value, slots.value); index++) {
    const key = wire.subarray(first + 32 * index, first + 32 * (index + 1))
    if (key.length === 32 && key.every((byte, at) => byte === signer[at])) {
      const signed = Uint8Array.from(wire)
      signed.set(signature, slots.size + 64 * index)
      return signed
    }
  }
  throw new Error('The transaction needs no signature of the connected account.')
}
