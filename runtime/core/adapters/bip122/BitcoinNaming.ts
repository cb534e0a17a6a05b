/**
 * The Bitcoin adapter's first-load helpers, handed to its lazily loaded code (wallet discovery,
 * WalletConnect's requests) rather than imported there: a lazy module that imports a first-load
 * module by its path makes the bundler split that module into a first-load file of its own (as
 * `SolanaNaming` does for Solana).
 */
export interface BitcoinNaming {
  /** `isBitcoinAddress`: the form of a Bitcoin address (SPEC section 5), without the checksum. */
  isAddress(value: string): boolean
}
