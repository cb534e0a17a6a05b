const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bitcoin-alphabet base58 (Solana addresses, signatures, secret keys). The dev wallet keeps its own
 * small copy: only `sandbox/devWallet` ships in the package, where the script is bundled.
 * @example encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  const digits: number[] = [] // little-endian base-58 digits
  for (const byte of bytes.subarray(zeros)) {
    let carry = byte
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) * 256
      digits[j] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit] ?? '')
      .join('')
  )
}

/**
 * The bytes of a base58 string; throws on a character outside the alphabet.
 * @example decodeBase58('11111111111111111111111111111111').length // 32
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes: number[] = [] // little-endian
  for (const char of text.slice(zeros)) {
    let carry = alphabet.indexOf(char)
    if (carry < 0) throw new Error(`"${char}" is not a base58 character.`)
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
