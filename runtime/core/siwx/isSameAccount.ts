/**
 * Whether two addresses are one account: EVM (0x) addresses whatever their letter case (a wallet
 * may report one unchecksummed), others (base58) exactly.
 * @example isSameAccount('0xAbC...', '0xabc...') // true
 */
export function isSameAccount(a: string, b: string): boolean {
  return a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b
}
