import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { createMemoryStorage, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { createTestWindow } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { testConfig } from '../fixtures/testConfig.js'
import { eip155Adapter } from './eip155/eip155Adapter.js'
import {
  solanaTestAddress as solanaAddress,
  solanaMainnet,
  stubSolanaAdapter,
  stubSolanaWallet,
} from './fixtures/stubSolanaWallet.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('chain adapters', () => {
  it('serves exactly the namespaces of the adapters it is given', () => {
    const config = testConfig({ networks: ['eip155:1', solanaMainnet] })
    const window = createTestWindow()
    const evmOnly = createAppKit(config, { storage: null, window })
    expect(evmOnly.stores.chains.getState().adapterNamespaces).toEqual(['eip155'])
    const both = createAppKit(config, {
      storage: null,
      window,
      adapters: [eip155Adapter, stubSolanaAdapter(stubSolanaWallet('Solana Test Wallet'))],
    })
    expect(both.stores.chains.getState().adapterNamespaces).toEqual(['eip155', 'solana'])
    const none = createAppKit(config, { storage: null, window, adapters: [] })
    expect(none.stores.chains.getState().adapterNamespaces).toEqual([])
  })

  it('lists, connects and reads the balance of another namespace through its adapter alone', async () => {
    stubBalanceRpc()
    const wallet = stubSolanaWallet('Solana Test Wallet')
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
    const wallet = stubSolanaWallet('Solana Test Wallet')
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
