import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtinNetworks } from '../../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../../schema/index.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import {
  createFakeWalletConnectProvider,
  type FakeWalletConnectProvider,
} from './fixtures/createFakeWalletConnectProvider.js'
import { pairingLifetimeMs } from './pairingExpiry.js'
// Loaded up front: the connector imports it on first pairing, which fake timers cannot wait for.
import './runPairingAttempt.js'
import type { CreateWalletConnectConnectorParameters } from './WalletConnectConnector.js'

const mainnet = builtinNetworks['eip155:1'] as CaipNetwork
const base = builtinNetworks['eip155:8453'] as CaipNetwork
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(overrides: Partial<CreateWalletConnectConnectorParameters> = {}) {
  const providers: FakeWalletConnectProvider[] = []
  const loadProvider = vi.fn(async () => {
    const provider = createFakeWalletConnectProvider()
    providers.push(provider)
    return provider
  })
  const connector = createWalletConnectConnector({
    projectId: '0123456789abcdef0123456789abcdef',
    relayUrl: 'ws://127.0.0.1:4100',
    metadata: { name: 'Dapp' },
    networks: [mainnet, base],
    logLevel: 'silent',
    loadProvider,
    ...overrides,
  })
  const provider = () => {
    const last = providers.at(-1)
    if (!last) throw new Error('no provider loaded yet')
    return last
  }
  /** Waits until the fake has `count` pairings, then returns the newest. */
  const pairing = async (count = 1) => {
    await vi.waitFor(() => expect(providers.at(-1)?.pairings.length).toBe(count), {
      timeout: 5_000,
    })
    const found = provider().pairings[count - 1]
    if (!found) throw new Error('no pairing')
    return found
  }
  return { connector, loadProvider, providers, provider, pairing }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletConnectConnector', () => {
  it('loads the SDK only once a pairing starts, and connects on approval', async () => {
    const { connector, loadProvider, pairing } = setup()
    expect(connector).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
    expect(loadProvider).not.toHaveBeenCalled()
    const connecting = connector.connect({ network: base })
    const first = await pairing()
    await vi.waitFor(() => expect(connector.pairing.getState().uri).toBe(first.uri), {
      timeout: 5_000,
    })
    first.approve([`eip155:8453:${address}`, `eip155:1:${address}`], ['eip155:8453', 'eip155:1'])
    await expect(connecting).resolves.toEqual({ accounts: [address], chainId: 8453 })
    expect(connector.pairing.getState()).toEqual({ uri: undefined, expiresAt: undefined })
    expect(loadProvider).toHaveBeenCalledTimes(1)
    expect(connector.getPeer()?.name).toBe('Fake Wallet')
  })

  it('replaces the URI when fewer than 10 s of its 4 minutes are left', async () => {
    vi.useFakeTimers({ now: 0 })
    const { connector, provider } = setup()
    const connecting = connector.connect()
    await vi.advanceTimersByTimeAsync(0)
    const [first] = provider().pairings
    expect(connector.pairing.getState()).toEqual({ uri: first?.uri, expiresAt: pairingLifetimeMs })
    await vi.advanceTimersByTimeAsync(pairingLifetimeMs - 10_001)
    expect(connector.pairing.getState().uri).toBe(first?.uri)
    await vi.advanceTimersByTimeAsync(1)
    const second = provider().pairings[1]
    expect(second).toBeDefined()
    expect(connector.pairing.getState()).toEqual({
      uri: second?.uri,
      expiresAt: 2 * pairingLifetimeMs - 10_000,
    })
    // The replaced proposal lapses in the background without failing the attempt...
    first?.reject(new Error('Proposal expired'))
    await vi.advanceTimersByTimeAsync(0)
    // ...and a wallet that scanned the new URI connects.
    second?.approve()
    await expect(connecting).resolves.toMatchObject({ accounts: [address], chainId: 1 })
  })

  it.each([5000, 4001])('wraps a %s rejection as UserRejectedRequestError', async (code) => {
    const { connector, pairing } = setup()
    const connecting = connector.connect()
    ;(await pairing()).reject({ code, message: 'User rejected.' })
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Connection rejected', rpcCode: code })
    expect(connector.pairing.getState().uri).toBeUndefined()
  })

  it('fails as unavailable when the relay gives no URI in 10 s, then starts afresh', async () => {
    vi.useFakeTimers()
    const { connector, providers, loadProvider } = setup()
    const connecting = connector.connect().catch((caught: unknown) => caught)
    await vi.waitFor(() => expect(providers).toHaveLength(1), { timeout: 5_000 })
    const stuck = providers[0] as FakeWalletConnectProvider
    stuck.silent = true
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await connecting).toMatchObject({ code: 'WALLET_CONNECT_UNAVAILABLE' })
    expect(stuck.closed).toEqual({ heartbeat: true, transport: true })
    void connector.connect().catch(() => undefined)
    await vi.waitFor(() => expect(loadProvider).toHaveBeenCalledTimes(2), { timeout: 5_000 })
    connector.cancelPairing()
  })

  it('survives a short relay drop and gives up on a long one', async () => {
    vi.useFakeTimers()
    const { connector, provider, pairing } = setup()
    const connecting = connector.connect().catch((caught: unknown) => caught)
    await pairing()
    provider().relay('relayer_disconnect')
    await vi.advanceTimersByTimeAsync(5_000)
    provider().relay('relayer_connect')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(connector.pairing.getState().uri).toBeDefined()
    provider().relay('relayer_disconnect')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await connecting).toMatchObject({ code: 'WALLET_CONNECT_UNAVAILABLE' })
    expect(connector.pairing.getState().uri).toBeUndefined()
  })

  it("rejects with 'Modal closed' when the pairing is cancelled", async () => {
    const { connector, pairing } = setup()
    const connecting = connector.connect()
    await pairing()
    connector.cancelPairing()
    await expect(connecting).rejects.toMatchObject({
      code: 'MODAL_CLOSED',
      shortMessage: 'Modal closed',
    })
    expect(connector.pairing.getState().uri).toBeUndefined()
  })

  it('cancels a pairing whose SDK is still loading, so none starts behind a closed modal', async () => {
    let release: () => void = () => undefined
    const provider = createFakeWalletConnectProvider()
    const { connector } = setup({
      loadProvider: () => new Promise((resolve) => (release = () => resolve(provider))),
    })
    const connecting = connector.connect()
    connector.cancelPairing()
    release()
    await expect(connecting).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
    expect(provider.pairings).toHaveLength(0)
  })

  it('forwards wallet events, restores a stored session and ends it on disconnect', async () => {
    const { connector, provider, pairing } = setup()
    expect(await connector.isAuthorized()).toBe(false)
    const connecting = connector.connect()
    ;(await pairing()).approve()
    await connecting
    expect(await connector.isAuthorized()).toBe(true)
    const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
    const stop = connector.subscribe(events)
    provider().emit('chainChanged', '8453')
    provider().emit('disconnect', { code: 6000, message: 'User disconnected.' })
    expect(events.chainChanged).toHaveBeenCalledWith(8453)
    expect(events.disconnect).toHaveBeenCalledTimes(1)
    stop()
    await connector.disconnect()
    expect(provider().session).toBeUndefined()
  })

  it('never lets a hanging wallet hold up a disconnect for more than a second', async () => {
    vi.useFakeTimers()
    const { connector, provider, pairing } = setup()
    const connecting = connector.connect()
    ;(await pairing()).approve()
    await connecting
    provider().disconnect = () => new Promise(() => undefined)
    const done = vi.fn()
    void connector.disconnect().then(done)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(done).toHaveBeenCalled()
  })

  it('gives each live connector its own storage prefix and frees it on dispose', async () => {
    const prefixes: string[] = []
    const load = async ({ customStoragePrefix }: { customStoragePrefix: string }) => {
      prefixes.push(customStoragePrefix)
      return createFakeWalletConnectProvider()
    }
    const first = setup({ loadProvider: load }).connector
    const second = setup({ loadProvider: load }).connector
    first.preload()
    second.preload()
    await vi.waitFor(() => expect(prefixes).toHaveLength(2), { timeout: 5_000 })
    expect(new Set(prefixes).size).toBe(2)
    await first.dispose()
    const third = setup({ loadProvider: load }).connector
    third.preload()
    await vi.waitFor(() => expect(prefixes).toHaveLength(3), { timeout: 5_000 })
    expect(prefixes[2]).toBe(prefixes[0])
    await Promise.all([second.dispose(), third.dispose()])
  })
})
