// A dotted name whose last label has letters (vitalik.eth, pay.alice.box): not an address.
// Unicode letters are allowed here; viem's ENS normalize decides what is a valid name.
const namePattern = /^[^\s.]+(?:\.[^\s.]+)*\.[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*$/u

/**
 * Whether `text` looks like a name to resolve (`vitalik.eth`) rather than an address.
 * @example isNameLike('vitalik.eth') // true; isNameLike('0xf39F...') // false
 */
export function isNameLike(text: string): boolean {
  return namePattern.test(text.trim())
}
