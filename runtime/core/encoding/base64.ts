/**
 * Standard base64 of `bytes` (Solana's wire transactions in the frame's and WalletConnect's
 * requests), without Node's `Buffer`.
 * @example toBase64(new Uint8Array([1, 2])) // 'AQI='
 */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/**
 * The bytes of standard base64 text; throws on text that is not base64.
 * @example fromBase64('AQI=') // Uint8Array [1, 2]
 */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
