// bs58 4, the base58 codec @solana/web3.js depends on (and hoisted beside it), ships no types.
// Named in tsconfig.json's `files`, so every config extending it (the build's too) sees it.
declare module 'bs58' {
  const bs58: {
    encode(bytes: Uint8Array): string
    /** Throws on a character outside the alphabet. */
    decode(text: string): Uint8Array
    /** `undefined` on a character outside the alphabet. */
    decodeUnsafe(text: string): Uint8Array | undefined
  }
  export default bs58
}
