import { createNonce } from './createNonce.js'

/** Nonces this server handed out, each usable once before it expires. */
export interface SiwxNonceStore {
  /** A fresh nonce, remembered until it is consumed or expires. */
  issue(): string
  /** True exactly once for an issued, unexpired nonce; false for anything else, replays included. */
  consume(nonce: string): boolean
  /** Nonces waiting to be used (expired ones may be counted until the next `issue`). */
  size(): number
}

export interface CreateNonceStoreParameters {
  /** How long an issued nonce may be used; 5 minutes by default. */
  ttlMs?: number
  /** Most nonces kept; the oldest are dropped past it (their sign-in then fails). 10 000 by default. */
  maxEntries?: number
  /** The clock, in ms since the epoch; `Date.now` by default. */
  now?: () => number
}

/**
 * A small in-memory nonce store for a single server process: `issue()` when the client asks for a
 * nonce, `consume()` when its signed message comes back. Memory stays bounded: expired entries go on
 * each issue, and past `maxEntries` the oldest go too.
 * @example
 * const nonces = createNonceStore({ ttlMs: 5 * 60_000 })
 * const nonce = nonces.issue()
 * // ... later, in verifySiwxMessage({ ..., nonceStore: nonces })
 */
export function createNonceStore(parameters: CreateNonceStoreParameters = {}): SiwxNonceStore {
  const ttlMs = parameters.ttlMs ?? 5 * 60_000
  const maxEntries = parameters.maxEntries ?? 10_000
  const now = parameters.now ?? Date.now
  // Insertion order is issue order, so the first entries are the oldest.
  const expiries = new Map<string, number>()

  const prune = (at: number) => {
    for (const [nonce, expiry] of expiries) if (expiry <= at) expiries.delete(nonce)
    for (const nonce of expiries.keys()) {
      if (expiries.size < maxEntries) break
      expiries.delete(nonce)
    }
  }

  return {
    issue() {
      const at = now()
      prune(at)
      const nonce = createNonce()
      expiries.set(nonce, at + ttlMs)
      return nonce
    },
    consume(nonce) {
      const expiry = expiries.get(nonce)
      if (expiry === undefined) return false
      expiries.delete(nonce)
      return now() < expiry
    },
    size: () => expiries.size,
  }
}
