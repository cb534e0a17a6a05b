import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { testIcon } from '../connectors/fixtures/createTestWindow.js'
import { createAppKit } from '../createAppKit.js'
import { RequestPendingError } from '../errors/RequestPendingError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { testConfig } from '../fixtures/testConfig.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { setupAppKit, stubBalanceRpc, throwingStorage } from './fixtures/setupAppKit.js'

let fetchMock: ReturnType<typeof stubBalanceRpc>
beforeEach(() => {
  fetchMock = stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const address = testAccounts[0]

describe('connect', () => {
  it('connects an announced wallet and syncs the account (SPEC section 4)', async () => {
    const kit = setupAppKit()
    const { appKit, provider } = kit
    const success = vi.fn()
    appKit.events.on('connectSuccess', success)
    await appKit.open()
    const pending = connect(appKit, { connectorId: kit.connectorId() })
    expect(kit.account().status).toBe('connecting')
    await expect(pending).resolves.toMatchObject({ chainId: 1, supported: true })
    expect(kit.account()).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `eip155:1:${address}`,
      allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      connectedWalletInfo: { name: 'MetaMask', icon: testIcon, identifier: 'io.metamask' },
    })
    expect(kit.network()?.caipNetworkId).toBe('eip155:1')
    expect(appKit.stores.providers.getState().eip155).toMatchObject({ provider, type: 'announced' })
    expect(appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe(kit.connectorId())
    expect(appKit.storage.get(storageKeys.connectedNamespaces)).toEqual(['eip155'])
    expect(appKit.storage.get(storageKeys.connectionStatus)).toBe('connected')
    expect(appKit.storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
    ])
    expect(success).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: kit.connectorId(),
      walletName: 'MetaMask',
      address,
      caipAddress: `eip155:1:${address}`,
    })
    expect(appKit.getState().modal.open).toBe(false)
    await vi.waitFor(() => expect(kit.account().balance).toBe('1.234'), { timeout: 5_000 })
    expect(kit.account().balanceSymbol).toBe('ETH')
    expect(provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('takes the network from the wallet when it stays on another configured chain', async () => {
    const kit = setupAppKit({ provider: { chainId: 8453, chains: [8453, 1] } })
    kit.provider.answerNext('wallet_switchEthereumChain', 4001)
    const switched = vi.fn()
    kit.appKit.events.on('switchNetwork', switched)
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
    expect(kit.account().caipAddress).toBe(`eip155:8453:${address}`)
    expect(switched).toHaveBeenCalledWith({
      namespace: 'eip155',
      caipNetworkId: 'eip155:8453',
      previousCaipNetworkId: 'eip155:1',
      supported: true,
    })
  })

  it("goes back to disconnected on 4001 and throws 'Connection rejected'", async () => {
    const kit = setupAppKit()
    kit.provider.answerNext('eth_requestAccounts', 4001)
    const failed = vi.fn()
    kit.appKit.events.on('connectError', failed)
    await kit.appKit.open({ view: 'ConnectingExternal', data: { connectorId: kit.connectorId() } })
    const error = await connect(kit.appKit, { connectorId: kit.connectorId() }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('Connection rejected')
    expect(kit.account().status).toBe('disconnected')
    expect(kit.account().caipAddress).toBeUndefined()
    expect(failed).toHaveBeenCalledWith({ connectorId: kit.connectorId(), error })
    expect(kit.view()).toBe('ConnectingExternal')
    expect(kit.appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(kit.provider.callsOf('eth_requestAccounts')).toHaveLength(1)
  })

  it('reports a prompt already pending in the wallet (-32002)', async () => {
    const kit = setupAppKit()
    kit.provider.answerNext('eth_requestAccounts', -32002)
    const error = await connect(kit.appKit, { connectorId: kit.connectorId() }).catch((e) => e)
    expect(error).toBeInstanceOf(RequestPendingError)
    expect(error.shortMessage).toBe('A request is already pending in your wallet')
    expect(kit.account().status).toBe('disconnected')
  })

  it('refuses an unknown connector', async () => {
    const kit = setupAppKit()
    await expect(connect(kit.appKit, { connectorId: 'nope' })).rejects.toMatchObject({
      code: 'CONNECTOR_NOT_FOUND',
      shortMessage: 'No connector found for connection',
    })
  })

  it('shows UnsupportedChain for a chain the config does not list', async () => {
    // Reads started by earlier tests go out in batches on a 0 ms timer: let them go first.
    await new Promise((resolve) => setTimeout(resolve, 10))
    fetchMock.mockClear()
    const kit = setupAppKit({ provider: { chainId: 999, chains: [999, 1] } })
    kit.provider.answerNext('wallet_switchEthereumChain', 4001)
    await kit.appKit.open()
    const result = await connect(kit.appKit, { connectorId: kit.connectorId() })
    expect(result.supported).toBe(false)
    expect(kit.view()).toBe('UnsupportedChain')
    expect(kit.appKit.getState().modal.open).toBe(true)
    expect(kit.network()).toMatchObject({ caipNetworkId: 'eip155:999', name: 'Unknown Network' })
    expect(kit.network()?.rpcUrls.default.http).toEqual([])
    expect(kit.account().caipAddress).toBe(`eip155:999:${address}`)
    expect(kit.account().status).toBe('connected')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }])(
    'stays connected on an unlisted chain without the view when %o',
    async (config) => {
      const kit = setupAppKit({ config, provider: { chainId: 999, chains: [999, 1] } })
      kit.provider.answerNext('wallet_switchEthereumChain', 4001)
      await kit.appKit.open()
      await connect(kit.appKit, { connectorId: kit.connectorId() })
      expect(kit.appKit.getState().modal.open).toBe(false)
      expect(kit.network()?.caipNetworkId).toBe('eip155:999')
    },
  )

  it('keeps working when browser storage throws', async () => {
    const kit = setupAppKit({ storage: throwingStorage })
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    expect(kit.account().status).toBe('connected')
    expect(kit.appKit.storage.get(storageKeys.connectionStatus)).toBe('connected')
    expect(kit.logger.warn).toHaveBeenCalledTimes(1)
  })

  it('keeps two instances on one page and one wallet apart', async () => {
    const a = setupAppKit()
    const b = createAppKit(testConfig(), { storage: null, logger: a.logger, window: a.window })
    await connect(a.appKit, { connectorId: a.connectorId() })
    const bAccount = () => b.stores.chains.getAccount('eip155')
    expect(bAccount().status).toBe('disconnected')
    expect(b.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    a.provider.emit('chainChanged', '0x2105')
    expect(a.network()?.caipNetworkId).toBe('eip155:8453')
    expect(b.stores.chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe('eip155:1')
    await connect(b, { connectorId: a.connectorId() })
    a.appKit.destroy()
    a.provider.emit('accountsChanged', [testAccounts[1]])
    await vi.waitFor(() => expect(bAccount().address).toBe(testAccounts[1]), { timeout: 5_000 })
    expect(a.account().address).toBe(address)
  })
})
