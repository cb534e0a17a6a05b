import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SandboxChain, startChain } from '../../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../../sandbox/relay/startRelay.js'
import { sandboxSolanaNetwork } from '../../../../sandbox/solana/sandboxSolanaNetwork.js'
import { startWcWallet } from '../../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../../sandbox/wcWallet/WcWallet.js'
import type { AppKit } from '../../AppKit.js'
import { connect } from '../../actions/connect.js'
import { disconnect } from '../../actions/disconnect.js'
import { createMemoryStorage } from '../../actions/fixtures/setupAppKit.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import type { ChainAdapter } from '../../adapters/ChainAdapter.js'
import { eip155Adapter } from '../../adapters/eip155/eip155Adapter.js'
import {
  solanaTestAddress,
  stubSolanaAdapter,
  stubSolanaWallet,
} from '../../adapters/fixtures/stubSolanaWallet.js'
import type { SolanaProvider } from '../../adapters/solana/SolanaProvider.js'
import { solanaAdapter } from '../../adapters/solana/solanaAdapter.js'
import { createAppKit } from '../../createAppKit.js'
import { testConfig } from '../../fixtures/testConfig.js'
import { storageKeys } from '../../storage/storageKeys.js'
import type { Eip1193Provider } from '../Connector.js'
import { createTestWindow } from '../fixtures/createTestWindow.js'
import { pairWith } from './fixtures/pairWith.js'
import { persistentLoader } from './fixtures/persistentLoader.js'
import type { LoadWalletConnectProvider } from './WalletConnectProvider.js'

// One WalletConnect session on EVM and Solana at once, through the real SDK clients and relay.
let relay: Relay
let chain: SandboxChain
const cleanups: (() => unknown)[] = []
// The sandbox's local cluster; the wallet holds its Solana key there (no validator is needed to
// approve a session or sign a message).
const localnet = sandboxSolanaNetwork('http://127.0.0.1:1')
const localnetInput = { ...localnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.close(), chain?.stop()])
})

function startKit(
  storage = createMemoryStorage(),
  load: LoadWalletConnectProvider = persistentLoader(),
  adapters: readonly ChainAdapter[] = [eip155Adapter],
  networks: NonNullable<Parameters<typeof testConfig>[0]>['networks'] = [
    'localhost',
    localnetInput,
  ],
): AppKit {
  const appKit = createAppKit(
    testConfig({
      networks,
      ...(networks?.includes('localhost') ? { rpcUrls: { localhost: [chain.rpcUrl] } } : {}),
      services: { relayUrl: relay.url },
    }),
    {
      storage,
      logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() },
      window: createTestWindow(),
      isMobile: false,
      adapters,
      loadWalletConnectProvider: load,
    },
  )
  appKit.mount()
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

describe('WalletConnect on EVM and Solana at once', () => {
  it('proposes both namespaces and fills an account in each from one approved session', async () => {
    const wallet = await startWallet()
    const appKit = startKit()
    await appKit.ready
    await pairWith(appKit, wallet)
    const proposed = Object.keys(wallet.sessions()[0]?.namespaces ?? {})
    expect(proposed.sort()).toEqual(['eip155', 'solana'])
    const { chains } = appKit.stores
    expect(chains.getAccount('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${wallet.address}`,
    })
    expect(chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: wallet.solanaAddress,
      caipAddress: `${localnet.caipNetworkId}:${wallet.solanaAddress}`,
      connectedWalletInfo: { name: 'Sandbox Wallet' },
    })
    // The namespace the user connected from stays the active one.
    expect(chains.getState().activeNamespace).toBe('eip155')
    expect(appKit.storage.get(storageKeys.connectedConnectorId('solana'))).toBe('walletConnect')
  })

  it('sends a Solana request on the Solana chain while EVM requests keep their own', async () => {
    const wallet = await startWallet()
    // The Solana adapter makes the session's `SolanaProvider`.
    const appKit = startKit(undefined, undefined, [eip155Adapter, solanaAdapter])
    await appKit.ready
    await pairWith(appKit, wallet)
    const { providers } = appKit.stores
    const solana = providers.getState().solana?.provider as SolanaProvider
    await expect(solana.signMessage(new TextEncoder().encode('hi'))).resolves.toHaveLength(64)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: localnet.caipNetworkId,
    })
    const evm = providers.getState().eip155?.provider as Eip1193Provider
    expect(Number(await evm.request({ method: 'eth_chainId' }))).toBe(31337)
  })

  it('restores both namespaces after a reload, on the namespace the user was on', async () => {
    const storage = createMemoryStorage()
    const load = persistentLoader()
    const wallet = await startWallet()
    const first = startKit(storage, load)
    await first.ready
    await pairWith(first, wallet)
    await switchNetwork(first, { caipNetworkId: localnet.caipNetworkId })
    expect(first.stores.chains.getState().activeNamespace).toBe('solana')
    first.destroy()

    const second = startKit(storage, load)
    await second.ready
    const { chains } = second.stores
    expect(chains.getAccount('eip155').status).toBe('connected')
    expect(chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: wallet.solanaAddress,
    })
    expect(chains.getState().activeNamespace).toBe('solana')
  })

  it('connects a Solana-only app over WalletConnect', async () => {
    const wallet = await startWallet()
    const appKit = startKit(undefined, undefined, undefined, [localnetInput])
    await appKit.ready
    await pairWith(appKit, wallet)
    expect(Object.keys(wallet.sessions()[0]?.namespaces ?? {})).toEqual(['solana'])
    expect(appKit.stores.chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      caipAddress: `${localnet.caipNetworkId}:${wallet.solanaAddress}`,
    })
  })

  it('keeps the user on Solana when they pair from a Solana network', async () => {
    const wallet = await startWallet()
    const appKit = startKit()
    await appKit.ready
    await switchNetwork(appKit, { caipNetworkId: localnet.caipNetworkId })
    await pairWith(appKit, wallet)
    const { chains } = appKit.stores
    expect(chains.getState().activeNamespace).toBe('solana')
    expect(chains.getAccount('solana').address).toBe(wallet.solanaAddress)
    expect(chains.getAccount('eip155').status).toBe('connected')
  })

  it('leaves a Solana browser wallet the user connected alone when the session also holds Solana', async () => {
    const phantom = stubSolanaWallet('Phantom')
    const wallet = await startWallet()
    const appKit = startKit(undefined, undefined, [eip155Adapter, stubSolanaAdapter(phantom)])
    await appKit.ready
    await switchNetwork(appKit, { caipNetworkId: localnet.caipNetworkId })
    await connect(appKit, { connectorId: phantom.id })
    await pairWith(appKit, wallet)
    const { chains, connectors } = appKit.stores
    expect(chains.getAccount('solana').address).toBe(solanaTestAddress)
    expect(connectors.getSession('solana')?.connector).toBe(phantom)
    expect(chains.getAccount('eip155').status).toBe('connected')
  })

  it("follows the wallet's Solana account change from the session's events", async () => {
    const wallet = await startWallet()
    const appKit = startKit()
    await appKit.ready
    await pairWith(appKit, wallet)
    const topic = wallet.sessions()[0]?.topic ?? ''
    const other = 'G7vPH1uEaFcws25MUUQTmGnmCFvuwiGbZBo4cax5zRhA'
    await wallet.signClient.emit({
      topic,
      chainId: localnet.caipNetworkId,
      event: { name: 'accountsChanged', data: [`${localnet.caipNetworkId}:${other}`] },
    })
    const { chains } = appKit.stores
    await vi.waitFor(() => expect(chains.getAccount('solana').address).toBe(other), {
      timeout: 20_000,
    })
    expect(chains.getAccount('solana').caipAddress).toBe(`${localnet.caipNetworkId}:${other}`)
    // The EVM account is not touched by another namespace's event.
    expect(chains.getAccount('eip155').address).toBe(wallet.address)
  })

  it('ends the session and both namespaces when the app disconnects one of them', async () => {
    const wallet = await startWallet()
    const appKit = startKit()
    await appKit.ready
    await pairWith(appKit, wallet)
    await disconnect(appKit, { namespace: 'eip155' })
    const { chains } = appKit.stores
    expect(chains.getAccount('eip155').status).toBe('disconnected')
    expect(chains.getAccount('solana').status).toBe('disconnected')
    expect(appKit.storage.get(storageKeys.connectedConnectorId('solana'))).toBeUndefined()
    await vi.waitFor(() => expect(wallet.sessions()).toEqual([]), { timeout: 20_000 })
  })

  it('disconnects every namespace when the wallet ends the session', async () => {
    const wallet = await startWallet()
    const appKit = startKit()
    await appKit.ready
    await pairWith(appKit, wallet)
    await wallet.disconnect()
    const { chains } = appKit.stores
    await vi.waitFor(
      () => {
        expect(chains.getAccount('eip155').status).toBe('disconnected')
        expect(chains.getAccount('solana').status).toBe('disconnected')
      },
      { timeout: 20_000 },
    )
    await disconnect(appKit)
  })
})
