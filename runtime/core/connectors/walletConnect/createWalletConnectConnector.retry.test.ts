import { afterEach, describe, expect, it, vi } from 'vitest'
import { builtinNetworks } from '../../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../../schema/index.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import {
  createFakeWalletConnectProvider,
  type FakeWalletConnectProvider,
} from './fixtures/createFakeWalletConnectProvider.js'
// Loaded up front: the connector imports them on first pairing, which fake timers cannot wait for.
import './runPairingAttempt.js'
import './retryPairings.js'
import './walletConnectNamespaces.js'
import './ensureGlobalBuffer.js'
import type { CreateWalletConnectConnectorParameters } from './WalletConnectConnector.js'

const mainnet = builtinNetworks['eip155:1'] as CaipNetwork
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A connector whose first `silent` providers never give a URI (the relay does not answer). */
function setup(silent: number, overrides: Partial<CreateWalletConnectConnectorParameters> = {}) {
  const providers: FakeWalletConnectProvider[] = []
  const connector = createWalletConnectConnector({
    projectId: '0123456789abcdef0123456789abcdef',
    relayUrl: 'ws://127.0.0.1:4100',
    metadata: { name: 'Dapp' },
    networks: [mainnet],
    logLevel: 'silent',
    loadProvider: async () => {
      const provider = createFakeWalletConnectProvider({ silent: providers.length < silent })
      providers.push(provider)
      return provider
    },
    ...overrides,
  })
  return { connector, providers }
}

/** Runs `connect()` into the relay's 10 s timeout. */
async function failOnRelay(connector: ReturnType<typeof setup>['connector']) {
  const connecting = connector.connect({ network: mainnet }).catch((caught: unknown) => caught)
  await vi.advanceTimersByTimeAsync(10_000)
  expect(await connecting).toMatchObject({ code: 'WALLET_CONNECT_UNAVAILABLE' })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('WalletConnect connector retryPairing', () => {
  it('pairs again after 1, 3, 5, then every 10 s, each try on a new relay connection', async () => {
    vi.useFakeTimers()
    const { connector, providers } = setup(Number.POSITIVE_INFINITY)
    await failOnRelay(connector)
    const retrying = connector.retryPairing().catch((caught: unknown) => caught)
    // Each try waits its delay, then 10 s for a URI.
    for (const [elapsed, count] of [
      [999, 1],
      [1, 2],
      [10_000 + 2_999, 2],
      [1, 3],
      [10_000 + 5_000, 4],
      [10_000 + 10_000, 5],
      [10_000 + 10_000, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(elapsed)
      expect(providers).toHaveLength(count)
    }
    expect(providers.slice(0, -1).every((provider) => provider.closed.transport)).toBe(true)
    connector.cancelPairing()
    expect(await retrying).toMatchObject({ code: 'MODAL_CLOSED' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(providers).toHaveLength(6)
  })

  it('keeps the pairing whose URI arrived, and connect() goes on with it', async () => {
    vi.useFakeTimers()
    const { connector, providers } = setup(1)
    await failOnRelay(connector)
    const retrying = connector.retryPairing()
    await vi.advanceTimersByTimeAsync(1_000)
    await retrying
    const [kept] = providers[1]?.pairings ?? []
    expect(connector.pairing.getState().uri).toBe(kept?.uri)
    const connecting = connector.connect({ network: mainnet })
    await vi.advanceTimersByTimeAsync(0)
    expect(connector.pairing.getState().uri).toBe(kept?.uri)
    kept?.approve()
    await expect(connecting).resolves.toEqual({ accounts: [address], chainId: 1 })
    expect(providers).toHaveLength(2)
    expect(providers[1]?.pairings).toHaveLength(1)
  })

  it('asks for no new sign-in request while the relay stays away, only when one is a minute old', async () => {
    vi.useFakeTimers()
    const authenticate = vi.fn(async () => ({
      chains: [mainnet.caipNetworkId],
      methods: ['personal_sign'],
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: `nonce-${authenticate.mock.calls.length}`,
    }))
    const { connector, providers } = setup(5, { authenticate })
    await failOnRelay(connector)
    expect(authenticate).toHaveBeenCalledTimes(1)
    const retrying = connector.retryPairing()
    // The request is from 0 s: the tries at 11, 24, 39 and 59 s reuse it, the one at 79 s does not.
    await vi.advanceTimersByTimeAsync(1_000 + 10_000 + 3_000 + 10_000 + 5_000 + 10_000)
    expect(providers).toHaveLength(4)
    expect(authenticate).toHaveBeenCalledTimes(1)
    expect(providers.map((provider) => provider.authRequests[0]?.nonce)).toEqual(
      Array(4).fill('nonce-1'),
    )
    await vi.advanceTimersByTimeAsync(10_000 + 10_000 + 10_000)
    expect(providers).toHaveLength(6)
    expect(authenticate).toHaveBeenCalledTimes(2)
    await retrying
    expect(providers.at(-1)?.authRequests.map((request) => request.nonce)).toEqual(['nonce-2'])
  })

  it('ends with the error of a try that failed for another reason than the relay', async () => {
    vi.useFakeTimers()
    const { connector, providers } = setup(2)
    await failOnRelay(connector)
    const retrying = connector.retryPairing().catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(1_000)
    providers[1]?.pairings[0]?.reject(new Error('Pairing proposal failed'))
    expect(await retrying).toMatchObject({ code: 'FAILED_TO_CONNECT' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(providers).toHaveLength(2)
  })

  it('stops when its signal aborts, cancelling the pairing in progress', async () => {
    vi.useFakeTimers()
    const { connector, providers } = setup(Number.POSITIVE_INFINITY)
    await failOnRelay(connector)
    const stop = new AbortController()
    const retrying = connector.retryPairing({ signal: stop.signal }).catch((caught) => caught)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(providers).toHaveLength(2)
    stop.abort(new Error('left'))
    expect(await retrying).toEqual(new Error('left'))
    await vi.advanceTimersByTimeAsync(10_000)
    // Cancelled, not failed on the relay: its provider stays open for the next pairing.
    expect(providers[1]?.closed.transport).toBe(false)
    expect(providers).toHaveLength(2)
  })
})
