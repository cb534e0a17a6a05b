import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { createMemoryStorage, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import type { Connector } from '../connectors/Connector.js'
import { createTestWindow } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import type { ChainAdapter } from './ChainAdapter.js'
import { eip155Adapter } from './eip155/eip155Adapter.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A wallet of another namespace, as a Wallet Standard wallet would become one. */
function otherNamespaceWallet(): Connector {
  return {
    id: 'test:solana-wallet',
    type: 'ANNOUNCED',
    name: 'Solana Test Wallet',
    chain: 'solana',
    connect: async () => ({
      accounts: [solanaAddress],
      chainId: solanaMainnet.split(':')[1] ?? '',
    }),
    disconnect: async () => undefined,
    getAccounts: async () => [solanaAddress],
    getChainId: async () => solanaMainnet.split(':')[1] ?? '',
    getProvider: () => ({ request: async () => null }),
    isAuthorized: async () => false,
    switchChain: async () => undefined,
    subscribe: () => () => undefined,
  }
}

/** A second namespace's adapter, written against the contract only. */
function stubSolanaAdapter(wallet: Connector): ChainAdapter {
  return {
    namespace: 'solana',
    accountTypes: ['eoa', 'smartAccount'],
    isAddress: (value) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value),
    createDiscovery: () => ({
      current: () => [wallet],
      scan(onChange) {
        onChange([wallet])
        return () => undefined
      },
    }),
    walletConnect: { methods: ['solana_signMessage'], events: [] },
    readNativeBalance: vi.fn(async () => ({ balance: '1.5', symbol: 'SOL' })),
  }
}

describe('chain adapters', () => {
  it('serves exactly the namespaces of the adapters it is given', () => {
    const config = testConfig({ networks: ['eip155:1', solanaMainnet] })
    const window = createTestWindow()
    const evmOnly = createAppKit(config, { storage: null, window })
    expect(evmOnly.stores.chains.getState().adapterNamespaces).toEqual(['eip155'])
    const both = createAppKit(config, {
      storage: null,
      window,
      adapters: [eip155Adapter, stubSolanaAdapter(otherNamespaceWallet())],
    })
    expect(both.stores.chains.getState().adapterNamespaces).toEqual(['eip155', 'solana'])
    const none = createAppKit(config, { storage: null, window, adapters: [] })
    expect(none.stores.chains.getState().adapterNamespaces).toEqual([])
  })

  it('lists, connects and reads the balance of another namespace through its adapter alone', async () => {
    stubBalanceRpc()
    const wallet = otherNamespaceWallet()
    const adapter = stubSolanaAdapter(wallet)
    const appKit = createAppKit(testConfig({ networks: [solanaMainnet] }), {
      storage: createMemoryStorage(),
      window: createTestWindow(),
      adapters: [eip155Adapter, adapter],
    })
    appKit.stores.connectors.getConnector('')
    expect(appKit.stores.connectors.getState().connectors).toContain(wallet)
    await connect(appKit, { connectorId: wallet.id })
    expect(appKit.stores.chains.getAccount('solana')).toMatchObject({
      status: 'connected',
      caipAddress: `${solanaMainnet}:${solanaAddress}`,
    })
    await expect(fetchBalance(appKit, { namespace: 'solana' })).resolves.toEqual({
      balance: '1.5',
      symbol: 'SOL',
    })
    expect(adapter.readNativeBalance).toHaveBeenCalledWith(
      appKit,
      expect.objectContaining({ caipNetworkId: solanaMainnet }),
      solanaAddress,
    )
    appKit.destroy()
  })

  it("types a wallet's accounts with the first account type of its namespace's adapter", async () => {
    const wallet = otherNamespaceWallet()
    const adapter = { ...stubSolanaAdapter(wallet), accountTypes: ['payment', 'ordinal'] as const }
    const appKit = createAppKit(testConfig({ networks: [solanaMainnet] }), {
      storage: createMemoryStorage(),
      window: createTestWindow(),
      adapters: [eip155Adapter, adapter],
    })
    appKit.stores.connectors.getConnector('')
    await connect(appKit, { connectorId: wallet.id })
    expect(appKit.stores.chains.getAccount('solana').allAccounts).toEqual([
      { namespace: 'solana', address: solanaAddress, type: 'payment' },
    ])
    appKit.destroy()
  })

  it('says a balance is unavailable for a namespace no adapter serves', async () => {
    const appKit = createAppKit(testConfig({ networks: [solanaMainnet] }), {
      storage: null,
      window: createTestWindow(),
    })
    appKit.stores.chains.setAccount('solana', {
      status: 'connected',
      address: solanaAddress,
      caipAddress: `${solanaMainnet}:${solanaAddress}`,
    })
    await expect(fetchBalance(appKit, { namespace: 'solana' })).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      details: 'Balances of solana accounts are not read here yet.',
    })
  })
})
