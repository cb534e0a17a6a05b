import type { Logger } from '../logger/createLogger.js'
import { type StorageKey, storagePrefix } from './storageKeys.js'

/** The part of the Web Storage API the kit uses; `key`/`length` only for `clear()`. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  key?(index: number): string | null
  readonly length?: number
}

/** Typed, failure-proof access to the kit's keys in browser storage. */
export interface SafeStorage {
  /** The stored value, or `undefined` when absent, unreadable, corrupt or of another version. */
  get<Value>(item: StorageKey<Value>): Value | undefined
  set<Value>(item: StorageKey<Value>, value: Value): void
  remove<Value>(item: StorageKey<Value>): void
  /** Removes every key under the kit's prefix, and nothing else. */
  clear(): void
}

export interface CreateSafeStorageOptions {
  /** Defaults to `globalThis.localStorage` when there is one; `null` keeps everything in memory. */
  backend?: StorageLike | null
  logger: Pick<Logger, 'warn'>
}

interface Envelope {
  v: number
  value: unknown
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as Envelope).v === 'number' &&
    'value' in value
  )
}

/**
 * Wraps browser storage so it never breaks the modal: every backend call may throw (Safari private
 * mode, quota, blocked cookies), so a failure is logged once and the value lives on in memory for
 * the page. Values carry a version; a corrupt or unknown-version key is discarded alone.
 * @example
 * const storage = createSafeStorage({ logger })
 * storage.set(storageKeys.activeNamespace, 'eip155')
 * storage.get(storageKeys.activeNamespace) // 'eip155', even if localStorage threw
 */
export function createSafeStorage(options: CreateSafeStorageOptions): SafeStorage {
  const { logger } = options
  // Written values the backend refused; they shadow the backend until a write succeeds again.
  const memory = new Map<string, string>()
  let failureLogged = false

  function fail(error: unknown): void {
    if (failureLogged) return
    failureLogged = true
    logger.warn('Browser storage failed; settings are kept in memory for this page.', error)
  }

  let backend: StorageLike | null = null
  try {
    // Reading `localStorage` itself throws in sandboxed frames and with cookies blocked.
    backend = options.backend === undefined ? (globalThis.localStorage ?? null) : options.backend
  } catch (error) {
    fail(error)
  }

  function ours(key: string): boolean {
    if (key.startsWith(storagePrefix)) return true
    logger.warn(`Refused to touch storage key "${key}": it is outside ${storagePrefix}`)
    return false
  }

  function readRaw(key: string): string | null {
    if (memory.has(key)) return memory.get(key) ?? null
    try {
      return backend?.getItem(key) ?? null
    } catch (error) {
      fail(error)
      return null
    }
  }

  function removeRaw(key: string): void {
    memory.delete(key)
    try {
      backend?.removeItem(key)
    } catch (error) {
      fail(error)
    }
  }

  function discard(key: string, reason: string): undefined {
    logger.warn(`Discarded stored value ${key}: ${reason}`)
    removeRaw(key)
    return undefined
  }

  return {
    get(item) {
      if (!ours(item.key)) return undefined
      const raw = readRaw(item.key)
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        return discard(item.key, 'not valid JSON')
      }
      if (!isEnvelope(parsed)) return discard(item.key, 'no version')
      if (parsed.v !== item.version) return discard(item.key, `unknown version ${parsed.v}`)
      if (!item.isValid(parsed.value)) return discard(item.key, 'unexpected shape')
      return item.normalize ? item.normalize(parsed.value) : parsed.value
    },
    set(item, value) {
      if (!ours(item.key)) return
      const stored = item.normalize ? item.normalize(value) : value
      const raw = JSON.stringify({ v: item.version, value: stored } satisfies Envelope)
      // Kept in memory until the backend has taken it, so a refused write still reads back.
      memory.set(item.key, raw)
      try {
        backend?.setItem(item.key, raw)
        if (backend) memory.delete(item.key)
      } catch (error) {
        fail(error)
      }
    },
    remove(item) {
      if (ours(item.key)) removeRaw(item.key)
    },
    clear() {
      for (const key of [...memory.keys()]) if (key.startsWith(storagePrefix)) memory.delete(key)
      try {
        const keys: string[] = []
        for (let index = 0; index < (backend?.length ?? 0); index++) {
          const key = backend?.key?.(index)
          if (key?.startsWith(storagePrefix)) keys.push(key)
        }
        // Collected first: removing while iterating shifts the indexes.
        for (const key of keys) backend?.removeItem(key)
      } catch (error) {
        fail(error)
      }
    },
  }
}
