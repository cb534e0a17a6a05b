import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SwitchNetworkNotFoundError } from '../errors/SwitchNetworkNotFoundError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'
import { switchNetwork } from './switchNetwork.js'

let fetchMock: ReturnType<typeof stubBalanceRpc>
beforeEach(() => {
  fetchMock = stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function connected(chains: number[] = [1, 8453]) {
  const kit = setupAppKit({ provider: { chainId: 1, chains } })
  await connect(kit.appKit, { connectorId: kit.connectorId() })
  return kit
}

describe('switchNetwork without a wallet', () => {
  it('selects the network the next connection starts on, and reports it', async () => {
    const kit = setupAppKit()
    const switched = vi.fn()
    kit.appKit.events.on('switchNetwork', switched)
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
    expect(kit.appKit.storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:8453')
    expect(kit.appKit.storage.get(storageKeys.activeNamespace)).toBe('eip155')
    expect(switched).toHaveBeenCalledTimes(1)
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(switched).toHaveBeenCalledTimes(1)
    expect(kit.provider.calls).toEqual([])
  })

  it('raises SWITCH_NETWORK_NOT_FOUND for a network that is not configured', async () => {
    const kit = setupAppKit()
    const error = await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:999' }).catch((e) => e)
    expect(error).toBeInstanceOf(SwitchNetworkNotFoundError)
    expect(error.code).toBe('SWITCH_NETWORK_NOT_FOUND')
  })
})

describe('switchNetwork with a connected wallet', () => {
  it('does nothing for the active network', async () => {
    const kit = await connected()
    const before = kit.provider.calls.length
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:1' })
    expect(kit.provider.calls).toHaveLength(before)
  })

  it('shows SwitchNetwork while the wallet confirms, then goes back to where the list was opened', async () => {
    const kit = await connected()
    await kit.appKit.open({ view: 'Account' })
    kit.appKit.router.push({ view: 'Networks' })
    fetchMock.mockClear()
    const pending = switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(kit.appKit.router.getState().current).toEqual({
      view: 'SwitchNetwork',
      data: { network: kit.appKit.config.networks[1] },
    })
    await pending
    expect(kit.provider.callsOf('wallet_switchEthereumChain')).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
    expect(kit.account().caipAddress).toMatch(/^eip155:8453:0x/)
    expect(kit.appKit.router.getState().history.map((route) => route.view)).toEqual(['Account'])
    expect(kit.appKit.getState().modal.open).toBe(true)
    await vi.waitFor(() => expect(kit.account().balance).toBe('1.234'), { timeout: 5_000 })
    expect(fetchMock).toHaveBeenCalled()
  })

  it('closes the modal after a switch that did not start from the network list', async () => {
    const kit = await connected()
    await kit.appKit.open({ view: 'UnsupportedChain' })
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(kit.appKit.getState().modal.open).toBe(false)
  })

  it('returns to the previous view and throws when the wallet declines (4001)', async () => {
    const kit = await connected()
    await kit.appKit.open({ view: 'Networks' })
    kit.provider.answerNext('wallet_switchEthereumChain', 4001)
    const error = await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.view()).toBe('Networks')
    expect(kit.network()?.caipNetworkId).toBe('eip155:1')
    expect(kit.provider.callsOf('wallet_addEthereumChain')).toHaveLength(0)
  })

  it('adds an unknown chain exactly once (4902) and then switches', async () => {
    const kit = await connected([1])
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(kit.provider.callsOf('wallet_addEthereumChain')).toHaveLength(1)
    expect(kit.provider.callsOf('wallet_addEthereumChain')[0]?.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://mainnet.base.org'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ])
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
  })

  it('asks the wallet without touching the router while the modal is closed', async () => {
    const kit = await connected()
    const views = vi.fn()
    kit.appKit.events.on('viewChange', views)
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(kit.network()?.caipNetworkId).toBe('eip155:8453')
    expect(views).not.toHaveBeenCalled()
  })
})
