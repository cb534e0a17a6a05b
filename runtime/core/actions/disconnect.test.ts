import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAccountState } from '../state/AccountState.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('disconnect', () => {
  it('resets exactly what SPEC section 4 lists and remembers the connector', async () => {
    // On an unlisted chain, so that the network has something to reset too.
    const kit = setupAppKit({ provider: { chainId: 999, chains: [999, 1] } })
    const { appKit, provider } = kit
    provider.answerNext('wallet_switchEthereumChain', 4001)
    await connect(appKit, { connectorId: kit.connectorId() })
    appKit.storage.set(storageKeys.socialProvider, 'google')
    appKit.stores.chains.setNetwork('eip155', { approvedCaipNetworkIds: ['eip155:999'] })
    const disconnected = vi.fn()
    appKit.events.on('disconnectSuccess', disconnected)
    await appKit.open({ view: 'Account' })

    await disconnect(appKit)

    expect(kit.account()).toEqual(createAccountState('eip155', appKit.config))
    expect(appKit.stores.chains.getNetwork('eip155')).toMatchObject({
      caipNetwork: appKit.config.networks[0],
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
    expect(appKit.stores.providers.getState().eip155).toBeUndefined()
    expect(appKit.stores.connectors.getSession('eip155')).toBeUndefined()
    expect(appKit.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(appKit.storage.get(storageKeys.connectedNamespaces)).toEqual([])
    expect(appKit.storage.get(storageKeys.connectionStatus)).toBe('disconnected')
    expect(appKit.storage.get(storageKeys.socialProvider)).toBeUndefined()
    expect(appKit.storage.get(storageKeys.disconnectedConnectorIds('eip155'))).toEqual([
      kit.connectorId(),
    ])
    // Kept: the recent wallet list and the user's network choice are not connection state.
    expect(appKit.storage.get(storageKeys.recentWallets)).toHaveLength(1)
    expect(provider.callsOf('wallet_revokePermissions')).toHaveLength(1)
    expect(provider.listenerCount()).toBe(0)
    expect(disconnected).toHaveBeenCalledTimes(1)
    expect(disconnected).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: kit.connectorId(),
    })
    expect(appKit.getState().modal.open).toBe(false)
  })

  it('keeps the modal open when told to', async () => {
    const kit = setupAppKit()
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    await kit.appKit.open()
    await disconnect(kit.appKit, { namespace: 'eip155', keepOpen: true })
    expect(kit.appKit.getState().modal.open).toBe(true)
    expect(kit.account().status).toBe('disconnected')
  })

  it('still resets when the wallet fails to let go', async () => {
    const kit = setupAppKit()
    await connect(kit.appKit, { connectorId: kit.connectorId() })
    kit.appKit.stores.providers.setState({
      eip155: {
        provider: kit.provider,
        type: 'announced',
        disconnect: () => Promise.reject(new Error('wallet crashed')),
      },
    })
    await expect(disconnect(kit.appKit)).resolves.toBeUndefined()
    expect(kit.account().status).toBe('disconnected')
    expect(kit.logger.warn).toHaveBeenCalledWith('Failed to disconnect', expect.any(Error))
  })

  it('emits nothing when nothing was connected', async () => {
    const kit = setupAppKit()
    const disconnected = vi.fn()
    kit.appKit.events.on('disconnectSuccess', disconnected)
    await disconnect(kit.appKit)
    expect(disconnected).not.toHaveBeenCalled()
    expect(kit.appKit.storage.get(storageKeys.connectionStatus)).toBe('disconnected')
  })
})
