// bs58 4, the base58 codec @solana/web3.js depends on (and hoisted beside it), ships no types.
declare module 'bs58' {
  const bs58: {
    encode(bytes: Uint8Array): string
    /** Throws on a character outside the alphabet. */
    decode(text: string): Uint8Array
  }
  export default bs58
}
