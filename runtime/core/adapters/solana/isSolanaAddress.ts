/** SPEC section 5: 32 to 44 base58 characters (the alphabet has no 0, O, I or l). */
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` has the form of a Solana address (SPEC section 5).
 * @example isSolanaAddress('G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA') // true
 */
export function isSolanaAddress(value: string): boolean {
  return solanaAddressPattern.test(value)
}
