import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { stubAuthFetch, testSecureSite } from '../auth/fixtures/setupAuth.js'
import { createTestWindow } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import {
  createFakeSecurePage,
  type FakeSecurePage,
} from '../frame/fixtures/createFakeSecurePage.js'
import { createSafeStorage } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { createMemoryStorage } from './fixtures/setupAppKit.js'

// What `reconnect` does at start about an email login's sign-out at the secure site, with the
// real embedded wallet: its chunk loads, and its secure frame opens in a fake page (`document`
// and `location` are the page's) behind which a stand-in secure site speaks the frame protocol.
let page: FakeSecurePage
const kits: AppKit[] = []
beforeEach(() => {
  stubAuthFetch()
  page = createFakeSecurePage({ siteOrigin: testSecureSite })
  vi.stubGlobal('document', page.document)
  vi.stubGlobal('location', page.location)
})
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  vi.unstubAllGlobals()
})

const withSecureSite = { secureSite: testSecureSite }
// The frame client waits 500 ms after READY, and the embedded wallet's chunk loads first.
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 10_000 })

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
  kits.push(appKit)
  appKit.mount()
  return { appKit, storage: appKit.storage }
}

/** Whether the kit started its embedded wallet (which lists the 'auth' connector when it does). */
async function embeddedWalletStarted(appKit: AppKit): Promise<boolean> {
  // Once the chunk is loaded, a start that asked for it has made the wallet within a few ticks.
  await import('../auth/index.js')
  await new Promise((resolve) => setTimeout(resolve, 50))
  return appKit.stores.connectors.getState().connectors.some((each) => each.id === 'auth')
}

const storedEmailLogin = (storage: ReturnType<typeof createSafeStorage>) => {
  storage.set(storageKeys.connectedConnectorId('eip155'), 'auth')
  storage.set(storageKeys.connectedNamespaces, ['eip155'])
  storage.set(storageKeys.email, 'ada@example.com')
}

describe('reconnect: a stored email login under a config that offers none', () => {
  it('forgets it at start without starting the embedded wallet or asking a secure site', async () => {
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
    expect(await embeddedWalletStarted(appKit)).toBe(false)
    expect(page.frames()).toBe(0)
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
    await waitFor(() => expect(page.site.receivedOf('SIGN_OUT')).toHaveLength(1))
    // The start left the tries as they were; the sign-out counted its own.
    expect(storage.get(storageKeys.signOutPending)).toBe(2)
    const [signOut] = page.site.receivedOf('SIGN_OUT')
    page.site.reply(signOut as NonNullable<typeof signOut>, { result: undefined })
    await waitFor(() => expect(storage.get(storageKeys.signOutPending)).toBeUndefined())
    expect(await embeddedWalletStarted(appKit)).toBe(true)
  })

  it('sends a pending sign-out when nothing is stored to restore', async () => {
    page.site.handle('SIGN_OUT', { result: undefined })
    const { appKit, storage } = start((storage) => storage.set(storageKeys.signOutPending, 2))
    await appKit.ready
    await waitFor(() => expect(storage.get(storageKeys.signOutPending)).toBeUndefined())
    expect(page.site.receivedOf('SIGN_OUT')).toHaveLength(1)
  })

  it('with enableReconnect false, records the sign-out before the frame code loads', async () => {
    page.site.handle('SIGN_OUT', { result: undefined })
    const { appKit, storage } = start(storedEmailLogin, { enableReconnect: false })
    // Written before the start awaits anything: a page closed now leaves it for the next start.
    expect(storage.get(storageKeys.signOutPending)).toBe(0)
    await appKit.ready
    expect(storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    await waitFor(() => expect(page.site.receivedOf('SIGN_OUT')).toHaveLength(1))
    await waitFor(() => expect(storage.get(storageKeys.signOutPending)).toBeUndefined())
  })

  it('starts no embedded wallet without a pending sign-out or a stored email login', async () => {
    const { appKit, storage } = start(() => {}, { enableReconnect: false })
    await appKit.ready
    expect(await embeddedWalletStarted(appKit)).toBe(false)
    expect(storage.get(storageKeys.signOutPending)).toBeUndefined()
    expect(page.frames()).toBe(0)
  })
})
