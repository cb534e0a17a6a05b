const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bitcoin-alphabet base58 of `bytes` (Solana's text form of keys, signatures and the message
 * bytes WalletConnect-style requests carry). Leading zero bytes become leading `1`s.
 * @example encodeBase58(new Uint8Array([0, 0, 1])) // '112'
 */
export function encodeBase58(bytes: Uint8Array): string {
  // Little-endian base-58 digits of the number so far; multiply by 256 and add each new byte.
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] as number) << 8
      digits[index] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => alphabet[digit])
      .join('')
  )
}

/** @example toBase64(new Uint8Array([1, 2])) // 'AQI=' */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/** The bytes of standard base64 text; throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
