import { afterEach, describe, expect, it, vi } from 'vitest'
import { addRecentWallet } from './addRecentWallet.js'
import { createSafeStorage, type StorageLike } from './createSafeStorage.js'
import { type StorageKey, storageKeys } from './storageKeys.js'

/** A Web Storage stand-in over a Map, with spies on every call. */
function mapBackend(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  const backend = {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size
    },
  }
  return backend
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

function setup(backend: StorageLike | null) {
  const logger = { warn: vi.fn() }
  return { storage: createSafeStorage({ backend, logger }), logger }
}

const envelope = (value: unknown, v = 1) => JSON.stringify({ v, value })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createSafeStorage', () => {
  it('stores versioned JSON under the product prefix and reads it back typed', () => {
    const backend = mapBackend()
    const { storage, logger } = setup(backend)
    storage.set(storageKeys.activeCaipNetworkId, 'eip155:8453')
    storage.set(storageKeys.deepLinkChoice, { href: 'https://wallet.example', name: 'W' })
    expect(backend.data.get('@appkit/network/active_caip_network_id')).toBe(envelope('eip155:8453'))
    expect(storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:8453')
    expect(storage.get(storageKeys.deepLinkChoice)).toEqual({
      href: 'https://wallet.example',
      name: 'W',
    })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('keeps per-namespace items apart', () => {
    const { storage } = setup(mapBackend())
    storage.set(storageKeys.connectedConnectorId('eip155'), 'injected')
    storage.set(storageKeys.connectedConnectorId('solana'), 'walletConnect')
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected')
    expect(storage.get(storageKeys.connectedConnectorId('solana'))).toBe('walletConnect')
    expect(storage.get(storageKeys.connectedConnectorId('bip122'))).toBeUndefined()
  })

  it('puts every item under its SPEC group', () => {
    const groups = Object.values(storageKeys).map(
      (item) => (typeof item === 'function' ? item('eip155') : item).key.split('/')[1],
    )
    expect(new Set(groups)).toEqual(new Set(['wallet', 'network', 'connection', 'auth']))
  })

  it('removes an item', () => {
    const backend = mapBackend()
    const { storage } = setup(backend)
    storage.set(storageKeys.loginUsed, true)
    storage.remove(storageKeys.loginUsed)
    expect(storage.get(storageKeys.loginUsed)).toBeUndefined()
    expect(backend.data.size).toBe(0)
  })

  describe('when the backend throws', () => {
    it('keeps working in memory and logs once', () => {
      const { storage, logger } = setup(throwing)
      expect(storage.get(storageKeys.activeNamespace)).toBeUndefined()
      storage.set(storageKeys.activeNamespace, 'solana')
      storage.set(storageKeys.email, 'user@example.com')
      expect(storage.get(storageKeys.activeNamespace)).toBe('solana')
      expect(storage.get(storageKeys.email)).toBe('user@example.com')
      storage.remove(storageKeys.email)
      expect(storage.get(storageKeys.email)).toBeUndefined()
      storage.clear()
      expect(logger.warn).toHaveBeenCalledTimes(1)
      expect(logger.warn.mock.calls[0]?.[1]).toBeInstanceOf(DOMException)
    })

    it('survives a quota error: the value reads back and other stored values stay readable', () => {
      const backend = mapBackend({ '@appkit/auth/email': envelope('a@example.com') })
      let full = true
      backend.setItem.mockImplementation((key, value) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError')
        backend.data.set(key, value)
      })
      const { storage, logger } = setup(backend)
      storage.set(storageKeys.lastLoginTime, 1000)
      storage.set(storageKeys.lastLoginTime, 2000)
      expect(storage.get(storageKeys.lastLoginTime)).toBe(2000)
      expect(storage.get(storageKeys.email)).toBe('a@example.com')
      expect(logger.warn).toHaveBeenCalledTimes(1)
      // Once space frees up, writes persist again and the backend is authoritative.
      full = false
      storage.set(storageKeys.lastLoginTime, 3000)
      expect(backend.data.get('@appkit/auth/last_login_time')).toBe(envelope(3000))
      backend.data.set('@appkit/auth/last_login_time', envelope(4000))
      expect(storage.get(storageKeys.lastLoginTime)).toBe(4000)
    })

    it('survives a localStorage getter that throws (blocked cookies, sandboxed frame)', () => {
      vi.stubGlobal('localStorage', undefined)
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied', 'SecurityError')
        },
      })
      const logger = { warn: vi.fn() }
      const storage = createSafeStorage({ logger })
      storage.set(storageKeys.loginUsed, true)
      expect(storage.get(storageKeys.loginUsed)).toBe(true)
      expect(logger.warn).toHaveBeenCalledTimes(1)
    })
  })

  it('uses globalThis.localStorage by default', () => {
    const backend = mapBackend()
    vi.stubGlobal('localStorage', backend)
    const storage = createSafeStorage({ logger: { warn: vi.fn() } })
    storage.set(storageKeys.activeNamespace, 'eip155')
    expect(backend.data.get('@appkit/network/active_namespace')).toBe(envelope('eip155'))
  })

  it('keeps everything in memory with a null backend, without warnings', () => {
    const { storage, logger } = setup(null)
    storage.set(storageKeys.connectedNamespaces, ['eip155', 'solana'])
    expect(storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155', 'solana'])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  describe('discards a bad key alone', () => {
    const cases = [
      ['corrupt JSON', '{"v":1,"value":', 'not valid JSON'],
      ['an unknown version', envelope('solana', 2), 'unknown version 2'],
      ['no version envelope', JSON.stringify('solana'), 'no version'],
      ['an unexpected shape', envelope('tron'), 'unexpected shape'],
    ] as const
    for (const [label, raw, reason] of cases) {
      it(`with ${label}`, () => {
        const backend = mapBackend({
          '@appkit/network/active_namespace': raw,
          '@appkit/network/active_caip_network_id': envelope('eip155:1'),
        })
        const { storage, logger } = setup(backend)
        expect(storage.get(storageKeys.activeNamespace)).toBeUndefined()
        expect(backend.data.has('@appkit/network/active_namespace')).toBe(false)
        expect(storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:1')
        expect(logger.warn).toHaveBeenCalledWith(
          `Discarded stored value @appkit/network/active_namespace: ${reason}`,
        )
      })
    }
  })

  describe('keys outside the prefix', () => {
    it('are left untouched by clear', () => {
      const backend = mapBackend({
        theme: 'dark',
        '@other/thing': '1',
        'appkit/no-at': '2',
        '@appkit/auth/email': envelope('a@example.com'),
      })
      const { storage } = setup(backend)
      storage.set(storageKeys.activeNamespace, 'eip155')
      storage.clear()
      expect(Object.fromEntries(backend.data)).toEqual({
        theme: 'dark',
        '@other/thing': '1',
        'appkit/no-at': '2',
      })
      expect(storage.get(storageKeys.email)).toBeUndefined()
    })

    it('are refused even through a hand-made key', () => {
      const backend = mapBackend({ theme: envelope('dark') })
      const { storage, logger } = setup(backend)
      const foreign: StorageKey<string> = {
        key: 'theme',
        version: 1,
        isValid: (v): v is string => typeof v === 'string',
      }
      expect(storage.get(foreign)).toBeUndefined()
      storage.set(foreign, 'light')
      storage.remove(foreign)
      expect(backend.getItem).not.toHaveBeenCalled()
      expect(backend.setItem).not.toHaveBeenCalled()
      expect(backend.removeItem).not.toHaveBeenCalled()
      expect(backend.data.get('theme')).toBe(envelope('dark'))
      expect(logger.warn).toHaveBeenCalled()
    })
  })

  describe('recent wallets', () => {
    const a = { id: 'a', name: 'A' }
    const b = { id: 'b', name: 'B', rdns: 'io.b' }
    const c = { id: 'c', name: 'C', href: 'https://c.example' }

    it('keeps at most two, newest first, each once', () => {
      const backend = mapBackend()
      const { storage } = setup(backend)
      addRecentWallet(storage, a)
      addRecentWallet(storage, b)
      expect(addRecentWallet(storage, a)).toEqual([a, b])
      expect(addRecentWallet(storage, c)).toEqual([c, a])
      expect(storage.get(storageKeys.recentWallets)).toEqual([c, a])
    })

    it('caps a longer list on write and on read', () => {
      const backend = mapBackend({ '@appkit/wallet/recent_wallets': envelope([a, b, c]) })
      const { storage } = setup(backend)
      expect(storage.get(storageKeys.recentWallets)).toEqual([a, b])
      storage.set(storageKeys.recentWallets, [c, b, a])
      expect(backend.data.get('@appkit/wallet/recent_wallets')).toBe(envelope([c, b]))
    })
  })
})
