/** Bytes of a nonce: random, then its expiry (ms since the epoch, 48 bits), then the HMAC tag. */
const randomBytes = 10
const expiryBytes = 6
const tagBytes = 16
const payloadBytes = randomBytes + expiryBytes
const nonceShape = new RegExp(`^[0-9a-f]{${(payloadBytes + tagBytes) * 2}}$`)

/** Issues nonces that prove themselves, and reads them back. */
export interface NonceSigner {
  /** A fresh nonce that expires at `expiresAt` (ms since the epoch): 64 hex digits. */
  issue(expiresAt: number): Promise<string>
  /**
   * The expiry of a nonce this signer (or one with its secret) issued, or `undefined` for any
   * other text: never issued, altered, or issued under another secret. Expired nonces are
   * answered too: the caller compares the expiry with its clock.
   */
  expiryOf(nonce: string): Promise<number | undefined>
}

/** The HMAC-SHA-256 key: the given secret (32 bytes at least), or 32 random bytes. */
function importKey(secret: string | Uint8Array | undefined): Promise<CryptoKey> {
  const bytes =
    secret === undefined
      ? globalThis.crypto.getRandomValues(new Uint8Array(32))
      : typeof secret === 'string'
        ? new TextEncoder().encode(secret)
        : Uint8Array.from(secret)
  if (bytes.length < 32) {
    throw new TypeError('createSiwxServer: nonceSecret must be at least 32 bytes')
  }
  const algorithm = { name: 'HMAC', hash: 'SHA-256' }
  return globalThis.crypto.subtle.importKey('raw', bytes, algorithm, false, ['sign'])
}

/** Compares every byte whatever the first difference, so the time taken tells nothing. */
function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  let difference = left.length ^ right.length
  for (let index = 0; index < left.length; index++) {
    difference |= (left[index] as number) ^ (right[index] ?? 0)
  }
  return difference === 0
}

/**
 * Nonces issued without storing anything: each is random bytes and its expiry, authenticated by an
 * HMAC under a secret key, in hex (letters and digits, as EIP-4361 requires). Since issuing costs
 * no storage, a flood of anonymous nonce requests cannot evict anybody's pending nonce; single
 * use is the job of the storage's `spendNonce`, which only ever sees nonces whose tag holds.
 * @example
 * const signer = createNonceSigner()
 * const nonce = await signer.issue(Date.now() + 600_000)
 * await signer.expiryOf(nonce) // Date.now() + 600_000, as issued
 */
export function createNonceSigner(secret?: string | Uint8Array): NonceSigner {
  const key = importKey(secret)
  // Not left unhandled while no nonce is asked for; a failure would resurface on each call.
  key.catch(() => {})
  const tagOf = async (payload: Uint8Array<ArrayBuffer>) =>
    new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await key, payload)).slice(
      0,
      tagBytes,
    )
  return {
    async issue(expiresAt) {
      const payload = new Uint8Array(payloadBytes)
      globalThis.crypto.getRandomValues(payload.subarray(0, randomBytes))
      const at = Math.floor(expiresAt)
      const view = new DataView(payload.buffer)
      view.setUint16(randomBytes, Math.floor(at / 2 ** 32))
      view.setUint32(randomBytes + 2, at % 2 ** 32)
      const tag = await tagOf(payload)
      return Buffer.concat([payload, tag]).toString('hex')
    },
    async expiryOf(nonce) {
      if (typeof nonce !== 'string' || !nonceShape.test(nonce)) return undefined
      const bytes = Uint8Array.from(Buffer.from(nonce, 'hex'))
      const payload = bytes.slice(0, payloadBytes)
      if (!sameBytes(await tagOf(payload), bytes.slice(payloadBytes))) return undefined
      const view = new DataView(payload.buffer)
      return view.getUint16(randomBytes) * 2 ** 32 + view.getUint32(randomBytes + 2)
    },
  }
}
