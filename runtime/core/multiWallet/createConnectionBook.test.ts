import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { createMemoryStorage, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import {
  disconnectConnection,
  subscribeConnections,
  switchConnection,
} from '../actions/subscribeConnections.js'
import {
  createTestProvider,
  type TestProvider,
  testAccounts,
} from '../connectors/fixtures/createTestProvider.js'
import { createTestWindow, testAnnouncement } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import type { AppKitEvents } from '../events/AppKitEvents.js'
import { testConfig } from '../fixtures/testConfig.js'
import type { StorageLike } from '../storage/createSafeStorage.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connectionBookOf } from './connectionBookOf.js'
import type { WalletConnection } from './WalletConnection.js'

const bound = { timeout: 10_000 }

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

interface PageOptions {
  storage?: StorageLike
  multiWallet?: boolean
  /** The wallets in the page (default both). */
  wallets?: readonly ('metaMask' | 'rabby')[]
  metaMask?: TestProvider
  rabby?: TestProvider
}

/** A page with two browser wallets, MetaMask and Rabby, each on its own account by default. */
function page(options: PageOptions = {}) {
  const metaMask = options.metaMask ?? createTestProvider({ accounts: [testAccounts[0]] })
  const rabby = options.rabby ?? createTestProvider({ accounts: [testAccounts[1]] })
  const window = createTestWindow()
  const wallets = options.wallets ?? ['metaMask', 'rabby']
  if (wallets.includes('metaMask')) {
    window.install(testAnnouncement(metaMask, { name: 'MetaMask', rdns: 'io.metamask' }))
  }
  if (wallets.includes('rabby')) {
    window.install(testAnnouncement(rabby, { name: 'Rabby', rdns: 'io.rabby' }))
  }
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const storage = options.storage ?? createMemoryStorage()
  const appKit = createAppKit(
    testConfig({ features: { multiWallet: options.multiWallet ?? true } }),
    { storage, logger, window, isMobile: false },
  )
  appKit.mount()
  const idOf = (name: string) => {
    appKit.stores.connectors.getConnector('')
    const found = appKit.stores.connectors.getState().connectors.find((c) => c.name === name)
    if (!found) throw new Error(`${name} is not in the page`)
    return found.id
  }
  const account = () => appKit.stores.chains.getAccount('eip155')
  const provider = () => appKit.stores.providers.getState().eip155?.provider
  return { appKit, metaMask, rabby, storage, logger, idOf, account, provider }
}

/** The connections as `subscribeConnections` last delivered them. */
function follow(appKit: Parameters<typeof subscribeConnections>[0]) {
  let latest: readonly WalletConnection[] = []
  subscribeConnections(appKit, (connections) => {
    latest = connections
  })
  return () =>
    latest.map(({ name, state, accounts }) => ({ name, state, address: accounts[0]?.address }))
}

async function connectBoth(kit: ReturnType<typeof page>) {
  await kit.appKit.ready
  await connect(kit.appKit, { connectorId: kit.idOf('MetaMask') })
  await connect(kit.appKit, { connectorId: kit.idOf('Rabby') })
}

describe('the connection book', () => {
  it('lists both wallets connected one after the other: the last connected, the first active', async () => {
    const kit = page()
    const listed = follow(kit.appKit)
    await connectBoth(kit)
    await vi.waitFor(
      () =>
        expect(listed()).toEqual([
          { name: 'MetaMask', state: 'active', address: testAccounts[0] },
          { name: 'Rabby', state: 'connected', address: testAccounts[1] },
        ]),
      bound,
    )
  })

  it('switches to the other wallet without a prompt: account and provider follow', async () => {
    const kit = page()
    await connectBoth(kit)
    const prompts = kit.metaMask.callsOf('eth_requestAccounts').length
    await switchConnection(kit.appKit, { namespace: 'eip155', connectorId: kit.idOf('MetaMask') })
    expect(kit.account().address).toBe(testAccounts[0])
    expect(kit.provider()).toBe(kit.metaMask)
    expect(kit.metaMask.callsOf('eth_requestAccounts')).toHaveLength(prompts)
    expect(kit.storage.getItem(storageKeys.connectedConnectorId('eip155').key)).toContain(
      kit.idOf('MetaMask'),
    )
  })

  it('disconnects the wallet not in use and keeps the one in use', async () => {
    const kit = page()
    const listed = follow(kit.appKit)
    await connectBoth(kit)
    await disconnectConnection(kit.appKit, {
      namespace: 'eip155',
      connectorId: kit.idOf('MetaMask'),
    })
    expect(kit.metaMask.callsOf('wallet_revokePermissions')).toHaveLength(1)
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[1] })
    await vi.waitFor(
      () =>
        expect(listed()).toEqual([{ name: 'Rabby', state: 'connected', address: testAccounts[1] }]),
      bound,
    )
  })

  it('disconnecting the wallet in use leaves the namespace disconnected and the other known', async () => {
    const kit = page()
    const listed = follow(kit.appKit)
    await connectBoth(kit)
    await disconnectConnection(kit.appKit, { namespace: 'eip155', connectorId: kit.idOf('Rabby') })
    expect(kit.account().status).toBe('disconnected')
    await vi.waitFor(
      () =>
        expect(listed()).toEqual([{ name: 'MetaMask', state: 'active', address: testAccounts[0] }]),
      bound,
    )
  })

  it('hands over to the other wallet when the wallet in use disconnects from its side', async () => {
    const kit = page()
    await connectBoth(kit)
    kit.rabby.emit('accountsChanged', [])
    await vi.waitFor(() => {
      expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[0] })
      expect(kit.provider()).toBe(kit.metaMask)
    }, bound)
    expect(kit.metaMask.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('keeps two connections with the same address apart, by wallet', async () => {
    const kit = page({
      metaMask: createTestProvider({ accounts: [testAccounts[0]] }),
      rabby: createTestProvider({ accounts: [testAccounts[0]] }),
    })
    const listed = follow(kit.appKit)
    await connectBoth(kit)
    await vi.waitFor(
      () =>
        expect(listed()).toEqual([
          { name: 'MetaMask', state: 'active', address: testAccounts[0] },
          { name: 'Rabby', state: 'connected', address: testAccounts[0] },
        ]),
      bound,
    )
    await switchConnection(kit.appKit, { namespace: 'eip155', connectorId: kit.idOf('MetaMask') })
    expect(kit.provider()).toBe(kit.metaMask)
  })

  it('restores the list after a reload, and marks a wallet gone from the page disconnected', async () => {
    const first = page()
    await connectBoth(first)
    await vi.waitFor(
      () => expect(first.storage.getItem(storageKeys.connections('eip155').key)).toContain('Rabby'),
      bound,
    )
    first.appKit.destroy()
    // MetaMask is uninstalled before the reload; Rabby, in use, comes back.
    const kit = page({ storage: first.storage, wallets: ['rabby'], rabby: first.rabby })
    const listed = follow(kit.appKit)
    await kit.appKit.ready
    expect(kit.account()).toMatchObject({ status: 'connected', address: testAccounts[1] })
    await vi.waitFor(async () => {
      await connectionBookOf(kit.appKit).verify()
      expect(listed()).toEqual([
        { name: 'MetaMask', state: 'disconnected', address: testAccounts[0] },
        { name: 'Rabby', state: 'connected', address: testAccounts[1] },
      ])
    }, bound)
  })

  it('gives the info alert and delivers nothing without the multi-wallet feature', async () => {
    const kit = page({ multiWallet: false })
    const alerts: AppKitEvents['alert'][] = []
    kit.appKit.events.on('alert', (alert) => alerts.push(alert))
    const listener = vi.fn()
    subscribeConnections(kit.appKit, listener)
    await vi.waitFor(
      () =>
        expect(alerts).toEqual([
          {
            key: 'MULTI_WALLET_NOT_ENABLED',
            title: 'Multi-wallet not enabled',
            message: expect.any(String),
            severity: 'info',
          },
        ]),
      bound,
    )
    expect(listener).not.toHaveBeenCalled()
  })
})
