const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digitOf = new Map([...alphabet].map((char, index) => [char, index]))

/**
 * Decodes Bitcoin-alphabet base58 (Solana addresses and signatures) into bytes, or `undefined` for
 * a character outside the alphabet. Leading `1`s are leading zero bytes.
 * @example decodeBase58('11') // Uint8Array [0, 0]
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  // Little-endian base-256 digits of the number so far; multiply by 58 and add each new digit.
  const bytes: number[] = []
  for (const char of text) {
    const digit = digitOf.get(char)
    if (digit === undefined) return undefined
    let carry = digit
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] as number) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  let zeros = 0
  while (text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

/**
 * Encodes bytes as Bitcoin-alphabet base58, the inverse of `decodeBase58`.
 * @example encodeBase58(new Uint8Array([0, 0])) // '11'
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] as number) << 8
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let zeros = 0
  while (bytes[zeros] === 0) zeros++
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}
