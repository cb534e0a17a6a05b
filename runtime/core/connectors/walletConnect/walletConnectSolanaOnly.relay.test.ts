import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type SandboxChain, startChain } from '../../../../sandbox/chain/startChain.js'
import { type Relay, startRelay } from '../../../../sandbox/relay/startRelay.js'
import { sandboxSolanaNetwork } from '../../../../sandbox/solana/sandboxSolanaNetwork.js'
import { startWcWallet } from '../../../../sandbox/wcWallet/startWcWallet.js'
import type { WcWallet } from '../../../../sandbox/wcWallet/WcWallet.js'
import { approvedAccountNamespace } from '../../../../sandbox/wcWallet/wcWalletNamespaces.js'
import type { AppKit } from '../../AppKit.js'
import { connect } from '../../actions/connect.js'
import { createMemoryStorage } from '../../actions/fixtures/setupAppKit.js'
import { eip155Adapter } from '../../adapters/eip155/eip155Adapter.js'
import { createAppKit } from '../../createAppKit.js'
import { testConfig } from '../../fixtures/testConfig.js'
import { storageKeys } from '../../storage/storageKeys.js'
import { createTestWindow } from '../fixtures/createTestWindow.js'
import { persistentLoader } from './fixtures/persistentLoader.js'
import type { WalletConnectConnector } from './WalletConnectConnector.js'
import type { LoadWalletConnectProvider } from './WalletConnectProvider.js'

// A mobile wallet that holds Solana only, paired with an app on EVM and Solana: the wallet leaves
// eip155 (the connector's primary namespace) out of the session it approves.
let relay: Relay
let chain: SandboxChain
const cleanups: (() => unknown)[] = []
const localnet = sandboxSolanaNetwork('http://127.0.0.1:1')
const localnetInput = { ...localnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
const waitMs = 20_000

beforeAll(async () => {
  ;[relay, chain] = await Promise.all([startRelay(), startChain({ chainId: 31337 })])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await Promise.all([relay?.close(), chain?.stop()])
})

/** `promise`, or a rejection naming `what` after `ms`. */
function within<T>(promise: Promise<T>, what: string, ms = waitMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function startKit(storage = createMemoryStorage(), load: LoadWalletConnectProvider): AppKit {
  const appKit = createAppKit(
    testConfig({
      networks: ['localhost', localnetInput],
      rpcUrls: { localhost: [chain.rpcUrl] },
      services: { relayUrl: relay.url },
    }),
    {
      storage,
      logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() },
      window: createTestWindow(),
      isMobile: false,
      adapters: [eip155Adapter],
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
    autoApprove: false,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/** Connects through WalletConnect; the wallet approves the proposal's solana namespace only. */
async function pairSolanaOnly(appKit: AppKit, wallet: WcWallet) {
  const connector = appKit.stores.connectors.getConnector('walletConnect') as WalletConnectConnector
  const connecting = connect(appKit, { connectorId: 'walletConnect' })
  await vi.waitFor(() => expect(connector.pairing.getState().uri).toMatch(/^wc:/), {
    timeout: waitMs,
  })
  await within(wallet.pair(connector.pairing.getState().uri ?? ''), 'pairing')
  const proposal = await within(wallet.nextProposal(), 'the session proposal')
  expect(Object.keys(proposal.params.optionalNamespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
  const solana = approvedAccountNamespace(proposal.params, 'solana', {
    [localnet.caipNetworkId]: wallet.solanaAddress,
  })
  if (!solana) throw new Error('the proposal asks for no Solana chain of the wallet')
  const { acknowledged } = await within(
    wallet.signClient.approve({ id: proposal.id, namespaces: { solana } }),
    'approving',
  )
  await within(acknowledged(), 'the session acknowledgement')
  return within(connecting, 'connect')
}

describe('a Solana-only WalletConnect wallet in an EVM + Solana app', () => {
  it('connects Solana, makes it the active namespace and leaves EVM disconnected', async () => {
    const wallet = await startWallet()
    const appKit = startKit(undefined, persistentLoader())
    await appKit.ready
    expect(appKit.stores.chains.getState().activeNamespace).toBe('eip155')
    const result = await pairSolanaOnly(appKit, wallet)
    expect(result).toMatchObject({
      namespace: 'solana',
      caipAddress: `${localnet.caipNetworkId}:${wallet.solanaAddress}`,
    })
    const { chains } = appKit.stores
    expect(Object.keys(wallet.sessions()[0]?.namespaces ?? {})).toEqual(['solana'])
    expect(chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: wallet.solanaAddress,
      connectedWalletInfo: { name: 'Sandbox Wallet' },
    })
    expect(chains.getAccount('eip155').status).toBe('disconnected')
    expect(chains.getState().activeNamespace).toBe('solana')
    expect(appKit.storage.get(storageKeys.connectedConnectorId('solana'))).toBe('walletConnect')
    expect(appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
  })

  it('restores the Solana side after a reload, on Solana', async () => {
    const storage = createMemoryStorage()
    const load = persistentLoader()
    const wallet = await startWallet()
    const first = startKit(storage, load)
    await first.ready
    await pairSolanaOnly(first, wallet)
    first.destroy()

    const second = startKit(storage, load)
    await within(second.ready, 'the restore')
    const { chains } = second.stores
    expect(chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: wallet.solanaAddress,
      caipAddress: `${localnet.caipNetworkId}:${wallet.solanaAddress}`,
    })
    expect(chains.getAccount('eip155').status).toBe('disconnected')
    expect(chains.getState().activeNamespace).toBe('solana')
  })
})
