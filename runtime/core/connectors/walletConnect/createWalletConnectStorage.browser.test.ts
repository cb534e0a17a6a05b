import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletConnectStorage, walletConnectDatabase } from './createWalletConnectStorage.js'

// Each test gets its own database, so that no test reads another's writes.
let databases = 0
function freshDatabase(): string {
  databases += 1
  return `${walletConnectDatabase}-test-${Date.now()}-${databases}`
}

describe('createWalletConnectStorage in Chromium', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('keeps the SDK state in an IndexedDB database under the kit prefix', async () => {
    expect(walletConnectDatabase).toBe('@appkit/walletconnect')
    const database = freshDatabase()
    const onFailure = vi.fn()
    const first = createWalletConnectStorage({ database, onFailure })
    await first.setItem('wc@2:core:0.3//keychain', { topic: 'abc', big: 10n })
    await first.setItem('wc@2:client:0.3//session', [{ topic: 'one' }])

    // Another instance (the page after a reload) reads what the first one wrote.
    const second = createWalletConnectStorage({ database, onFailure })
    expect(await second.getItem('wc@2:core:0.3//keychain')).toEqual({ topic: 'abc', big: 10n })
    expect((await second.getKeys()).sort()).toEqual([
      'wc@2:client:0.3//session',
      'wc@2:core:0.3//keychain',
    ])
    expect(await second.getEntries()).toContainEqual([
      'wc@2:client:0.3//session',
      [{ topic: 'one' }],
    ])
    const names = (await indexedDB.databases()).map((each) => each.name)
    expect(names).toContain(database)
    expect(onFailure).not.toHaveBeenCalled()

    await second.removeItem('wc@2:core:0.3//keychain')
    const third = createWalletConnectStorage({ database, onFailure })
    expect(await third.getItem('wc@2:core:0.3//keychain')).toBeUndefined()
  })

  it('leaves the page’s other storage alone, WalletConnect-looking keys included', async () => {
    localStorage.setItem('wc@2:core:0.3//messages', '{"host":"app"}')
    localStorage.setItem('WALLETCONNECT_DEEPLINK_CHOICE', '{"href":"x"}')
    const storage = createWalletConnectStorage({ database: freshDatabase(), onFailure: vi.fn() })
    await storage.setItem('wc@2:core:0.3//messages', { ours: true })
    expect(await storage.getKeys()).toEqual(['wc@2:core:0.3//messages'])
    expect(localStorage.getItem('wc@2:core:0.3//messages')).toBe('{"host":"app"}')
    expect(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')).toBe('{"href":"x"}')
  })

  it('hands out copies, so the SDK never shares an object with the store', async () => {
    const storage = createWalletConnectStorage({ database: freshDatabase(), onFailure: vi.fn() })
    const session = { topic: 'one', expiry: 1 }
    await storage.setItem('session', session)
    session.expiry = 2
    const read = await storage.getItem<{ expiry: number }>('session')
    expect(read?.expiry).toBe(1)
    if (read) read.expiry = 3
    expect(await storage.getItem('session')).toEqual({ topic: 'one', expiry: 1 })
  })

  it('reports a failing IndexedDB once and keeps the session in memory', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        )
      },
    })
    const onFailure = vi.fn()
    const storage = createWalletConnectStorage({ database: freshDatabase(), onFailure })
    await storage.setItem('a', 1)
    await storage.setItem('b', 2)
    await storage.removeItem('a')
    expect(await storage.getEntries()).toEqual([['b', 2]])
    expect(onFailure).toHaveBeenCalledTimes(1)
    expect(onFailure.mock.calls[0]?.[0]).toBeInstanceOf(DOMException)
  })

  it('goes on in memory when a write fails after a good start', async () => {
    const database = freshDatabase()
    const onFailure = vi.fn()
    const storage = createWalletConnectStorage({ database, onFailure })
    await storage.setItem('kept', 'before')
    // A full disk: IndexedDB refuses every write from now on.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await storage.setItem('after', 'in memory')
    expect(await storage.getItem('after')).toBe('in memory')
    expect(await storage.getItem('kept')).toBe('before')
    expect(onFailure).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })
})
