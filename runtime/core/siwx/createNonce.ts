const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** Bytes at or above 248 (= 62 * 4) are dropped, so each of the 62 characters is equally likely. */
const unbiasedLimit = 248
/** 24 characters of 62: about 143 bits. */
const nonceLength = 24

/**
 * A sign-in nonce: 24 letters and digits from `crypto.getRandomValues`, without modulo bias. Single
 * use is the verifier's job (`createNonceStore`).
 * @example formatSiwxMessage({ ...fields, nonce: createNonce() })
 */
export function createNonce(): string {
  let nonce = ''
  const bytes = new Uint8Array(nonceLength * 2)
  while (nonce.length < nonceLength) {
    globalThis.crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      if (byte >= unbiasedLimit) continue
      nonce += alphabet[byte % alphabet.length]
      if (nonce.length === nonceLength) break
    }
  }
  return nonce
}
