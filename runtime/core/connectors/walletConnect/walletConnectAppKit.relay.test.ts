import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SandboxChain, startChain } from '../../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../../sandbox/relay/startRelay.js'
import { startWcWallet } from '../../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../../sandbox/wcWallet/WcWallet.js'
import type { AppKit } from '../../AppKit.js'
import { connect } from '../../actions/connect.js'
import { createMemoryStorage } from '../../actions/fixtures/setupAppKit.js'
import { createAppKit } from '../../createAppKit.js'
import { testConfig } from '../../fixtures/testConfig.js'
import { storageKeys } from '../../storage/storageKeys.js'
import { createTestWindow } from '../fixtures/createTestWindow.js'
import type { WalletConnectConnector } from './WalletConnectConnector.js'
import type { LoadWalletConnectProvider, WalletConnectProvider } from './WalletConnectProvider.js'

// The engine with WalletConnect end to end in Node: connect, wallet events, a reload that restores
// the session from storage, and a disconnect from the wallet side.
let relay: Relay
let chain: SandboxChain
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.close(), chain?.stop()])
})

/**
 * In Node the SDK keeps its state in memory per client; a browser keeps it in IndexedDB. This
 * loader gives every client of a test one shared store, so a "reload" finds the session.
 */
function persistentLoader(): LoadWalletConnectProvider {
  const entries = new Map<string, unknown>()
  const storage = {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key: string, value: unknown) => void entries.set(key, value),
    removeItem: async (key: string) => void entries.delete(key),
  }
  return async (options) => {
    const provider = await UniversalProvider.init({
      ...options,
      metadata: { name: 'Test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
      telemetryEnabled: false,
      logger: 'silent',
      storage,
    })
    const typed = provider as unknown as WalletConnectProvider
    typed.client.core.verify.isDevEnv = true
    return typed
  }
}

function startKit(
  storage = createMemoryStorage(),
  loadWalletConnectProvider?: LoadWalletConnectProvider,
): AppKit {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const appKit = createAppKit(
    testConfig({
      networks: ['localhost'],
      rpcUrls: { localhost: [chain.rpcUrl] },
      services: { relayUrl: relay.url },
    }),
    {
      storage,
      logger,
      window: createTestWindow(),
      isMobile: false,
      ...(loadWalletConnectProvider ? { loadWalletConnectProvider } : {}),
    },
  )
  cleanups.push(() => appKit.destroy())
  return appKit
}

async function startWallet(): Promise<WcWallet> {
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    projectId: '0123456789abcdef0123456789abcdef',
    privateKey: chain.accounts[0]?.privateKey ?? '0x',
    chains: { 31337: chain.rpcUrl },
  })
  cleanups.push(() => wallet.close())
  return wallet
}

function walletConnectOf(appKit: AppKit): WalletConnectConnector {
  const connector = appKit.stores.connectors.getConnector('walletConnect')
  if (connector?.type !== 'WALLET_CONNECT') throw new Error('no WalletConnect connector')
  return connector as WalletConnectConnector
}

async function pairWith(appKit: AppKit, wallet: WcWallet): Promise<void> {
  const connector = walletConnectOf(appKit)
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(connector.pairing.getState().uri).toMatch(/^wc:/))
  await wallet.pair(connector.pairing.getState().uri ?? '')
  await connecting
}

describe('WalletConnect in an AppKit instance', () => {
  it('connects, follows the wallet, restores the session after a reload, and disconnects', async () => {
    const storage = createMemoryStorage()
    const load = persistentLoader()
    const wallet = await startWallet()
    const first = startKit(storage, load)
    await first.ready
    await pairWith(first, wallet)
    expect(first.stores.chains.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
      connectedWalletInfo: { name: 'Sandbox Wallet' },
    })
    expect(first.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('walletConnect')
    // A bare QR code does not say which wallet scanned it: no recent wallet is made up.
    expect(first.storage.get(storageKeys.recentWallets)).toBeUndefined()

    const other = chain.accounts[1]?.address ?? '0x'
    await wallet.emitAccountsChanged([other])
    await vi.waitFor(() => expect(first.stores.chains.getAccount('eip155').address).toBe(other))
    await wallet.emitAccountsChanged()

    // A reload: this kit goes away, a new one starts on the same storage.
    first.destroy()
    const second = startKit(storage, load)
    await second.ready
    expect(second.stores.chains.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })

    await wallet.disconnect()
    await vi.waitFor(() =>
      expect(second.stores.chains.getAccount('eip155').status).toBe('disconnected'),
    )
  })

  it('lists WalletConnect only in a browser, and only when the config enables it', () => {
    const listed = (appKit: AppKit) =>
      appKit.stores.connectors.getState().connectors.map((connector) => connector.id)
    expect(listed(startKit())).toEqual(['walletConnect'])
    const noWindow = createAppKit(testConfig(), { window: null, storage: null })
    const disabled = createAppKit(testConfig({ wallets: { enableWalletConnect: false } }), {
      window: createTestWindow(),
      storage: null,
    })
    cleanups.push(
      () => noWindow.destroy(),
      () => disabled.destroy(),
    )
    expect(listed(noWindow)).toEqual([])
    expect(listed(disabled)).toEqual([])
  })
})
