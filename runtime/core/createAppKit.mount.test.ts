import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from './actions/connect.js'
import { createMemoryStorage, setupAppKit, stubBalanceRpc } from './actions/fixtures/setupAppKit.js'
import { createTestWindow, testAnnouncement } from './connectors/fixtures/createTestWindow.js'
import { claimStoragePrefix } from './connectors/walletConnect/claimStoragePrefix.js'
import { createAppKit } from './createAppKit.js'
import { testConfig } from './fixtures/testConfig.js'
import type { StorageLike } from './storage/createSafeStorage.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Storage that records every call, over a memory store holding a previous page's connection. */
function recordingStorage(base: StorageLike) {
  const calls: string[] = []
  const storage: StorageLike = {
    getItem(key) {
      calls.push(`get ${key}`)
      return base.getItem(key)
    },
    setItem(key, value) {
      calls.push(`set ${key}`)
      base.setItem(key, value)
    },
    removeItem(key) {
      calls.push(`remove ${key}`)
      base.removeItem(key)
    },
  }
  return { storage, calls }
}

/** A page with a stored connection to an authorized wallet (the previous page load connected). */
async function returningVisitor() {
  stubBalanceRpc()
  const storage = createMemoryStorage()
  const first = setupAppKit({ storage })
  await connect(first.appKit, { connectorId: first.connectorId() })
  first.appKit.destroy()
  first.provider.calls.length = 0
  const window = createTestWindow()
  window.install(testAnnouncement(first.provider, { name: 'MetaMask', rdns: 'io.metamask' }))
  return { storage, window, provider: first.provider }
}

describe('createAppKit: construction has no side effects', () => {
  it('reads no storage, asks no wallet and restores nothing until mount()', async () => {
    const visitor = await returningVisitor()
    const { storage, calls } = recordingStorage(visitor.storage)
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const appKit = createAppKit(testConfig(), {
      storage,
      logger,
      window: visitor.window,
      isMobile: false,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
    expect(visitor.provider.calls).toEqual([])
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')

    const unmount = appKit.mount()
    await appKit.ready
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('connected')
    const asked = visitor.provider.callsOf('eth_accounts').length
    expect(asked).toBeGreaterThan(0)

    // React StrictMode: unmount and mount again on the same kit restores nothing twice.
    unmount()
    appKit.mount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(visitor.provider.callsOf('eth_accounts')).toHaveLength(asked)
    appKit.destroy()
  })

  it('holds no WalletConnect storage prefix for a kit that is built and dropped', () => {
    const window = createTestWindow()
    // StrictMode renders twice: the first kit is dropped without destroy() and never mounted.
    createAppKit(testConfig(), { storage: null, window })
    const kept = createAppKit(testConfig(), { storage: null, window })
    const probe = claimStoragePrefix()
    // The lowest prefix is still free for whichever kit loads the SDK first.
    expect(probe.prefix).toBe('appkit-wc-0')
    probe.release()
    kept.destroy()
  })

  it('restores nothing and reads no storage when mounted after destroy()', async () => {
    const visitor = await returningVisitor()
    const { storage, calls } = recordingStorage(visitor.storage)
    const appKit = createAppKit(testConfig(), { storage, window: visitor.window, isMobile: false })
    appKit.destroy()
    appKit.mount()
    const outcome = await Promise.race([
      appKit.ready.then(() => 'restored'),
      new Promise((resolve) => setTimeout(() => resolve('nothing'), 50)),
    ])
    expect(outcome).toBe('nothing')
    expect(calls).toEqual([])
    expect(visitor.provider.calls).toEqual([])
  })
})
