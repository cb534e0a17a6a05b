import { createStore, del, entries, set, type UseStore } from 'idb-keyval'
import { storagePrefix } from '../../kernel.js'

/** The database the WalletConnect client's state lives in: under the kit's prefix, like every key. */
export const walletConnectDatabase = `${storagePrefix}walletconnect`

/** The key-value storage `UniversalProvider.init({ storage })` takes (the SDK's `IKeyValueStorage`). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export interface CreateWalletConnectStorageOptions {
  /** Default `@appkit/walletconnect`. */
  database?: string
  /** Told once, on the first failure of IndexedDB; the session then lives in memory. */
  onFailure(error: unknown): void
}

/**
 * Storage for the WalletConnect client that keeps its sessions in one IndexedDB database under
 * the kit's prefix. The SDK's default storage opens a database of its own name and, on first
 * use, moves every localStorage key that mentions WalletConnect into it: keys that may belong to
 * the host app. This one touches nothing else. A write-through copy in memory serves reads, so
 * when IndexedDB fails (quota, private mode) the failure is reported once and the pairing goes on.
 * Values are copied in and out, as a real store would, so that the SDK never shares objects with it.
 * @example
 * const storage = createWalletConnectStorage({ onFailure: (error) => logger.warn('...', error) })
 * await UniversalProvider.init({ projectId, storage })
 */
export function createWalletConnectStorage(
  options: CreateWalletConnectStorageOptions,
): WalletConnectStorage {
  const database = options.database ?? walletConnectDatabase
  const memory = new Map<string, unknown>()
  let store: UseStore | undefined
  let loading: Promise<void> | undefined
  let failed = false

  function fail(error: unknown): void {
    store = undefined
    if (failed) return
    failed = true
    options.onFailure(error)
  }

  function load(): Promise<void> {
    loading ??= (async () => {
      // No IndexedDB at all (Node, server rendering): memory only, and nothing to report.
      if (typeof indexedDB === 'undefined') return
      try {
        store = createStore(database, 'keyvaluestorage')
        for (const [key, value] of await entries(store)) {
          if (typeof key === 'string') memory.set(key, value)
        }
      } catch (error) {
        fail(error)
      }
    })()
    return loading
  }

  async function persist(write: (target: UseStore) => Promise<void>): Promise<void> {
    if (!store) return
    try {
      await write(store)
    } catch (error) {
      fail(error)
    }
  }

  return {
    async getKeys() {
      await load()
      return [...memory.keys()]
    },
    async getEntries<T>() {
      await load()
      return [...memory].map(([key, value]) => [key, structuredClone(value) as T])
    },
    async getItem<T>(key: string) {
      await load()
      return memory.has(key) ? (structuredClone(memory.get(key)) as T) : undefined
    },
    async setItem(key, value) {
      await load()
      const copy = structuredClone(value)
      memory.set(key, copy)
      await persist((target) => set(key, copy, target))
    },
    async removeItem(key) {
      await load()
      memory.delete(key)
      await persist((target) => del(key, target))
    },
  }
}
