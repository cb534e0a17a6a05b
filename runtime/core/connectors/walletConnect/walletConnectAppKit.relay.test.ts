import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SandboxChain, startChain } from '../../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../../sandbox/relay/startRelay.js'
import {
  cosmosHubChain,
  defaultWcWalletAccounts,
  polkadotChain,
} from '../../../../sandbox/wcWallet/defaultWcWalletAccounts.js'
import { startWcWallet } from '../../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../../sandbox/wcWallet/WcWallet.js'
import type { AppKit } from '../../AppKit.js'
import { disconnect } from '../../actions/disconnect.js'
import { createMemoryStorage } from '../../actions/fixtures/setupAppKit.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { createAppKit } from '../../createAppKit.js'
import {
  cosmosHubNetwork,
  kusamaNetwork,
  polkadotNetwork,
  testConfig,
} from '../../fixtures/testConfig.js'
import { storageKeys } from '../../storage/storageKeys.js'
import { createTestWindow } from '../fixtures/createTestWindow.js'
import { pairWith } from './fixtures/pairWith.js'
import { persistentLoader } from './fixtures/persistentLoader.js'
import type { LoadWalletConnectProvider } from './WalletConnectProvider.js'

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

const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f' as const

function startKit(
  storage = createMemoryStorage(),
  loadWalletConnectProvider?: LoadWalletConnectProvider,
  networks: Parameters<typeof testConfig>[0] = {
    networks: ['localhost'],
    rpcUrls: { localhost: [chain.rpcUrl] },
  },
): AppKit {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const appKit = createAppKit(testConfig({ ...networks, services: { relayUrl: relay.url } }), {
    storage,
    logger,
    window: createTestWindow(),
    isMobile: false,
    ...(loadWalletConnectProvider ? { loadWalletConnectProvider } : {}),
  })
  appKit.mount()
  cleanups.push(() => appKit.destroy())
  return appKit
}

async function startWallet(accounts?: Record<string, string>): Promise<WcWallet> {
  const wallet = await startWcWallet({
    relayUrl: relay.url,
    projectId: '0123456789abcdef0123456789abcdef',
    privateKey: chain.accounts[0]?.privateKey ?? '0x',
    chains: { 31337: chain.rpcUrl },
    ...(accounts ? { accounts } : {}),
  })
  cleanups.push(() => wallet.close())
  return wallet
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
    await vi.waitFor(() => expect(first.stores.chains.getAccount('eip155').address).toBe(other), {
      timeout: 20_000,
    })
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
    await vi.waitFor(
      () => expect(second.stores.chains.getAccount('eip155').status).toBe('disconnected'),
      { timeout: 20_000 },
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

  it('connects a kit with only polkadot networks, from the accounts of the session', async () => {
    const alice = defaultWcWalletAccounts[polkadotChain] ?? ''
    const bob = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
    const wallet = await startWallet({ [polkadotChain]: alice, [kusama]: bob })
    const storage = createMemoryStorage()
    const load = persistentLoader()
    const networks = {
      networks: [polkadotNetwork, kusamaNetwork],
    }
    const appKit = startKit(storage, load, networks)
    await appKit.ready
    // No browser wallet covers polkadot: the modal opens the bare QR code view.
    await appKit.open()
    expect(appKit.router.getState().current.view).toBe('ConnectingWalletConnectBasic')

    await pairWith(appKit, wallet)
    const session = wallet.sessions()[0]
    expect(Object.keys(session?.namespaces ?? {})).toEqual(['polkadot'])
    expect(appKit.stores.chains.getAccount('polkadot')).toMatchObject({
      status: 'connected',
      address: alice,
      caipAddress: `${polkadotChain}:${alice}`,
      connectedWalletInfo: { name: 'Sandbox Wallet' },
    })
    expect(appKit.stores.chains.getState().activeNamespace).toBe('polkadot')
    expect(appKit.stores.chains.getNetwork('polkadot').caipNetwork?.name).toBe('Polkadot')

    // Both chains are in the session: the switch moves to the account the wallet holds there.
    await switchNetwork(appKit, { caipNetworkId: kusama })
    expect(appKit.stores.chains.getNetwork('polkadot').caipNetwork?.name).toBe('Kusama')
    expect(appKit.stores.chains.getAccount('polkadot')).toMatchObject({
      address: bob,
      caipAddress: `${kusama}:${bob}`,
    })

    // A reload restores the session without a prompt, on the network the user left it on.
    appKit.destroy()
    const again = startKit(storage, load, networks)
    await again.ready
    expect(again.stores.chains.getAccount('polkadot')).toMatchObject({
      status: 'connected',
      address: bob,
      caipAddress: `${kusama}:${bob}`,
    })

    await disconnect(again)
    expect(again.stores.chains.getAccount('polkadot').status).toBe('disconnected')
    await vi.waitFor(() => expect(wallet.sessions()).toEqual([]), { timeout: 20_000 })
  })

  it('refuses a switch to a polkadot chain the wallet approved no account on', async () => {
    const wallet = await startWallet({
      [polkadotChain]: defaultWcWalletAccounts[polkadotChain] ?? '',
    })
    const appKit = startKit(createMemoryStorage(), undefined, {
      networks: [polkadotNetwork, kusamaNetwork],
    })
    await appKit.ready
    await pairWith(appKit, wallet)
    await expect(switchNetwork(appKit, { caipNetworkId: kusama })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
    expect(appKit.stores.chains.getNetwork('polkadot').caipNetwork?.name).toBe('Polkadot')
  })

  it('connects a kit with only a cosmos network, proposing only the cosmos namespace', async () => {
    const wallet = await startWallet()
    const appKit = startKit(createMemoryStorage(), undefined, {
      networks: [cosmosHubNetwork],
    })
    await appKit.ready
    await pairWith(appKit, wallet)
    const address = defaultWcWalletAccounts[cosmosHubChain]
    expect(Object.keys(wallet.sessions()[0]?.namespaces ?? {})).toEqual(['cosmos'])
    expect(appKit.stores.chains.getAccount('cosmos')).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `${cosmosHubChain}:${address}`,
    })
  })
})
