import type { SiwxSession } from '../core/siwx/verifySiwxMessage.js'

/** A stored session and the instant (ms since the epoch) it ends. */
export interface SiwxSessionRecord {
  session: SiwxSession
  expiresAt: number
}

/**
 * Where `createSiwxServer` keeps issued nonces and sessions. The default keeps them in memory
 * (one process; lost on restart); implement this over a database or a cache shared by several
 * processes. Methods may answer synchronously or with a promise. Expiry is enforced by the server
 * itself from the instants it stores, so a storage that never deletes old entries stays correct
 * (it only grows). Session keys are a SHA-256 of the token, never the token itself.
 */
export interface SiwxServerStorage {
  /** Remembers an issued nonce until `expiresAt` (ms since the epoch). */
  saveNonce(nonce: string, expiresAt: number): void | Promise<void>
  /**
   * Deletes a nonce and returns its `expiresAt`, or `undefined` when it is not stored. Must be
   * atomic (a single `DELETE ... RETURNING`, `GETDEL`): of two concurrent calls, one gets it.
   */
  takeNonce(nonce: string): number | undefined | Promise<number | undefined>
  saveSession(key: string, record: SiwxSessionRecord): void | Promise<void>
  loadSession(key: string): SiwxSessionRecord | undefined | Promise<SiwxSessionRecord | undefined>
  deleteSession(key: string): void | Promise<void>
}

export interface CreateMemorySiwxStorageParameters {
  /** Most nonces kept; past it the oldest go (their sign-in then fails). 10 000 by default. */
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
 * @example createSiwxServer({ domain, uri, storage: createMemorySiwxStorage({ maxSessions: 1000 }) })
 */
export function createMemorySiwxStorage(
  parameters: CreateMemorySiwxStorageParameters = {},
): SiwxServerStorage {
  const maxNonces = parameters.maxNonces ?? 10_000
  const maxSessions = parameters.maxSessions ?? 100_000
  const now = parameters.now ?? Date.now
  const nonces = new Map<string, number>()
  const sessions = new Map<string, SiwxSessionRecord>()
  return {
    saveNonce(nonce, expiresAt) {
      prune(nonces, (expiry) => expiry, maxNonces, now())
      nonces.set(nonce, expiresAt)
    },
    takeNonce(nonce) {
      const expiresAt = nonces.get(nonce)
      nonces.delete(nonce)
      return expiresAt
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
