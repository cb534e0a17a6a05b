import type { SiwxSession } from '../core/siwx/verifySiwxMessage.js'

/** A stored session and the instant (ms since the epoch) it ends. */
export interface SiwxSessionRecord {
  session: SiwxSession
  expiresAt: number
}

/**
 * Where `createSiwxServer` keeps spent nonces and sessions. The default keeps them in memory
 * (one process; lost on restart); implement this over a database or a cache shared by several
 * processes (and give them one `nonceSecret`). Methods may answer synchronously or with a promise.
 * Expiry is enforced by the server itself from the instants it stores, so a storage that never
 * deletes old entries stays correct (it only grows). Session keys are a SHA-256 of the token,
 * never the token itself. Issued nonces are not stored: they carry their own proof (an HMAC), so
 * only the nonces of sign-in attempts reach the storage.
 */
export interface SiwxServerStorage {
  /**
   * Records a nonce as spent until `expiresAt` (ms since the epoch) and answers `true`, or answers
   * `false` when it is recorded already. Must be atomic (`INSERT ... ON CONFLICT DO NOTHING`,
   * `SET key 1 NX PXAT expiresAt`): of two concurrent calls with one nonce, exactly one gets `true`.
   * A nonce may be forgotten once `expiresAt` has passed, never before (it could be replayed).
   */
  spendNonce(nonce: string, expiresAt: number): boolean | Promise<boolean>
  saveSession(key: string, record: SiwxSessionRecord): void | Promise<void>
  loadSession(key: string): SiwxSessionRecord | undefined | Promise<SiwxSessionRecord | undefined>
  deleteSession(key: string): void | Promise<void>
}

export interface CreateMemorySiwxStorageParameters {
  /**
   * Most spent nonces remembered, each until its nonce expires (10 minutes after it was issued).
   * Past it the oldest is forgotten and every nonce expiring no later than it is refused from then
   * on (a low-water mark): none can be replayed, and a flood of sign-in attempts costs only the
   * nonces issued before it (the kit asks for a new one), never everyone's sign-in.
   * 100 000 by default (about 10 MB).
   */
  maxNonces?: number
  /** Most sessions kept; past it the oldest go (they are signed out). 100 000 by default. */
  maxSessions?: number
  /** The clock used to drop expired entries, in ms since the epoch; `Date.now` by default. */
  now?: () => number
}

/** Drops expired entries, then the oldest (Map order is insertion order) until one more fits. */
function prune<T>(entries: Map<string, T>, expiry: (entry: T) => number, max: number, at: number) {
  for (const [key, entry] of entries) if (expiry(entry) <= at) entries.delete(key)
  for (const key of entries.keys()) {
    if (entries.size < max) break
    entries.delete(key)
  }
}

/**
 * The default storage of `createSiwxServer`: two bounded in-memory maps, for a single process.
 * Expired entries are dropped on each write, so memory stays bounded.
 * @example
 * const storage = createMemorySiwxStorage({ maxSessions: 1000 })
 * createSiwxServer({ domain, uri, storage, nonceSecret: process.env.SIWX_NONCE_SECRET })
 */
export function createMemorySiwxStorage(
  parameters: CreateMemorySiwxStorageParameters = {},
): SiwxServerStorage {
  const maxNonces = parameters.maxNonces ?? 100_000
  const maxSessions = parameters.maxSessions ?? 100_000
  const now = parameters.now ?? Date.now
  // Spent nonces in spending order, each with the instant it may go. That instant never
  // decreases along the map (it is at least the one before), so the expired ones are always
  // first: pruning stops at the first live entry, a constant cost per spend on average. `floor`
  // is the latest instant of a nonce forgotten before it expired: no nonce expiring by then is
  // accepted again.
  const spent = new Map<string, number>()
  let lastUntil = 0
  let floor = 0
  const sessions = new Map<string, SiwxSessionRecord>()
  return {
    spendNonce(nonce, expiresAt) {
      if (expiresAt <= floor || spent.has(nonce)) return false
      const at = now()
      for (const [key, until] of spent) {
        if (until > at) break
        spent.delete(key)
      }
      for (const [key, until] of spent) {
        if (spent.size < maxNonces) break
        spent.delete(key)
        floor = Math.max(floor, until)
      }
      if (expiresAt <= floor) return false
      lastUntil = Math.max(lastUntil, expiresAt)
      spent.set(nonce, lastUntil)
      return true
    },
    saveSession(key, record) {
      prune(sessions, (entry) => entry.expiresAt, maxSessions, now())
      sessions.set(key, record)
    },
    loadSession: (key) => sessions.get(key),
    deleteSession(key) {
      sessions.delete(key)
    },
  }
}
