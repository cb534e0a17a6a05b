import bs58 from 'bs58'

/**
 * Bitcoin-alphabet base58 of `bytes` (Solana's text form of keys, signatures and the message
 * bytes WalletConnect-style requests carry). Leading zero bytes become leading `1`s.
 * @example encodeBase58(new Uint8Array([0, 0, 1])) // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  return bs58.encode(bytes)
}

/**
 * The bytes of Bitcoin-alphabet base58 text, or `undefined` for text with a character outside
 * the alphabet (0, O, I, l, spaces). Leading `1`s are leading zero bytes.
 * @example decodeBase58('11') // Uint8Array [0, 0]
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  return bs58.decodeUnsafe(text)
}
