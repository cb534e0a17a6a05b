/** `0x1234...abcdef`: the first 4 and last 6 characters (SPEC section 9). */
export function truncateAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 4)}...${address.slice(-6)}`
}
