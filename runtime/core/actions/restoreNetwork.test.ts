import { afterEach, describe, expect, it, vi } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../adapters/fixtures/stubSolanaWallet.js'
import { createTestWindow, testAnnouncement } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { connect } from './connect.js'
import { createMemoryStorage, setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'
import { switchNetwork } from './switchNetwork.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

function page(storage = createMemoryStorage()) {
  const appKit = createAppKit(testConfig(), {
    storage,
    window: createTestWindow(),
    isMobile: false,
  })
  return { appKit, storage, network: () => appKit.stores.chains.getNetwork('eip155').caipNetwork }
}

describe('restoring the chosen network on load', () => {
  it('starts a disconnected visitor on the network chosen before the reload, with no event', async () => {
    stubBalanceRpc()
    const first = page()
    first.appKit.mount()
    await switchNetwork(first.appKit, { caipNetworkId: 'eip155:8453' })
    first.appKit.destroy()

    const second = page(first.storage)
    const switched = vi.fn()
    second.appKit.events.on('switchNetwork', switched)
    expect(second.network()?.caipNetworkId).toBe('eip155:1')
    second.appKit.mount()
    // At once: the first frame after mount already shows the chosen network.
    expect(second.network()?.caipNetworkId).toBe('eip155:8453')
    await second.appKit.ready
    expect(switched).not.toHaveBeenCalled()
    second.appKit.destroy()
  })

  it('ignores a stored network the config no longer lists', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      '@appkit/network/active_caip_network_id',
      JSON.stringify({ v: 1, value: 'eip155:10' }),
    )
    const reloaded = page(storage)
    reloaded.appKit.mount()
    expect(reloaded.network()?.caipNetworkId).toBe('eip155:1')
    reloaded.appKit.destroy()
  })

  it('shows no other network on the way when a session on the chosen network is restored', async () => {
    stubBalanceRpc()
    const kit = setupAppKit({ provider: { chainId: 8453, chains: [1, 8453] } })
    kit.provider.answerNext('wallet_switchEthereumChain', 4001)
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
    kit.appKit.destroy()

    const window = createTestWindow()
    window.install(testAnnouncement(kit.provider, { name: 'MetaMask', rdns: 'io.metamask' }))
    const appKit = createAppKit(testConfig(), { storage: kit.storage, window, isMobile: false })
    const seen: (string | undefined)[] = []
    appKit.stores.chains.subscribe((state) => {
      const id = state.networks.eip155?.caipNetwork?.caipNetworkId
      if (seen.at(-1) !== id) seen.push(id)
    })
    appKit.mount()
    await appKit.ready
    expect(appKit.stores.chains.getAccount('eip155').status).toBe('connected')
    expect(seen).toEqual(['eip155:8453'])
    appKit.destroy()
  })
})

describe('restoring the network of each namespace on load', () => {
  const networks = ['eip155:1', 'eip155:8453', solanaMainnet, solanaDevnet] as const
  const twoNamespaces = (storage = createMemoryStorage()) => {
    const appKit = createAppKit(testConfig({ networks: [...networks] }), {
      storage,
      window: createTestWindow(),
      isMobile: false,
    })
    const network = (namespace: 'eip155' | 'solana') =>
      appKit.stores.chains.getNetwork(namespace).caipNetwork?.caipNetworkId
    return { appKit, storage, network }
  }

  it('starts Solana on the network it was on when another namespace was the active one', async () => {
    stubBalanceRpc()
    const first = twoNamespaces()
    first.appKit.mount()
    await switchNetwork(first.appKit, { caipNetworkId: solanaDevnet })
    await switchNetwork(first.appKit, { caipNetworkId: 'eip155:8453' })
    first.appKit.destroy()

    const second = twoNamespaces(first.storage)
    second.appKit.mount()
    expect(second.network('eip155')).toBe('eip155:8453')
    expect(second.network('solana')).toBe(solanaDevnet)
    expect(second.appKit.stores.chains.getState().activeNamespace).toBe('eip155')
    await second.appKit.ready
    second.appKit.destroy()
  })

  it("ignores a namespace's stored network of another namespace or one no longer configured", () => {
    const storage = createMemoryStorage()
    const store = (namespace: string, value: string) =>
      storage.setItem(
        `@appkit/network/${namespace}/caip_network_id`,
        JSON.stringify({ v: 1, value }),
      )
    store('solana', 'eip155:8453')
    store('eip155', 'eip155:10')
    const reloaded = twoNamespaces(storage)
    reloaded.appKit.mount()
    expect(reloaded.network('solana')).toBe(solanaMainnet)
    expect(reloaded.network('eip155')).toBe('eip155:1')
    reloaded.appKit.destroy()
  })
})
