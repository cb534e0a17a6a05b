import { describe, expect, it, vi } from 'vitest'
import { builtinNetworks } from '../../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { SolanaProvider } from '../../adapters/solana/SolanaProvider.js'
import { createSessionSolanaProvider } from '../../adapters/solana/walletConnect/createSessionSolanaProvider.js'
import { BaseError } from '../../errors/BaseError.js'
import type { Eip1193Provider } from '../Connector.js'
import {
  type CreateDeferredWalletConnectConnectorParameters,
  createDeferredWalletConnectConnector,
} from './createDeferredWalletConnectConnector.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import {
  createFakeWalletConnectProvider,
  type FakeWalletConnectProvider,
} from './fixtures/createFakeWalletConnectProvider.js'
import type {
  CreateWalletConnectConnectorParameters,
  WalletConnectConnector,
} from './WalletConnectConnector.js'
import { solanaMethods, walletConnectEvents } from './walletConnectNamespaces.js'

const mainnet = builtinNetworks['eip155:1'] as CaipNetwork
const solana = builtinNetworks['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as CaipNetwork
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wait = { timeout: 5_000 }

/**
 * The stand-in over the real connector and a fake SDK. Its imports fail `failures` times (as a
 * browser reports a chunk it could not fetch), and wait for `release()` when `held`.
 */
function setup(
  options: { failures?: number; held?: boolean } = {},
  overrides: Partial<CreateDeferredWalletConnectConnectorParameters> = {},
) {
  let failures = options.failures ?? 0
  let release = () => {}
  const gate = options.held ? new Promise<void>((resolve) => (release = resolve)) : undefined
  const providers: FakeWalletConnectProvider[] = []
  const created: WalletConnectConnector[] = []
  const loadProvider = vi.fn(async () => {
    const provider = createFakeWalletConnectProvider()
    providers.push(provider)
    return provider
  })
  const loadConnector = vi.fn(async () => {
    if (failures-- > 0) {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/wc.js')
    }
    await gate
    return {
      createWalletConnectConnector: (parameters: CreateWalletConnectConnectorParameters) => {
        const connector = createWalletConnectConnector(parameters)
        created.push(connector)
        return connector
      },
    }
  })
  const connector = createDeferredWalletConnectConnector({
    projectId: '0123456789abcdef0123456789abcdef',
    relayUrl: 'ws://127.0.0.1:4100',
    metadata: { name: 'Dapp' },
    networks: [mainnet, solana],
    logLevel: 'silent',
    loadProvider,
    loadConnector,
    ...overrides,
  })
  /** Waits for the pairing's URI in the stand-in's own store, then approves it. */
  const approve = async () => {
    await vi.waitFor(() => expect(connector.pairing.getState().uri).toBeDefined(), wait)
    providers
      .at(-1)
      ?.pairings.at(-1)
      ?.approve([`eip155:1:${address}`])
  }
  return { connector, loadConnector, loadProvider, providers, created, approve, release }
}

const codeOf = (error: unknown) => (error instanceof BaseError ? error.code : error)

/** `promise`, or a failure after 5 s: a regression fails at once, not at the test's timeout. */
async function within<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Not settled within 5 s')), wait.timeout)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

describe('createDeferredWalletConnectConnector', () => {
  it('answers id, name, chains, pairing and peer before its code loads, loading nothing', async () => {
    const { connector, loadConnector } = setup()
    expect(connector).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
      chains: ['eip155', 'solana'],
    })
    expect(connector.pairing.getState()).toEqual({ uri: undefined, expiresAt: undefined })
    expect(connector.getPeer()).toBeUndefined()
    expect(connector.getWalletInfo?.()).toBeUndefined()
    expect(connector.getProvider()).toBe(connector.getProvider())
    await expect(connector.forNamespace?.('eip155')).resolves.toBe(connector)
    await expect(connector.forNamespace?.('polkadot')).resolves.toBeUndefined()
    connector.cancelPairing()
    expect(setup({}, { networks: [solana] }).connector).toMatchObject({
      chain: 'solana',
      chains: ['solana'],
    })
    expect(loadConnector).not.toHaveBeenCalled()
  })

  it('loads its code once however many calls wait, and pairs into its own pairing store', async () => {
    const { connector, loadConnector, loadProvider, created, approve } = setup()
    connector.preload()
    const authorized = connector.isAuthorized()
    const connecting = connector.connect({ network: mainnet })
    await approve()
    await expect(within(connecting)).resolves.toEqual({ accounts: [address], chainId: 1 })
    await expect(authorized).resolves.toBe(false)
    await expect(connector.getAccounts()).resolves.toEqual([address])
    expect(loadConnector).toHaveBeenCalledTimes(1)
    expect(created).toHaveLength(1)
    expect(created[0]?.pairing).toBe(connector.pairing)
    expect(loadProvider).toHaveBeenCalledTimes(1)
    expect(connector.getWalletInfo?.()).toEqual({ name: 'Fake Wallet', icon: undefined })
    expect(connector.getPeer()?.name).toBe('Fake Wallet')
    const side = await connector.forNamespace?.('solana')
    expect(side).toMatchObject({ id: 'walletConnect', chain: 'solana' })
  })

  it('hands listeners added before the load to the connector; each stops before or after', async () => {
    const { connector, providers, approve } = setup()
    const heard: (readonly string[])[] = []
    const stopped: (readonly string[])[] = []
    const stop = connector.subscribe({ accountsChanged: (accounts) => heard.push(accounts) })
    connector.subscribe({ accountsChanged: (accounts) => stopped.push(accounts) })()
    const connecting = connector.connect({ network: mainnet })
    await approve()
    await within(connecting)
    providers[0]?.emit('accountsChanged', [address])
    await vi.waitFor(() => expect(heard).toEqual([[address]]), wait)
    stop()
    providers[0]?.emit('accountsChanged', [address])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard).toEqual([[address]])
    expect(stopped).toEqual([])
  })

  it('keeps one provider: requests wait for the load, listeners move onto the loaded one', async () => {
    const { connector, providers, loadProvider, approve } = setup()
    const provider = connector.getProvider() as Required<Eip1193Provider>
    const onChain = vi.fn()
    const removed = vi.fn()
    provider.on('chainChanged', onChain)
    provider.on('chainChanged', removed)
    provider.removeListener('chainChanged', removed)
    // No session yet: the fake SDK itself answers, so the request went through the load.
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toThrow(/connect\(\)/)
    expect(loadProvider).toHaveBeenCalledTimes(1)
    const connecting = connector.connect({ network: mainnet })
    await approve()
    await within(connecting)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([address])
    providers[0]?.emit('chainChanged', '0x2105')
    expect(onChain).toHaveBeenCalledWith('0x2105')
    expect(removed).not.toHaveBeenCalled()
    expect(connector.getProvider()).toBe(provider)
  })

  it('serves the adapter-made provider off EVM, the same object before the load and after', async () => {
    const createProvider = vi.fn(createSessionSolanaProvider)
    const { connector, providers, created } = setup(
      {},
      {
        networks: [solana],
        requests: {
          solana: { methods: solanaMethods, events: walletConnectEvents, createProvider },
        },
      },
    )
    const provider = connector.getProvider() as SolanaProvider
    expect(provider.publicKey).toBeUndefined()
    await expect(connector.isAuthorized()).resolves.toBe(false)
    const fake = providers[0] as FakeWalletConnectProvider
    const account = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    fake.session = {
      topic: 'session-1',
      peer: { metadata: { name: 'Fake Wallet' } },
      namespaces: { solana: { accounts: [`${solana.caipNetworkId}:${account}`] } },
    }
    await expect(connector.getAccounts()).resolves.toEqual([account])
    expect(provider.publicKey).toBe(account)
    expect(created[0]?.getProvider()).toBe(provider)
    expect(connector.getProvider()).toBe(provider)
    expect(createProvider).toHaveBeenCalledTimes(1)
  })

  it('fetches the code again on the next call after a failed fetch', async () => {
    const { connector, loadConnector, created } = setup({ failures: 1 })
    const failed = await connector.connect({ network: mainnet }).catch((error: unknown) => error)
    expect(codeOf(failed)).toBe('WALLET_CONNECT_UNAVAILABLE')
    expect((failed as BaseError).cause).toBeInstanceOf(TypeError)
    await expect(connector.isAuthorized()).resolves.toBe(false)
    expect(loadConnector).toHaveBeenCalledTimes(2)
    expect(created).toHaveLength(1)
  })

  it('gives up a pairing call that waited for the code through cancelPairing', async () => {
    const { connector, loadProvider, release, approve } = setup({ held: true })
    const cancelled = connector.connect({ network: mainnet }).catch(codeOf)
    connector.cancelPairing()
    release()
    await expect(within(cancelled)).resolves.toBe('MODAL_CLOSED')
    // It never reached the connector: the SDK was not even started for it.
    expect(loadProvider).not.toHaveBeenCalled()
    const connecting = connector.connect({ network: mainnet })
    await approve()
    await expect(within(connecting)).resolves.toEqual({ accounts: [address], chainId: 1 })
  })

  it('disposed before the load: loads nothing, and calls answer as after a teardown', async () => {
    const { connector, loadConnector } = setup()
    await connector.dispose()
    connector.preload()
    await expect(connector.connect().catch(codeOf)).resolves.toBe('WALLET_CONNECT_UNAVAILABLE')
    await expect(connector.isAuthorized()).resolves.toBe(false)
    await expect(connector.disconnect()).resolves.toBeUndefined()
    expect(loadConnector).not.toHaveBeenCalled()
  })

  it('disposed while the code loads: never makes the connector', async () => {
    const { connector, loadConnector, loadProvider, created, release } = setup({ held: true })
    const connecting = connector.connect({ network: mainnet }).catch(codeOf)
    await vi.waitFor(() => expect(loadConnector).toHaveBeenCalled(), wait)
    const disposing = connector.dispose()
    release()
    await within(disposing)
    await expect(within(connecting)).resolves.toBe('WALLET_CONNECT_UNAVAILABLE')
    expect(created).toEqual([])
    expect(loadProvider).not.toHaveBeenCalled()
  })

  it('disposed once loaded: the connector closes the relay its pairing opened', async () => {
    const { connector, providers } = setup()
    const connecting = connector.connect({ network: mainnet }).catch(codeOf)
    await vi.waitFor(() => expect(connector.pairing.getState().uri).toBeDefined(), wait)
    await within(connector.dispose())
    await expect(within(connecting)).resolves.toBe('MODAL_CLOSED')
    expect(providers[0]?.closed).toEqual({ heartbeat: true, transport: true })
  })
})
