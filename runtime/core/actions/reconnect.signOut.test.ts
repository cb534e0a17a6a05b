import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../schema/index.js'
import { createTestWindow } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { loadAuth } from '../kernel.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { createMemoryStorage, stubBalanceRpc } from './fixtures/setupAppKit.js'

// What `reconnect` does at start about an email login's sign-out at the secure site. The
// embedded wallet's own chunk is the edge here: its `endStoredLogin` (tested in Chromium, in
// test/e2e/emailLogin.test.ts and noReconnect.test.ts) is replaced by a spy.
vi.mock('../kernel.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../kernel.js')>()),
  loadAuth: vi.fn(),
}))

const endStoredLogin = vi.fn(async () => true)
beforeEach(() => {
  stubBalanceRpc()
  endStoredLogin.mockClear()
  vi.mocked(loadAuth).mockReset()
  vi.mocked(loadAuth).mockResolvedValue({
    authOf: () => ({ endStoredLogin }),
  } as unknown as Awaited<ReturnType<typeof loadAuth>>)
})
afterEach(() => vi.unstubAllGlobals())

const withSecureSite = { secureSite: 'https://secure.example' }

/** A page whose storage holds `items` (written as the kit writes them), mounted. */
function start(
  items: (storage: ReturnType<typeof createSafeStorage>) => void,
  config: Partial<AppKitConfigInput> = {},
) {
  const memory = createMemoryStorage()
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  items(createSafeStorage({ backend: memory, logger }))
  // A secure site on another origin: email login is offered, unless a test says otherwise.
  const appKit = createAppKit(testConfig({ services: withSecureSite, ...config }), {
    storage: memory,
    logger,
    window: createTestWindow(),
    isMobile: false,
  })
  appKit.mount()
  return { appKit, storage: appKit.storage }
}

const storedEmailLogin = (storage: ReturnType<typeof createSafeStorage>) => {
  storage.set(storageKeys.connectedConnectorId('eip155'), 'auth')
  storage.set(storageKeys.connectedNamespaces, ['eip155'])
  storage.set(storageKeys.email, 'ada@example.com')
}

describe('reconnect: a stored email login under a config that offers none', () => {
  it('forgets it at start without loading the embedded wallet, and tries nothing at a secure site', async () => {
    const { appKit, storage } = start(
      (storage) => {
        storedEmailLogin(storage)
        storage.set(storageKeys.signOutPending, 1)
      },
      { services: {} },
    )
    await appKit.ready
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(storage.get(storageKeys.email)).toBeUndefined()
    expect(loadAuth).not.toHaveBeenCalled()
  })
})

describe('reconnect: the sign-out of an email login at the secure site', () => {
  it('ends a stored email login instead of restoring it while a sign-out is pending', async () => {
    const { appKit, storage } = start((storage) => {
      storedEmailLogin(storage)
      storage.set(storageKeys.signOutPending, 1)
    })
    await appKit.ready
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(storage.get(storageKeys.disconnectedConnectorIds('eip155'))).toContain('auth')
    expect(storage.get(storageKeys.email)).toBeUndefined()
    await vi.waitFor(() => expect(endStoredLogin).toHaveBeenCalledOnce(), { timeout: 5_000 })
    // The tries are the sign-out's to count: the start leaves them as they were.
    expect(storage.get(storageKeys.signOutPending)).toBe(1)
  })

  it('sends a pending sign-out when nothing is stored to restore', async () => {
    const { appKit } = start((storage) => storage.set(storageKeys.signOutPending, 2))
    await appKit.ready
    await vi.waitFor(() => expect(endStoredLogin).toHaveBeenCalledOnce(), { timeout: 5_000 })
  })

  it('with enableReconnect false, records the sign-out before the frame code loads', async () => {
    vi.mocked(loadAuth).mockReturnValue(new Promise(() => {}))
    const { appKit, storage } = start(storedEmailLogin, { enableReconnect: false })
    // Written before the start awaits anything: a page closed now leaves it for the next start.
    expect(storage.get(storageKeys.signOutPending)).toBe(0)
    await appKit.ready
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(loadAuth).toHaveBeenCalledOnce()
  })

  it('loads no email code at start without a pending sign-out or a stored email login', async () => {
    const { appKit, storage } = start(() => {}, { enableReconnect: false })
    await appKit.ready
    expect(loadAuth).not.toHaveBeenCalled()
    expect(storage.get(storageKeys.signOutPending)).toBeUndefined()
  })
})
