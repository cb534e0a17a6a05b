const tokenShape = /^[A-Za-z0-9_-]{43}$/

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url')
}

/**
 * An opaque session token: 32 bytes from `crypto.getRandomValues`, base64url (43 characters).
 * @example const token = createSessionToken() // 'q3J...' (43 characters)
 */
export function createSessionToken(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)))
}

/** True for text of a token's shape; anything else is never looked up. */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && tokenShape.test(value)
}

/**
 * The storage key of a token: its SHA-256, base64url. A leaked database of sessions then holds no
 * token that could be replayed as a cookie.
 */
export async function sessionKey(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return base64url(new Uint8Array(digest))
}
