import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKitConfigInput } from '../../../schema/index.js'
import {
  createTestProvider,
  type TestProvider,
  testAccounts,
} from '../connectors/fixtures/createTestProvider.js'
import { createTestWindow, testAnnouncement } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { polkadotNetwork, testConfig } from '../fixtures/testConfig.js'
import type { StorageLike } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { createMemoryStorage, setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'
import { reconnect } from './reconnect.js'

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The same wallet after a page reload: announced again, under a new uuid. */
function reload(
  provider: TestProvider,
  storage: StorageLike,
  config: Partial<AppKitConfigInput> = {},
  extra: TestProvider[] = [],
) {
  const window = createTestWindow()
  for (const p of [provider, ...extra]) {
    window.install(testAnnouncement(p, { name: 'MetaMask', rdns: 'io.metamask' }))
  }
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const appKit = createAppKit(testConfig(config), { storage, logger, window, isMobile: false })
  appKit.mount()
  return { appKit, logger, account: () => appKit.stores.chains.getAccount('eip155') }
}

async function connectedPage(options: Parameters<typeof setupAppKit>[0] = {}) {
  const storage = createMemoryStorage()
  const kit = setupAppKit({ ...options, storage })
  await connect(kit.appKit, { connectorId: kit.connectorId() })
  kit.appKit.destroy()
  kit.provider.calls.length = 0
  return { ...kit, storage }
}

describe('reconnect', () => {
  it('restores the stored wallet on load without a prompt', async () => {
    const { provider, storage } = await connectedPage()
    const page = reload(provider, storage)
    expect(page.account().status).toBe('connecting')
    await page.appKit.ready
    expect(page.account()).toMatchObject({
      status: 'connected',
      address: provider.state.accounts[0],
    })
    expect(page.appKit.stores.providers.getState().eip155?.provider).toBe(provider)
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(0)
    expect(provider.callsOf('eth_accounts').length).toBeGreaterThan(0)
    // Still following the wallet's events.
    provider.emit('chainChanged', '0x2105')
    expect(page.appKit.stores.chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe(
      'eip155:8453',
    )
  })

  it('does not restore a connector the user disconnected', async () => {
    const storage = createMemoryStorage()
    const kit = setupAppKit({ storage })
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    await disconnect(kit.appKit)
    // Even if a stale connected id survived somewhere, the disconnected list wins.
    kit.appKit.storage.set(storageKeys.connectedConnectorId('eip155'), kit.connectorId())
    kit.appKit.storage.set(storageKeys.connectedNamespaces, ['eip155'])
    kit.appKit.destroy()
    kit.provider.calls.length = 0
    const page = reload(kit.provider, storage)
    await page.appKit.ready
    expect(page.account().status).toBe('disconnected')
    expect(kit.provider.calls).toEqual([])
  })

  it('clears the stored connection instead when enableReconnect is false', async () => {
    const { provider, storage } = await connectedPage()
    const page = reload(provider, storage, { enableReconnect: false })
    await page.appKit.ready
    expect(page.account().status).toBe('disconnected')
    expect(page.appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(page.appKit.storage.get(storageKeys.connectedNamespaces)).toEqual([])
    expect(page.appKit.storage.get(storageKeys.connectionStatus)).toBe('disconnected')
    expect(provider.calls).toEqual([])
  })

  it('forgets a connection the wallet revoked', async () => {
    const { provider, storage } = await connectedPage()
    provider.state.authorized = false
    const page = reload(provider, storage)
    await page.appKit.ready
    expect(page.account().status).toBe('disconnected')
    expect(page.appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(0)
  })

  it('does not pick between two wallets that claim the stored rdns', async () => {
    const { provider, storage } = await connectedPage()
    const impostor = setupAppKit().provider
    impostor.state.authorized = true
    const page = reload(provider, storage, {}, [impostor])
    await page.appKit.ready
    expect(page.account().status).toBe('disconnected')
    expect(impostor.calls).toEqual([])
  })

  it('gives up after the wait when the stored wallet never shows up', async () => {
    const { storage } = await connectedPage()
    const window = createTestWindow()
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const appKit = createAppKit(testConfig(), { storage, window, logger })
    appKit.mount()
    await appKit.ready
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('disconnected')
    expect(window.announceListenerCount()).toBe(0)
    // Left stored: the extension may just be disabled for now.
    expect(appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeDefined()
  })

  it('opens UnsupportedChain when the restored wallet is on an unlisted chain', async () => {
    const { provider, storage } = await connectedPage()
    provider.state.chainId = 999
    const page = reload(provider, storage)
    await page.appKit.ready
    expect(page.account().status).toBe('connected')
    expect(page.appKit.router.getState().current.view).toBe('UnsupportedChain')
    expect(page.appKit.getState().modal.open).toBe(true)
  })

  it('logs and disconnects when the wallet fails during sync', async () => {
    const { provider, storage } = await connectedPage()
    const request = provider.request
    provider.request = (args) =>
      args.method === 'eth_chainId' ? Promise.reject(new Error('crashed')) : request(args)
    const page = reload(provider, storage)
    await page.appKit.ready
    expect(page.account().status).toBe('disconnected')
    expect(page.logger.warn).toHaveBeenCalledWith(
      'Could not restore the eip155 wallet connection',
      expect.anything(),
    )
  })

  it('does nothing outside a browser and when nothing is stored', async () => {
    const noBrowser = createAppKit(testConfig(), { storage: null, window: null })
    await expect(noBrowser.ready).resolves.toBeUndefined()
    const kit = setupAppKit()
    await kit.appKit.ready
    await expect(reconnect(kit.appKit)).resolves.toEqual([])
    expect(kit.provider.calls).toEqual([])
  })

  it('gives up a restore the wallet never answers after 10 s, keeping the stored connection', async () => {
    const { provider, storage } = await connectedPage()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      provider.answerNext('eth_accounts', 'never')
      const page = reload(provider, storage)
      await vi.advanceTimersByTimeAsync(9_000)
      expect(page.account().status).toBe('connecting')
      await vi.advanceTimersByTimeAsync(1_500)
      await page.appKit.ready
      expect(page.account().status).toBe('disconnected')
      expect(page.logger.warn).toHaveBeenCalledWith(
        'Could not restore the eip155 wallet connection',
        expect.objectContaining({ code: 'CONNECTION_TIMEOUT' }),
      )
      expect(page.appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeDefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets a connection the user starts during a slow restore win over its late answer', async () => {
    const { provider, storage } = await connectedPage()
    provider.answerNext('eth_accounts', 'hold')
    const rabby = createTestProvider({ accounts: [testAccounts[1]] })
    const window = createTestWindow()
    window.install(testAnnouncement(provider, { name: 'MetaMask', rdns: 'io.metamask' }))
    window.install(testAnnouncement(rabby, { name: 'Rabby', rdns: 'io.rabby' }))
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const appKit = createAppKit(testConfig(), { storage, logger, window, isMobile: false })
    appKit.mount()
    await vi.waitFor(() => expect(provider.callsOf('eth_accounts')).toHaveLength(1), {
      timeout: 5_000,
    })
    const rabbyId = appKit.stores.connectors
      .getState()
      .connectors.find((connector) => connector.name === 'Rabby')?.id
    await connect(appKit, { connectorId: rabbyId ?? '' })
    provider.releaseHeld()
    await appKit.ready
    const account = appKit.stores.chains.getAccount('eip155')
    expect(account).toMatchObject({ status: 'connected', address: testAccounts[1] })
    expect(appKit.stores.providers.getState().eip155?.provider).toBe(rabby)
    expect(provider.callsOf('eth_chainId')).toHaveLength(0)
    expect(logger.warn).not.toHaveBeenCalled()
    appKit.destroy()
  })

  it('stops restoring other namespaces once the user starts a connection, so theirs is not ended', async () => {
    const { provider, storage } = await connectedPage()
    // A previous page also held a polkadot session: the next namespace restore would start.
    storage.setItem(
      '@appkit/connection/polkadot/connected_connector_id',
      JSON.stringify({ v: 1, value: 'walletConnect' }),
    )
    provider.answerNext('eth_accounts', 'hold')
    const rabby = createTestProvider({ accounts: [testAccounts[1]] })
    const window = createTestWindow()
    window.install(testAnnouncement(provider, { name: 'MetaMask', rdns: 'io.metamask' }))
    window.install(testAnnouncement(rabby, { name: 'Rabby', rdns: 'io.rabby' }))
    const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
    const appKit = createAppKit(
      testConfig({ networks: ['eip155:1', 'eip155:8453', polkadotNetwork] }),
      {
        storage,
        logger,
        window,
        isMobile: false,
        loadWalletConnectProvider: () => Promise.reject(new Error('no WalletConnect here')),
      },
    )
    appKit.mount()
    await vi.waitFor(() => expect(provider.callsOf('eth_accounts')).toHaveLength(1), {
      timeout: 5_000,
    })
    const rabbyId = appKit.stores.connectors
      .getState()
      .connectors.find((connector) => connector.name === 'Rabby')?.id
    await expect(connect(appKit, { connectorId: rabbyId ?? '' })).resolves.toMatchObject({
      accounts: [testAccounts[1]],
    })
    await appKit.ready
    expect(appKit.stores.chains.getAccount('eip155')).toMatchObject({ status: 'connected' })
    appKit.destroy()
  })
})
