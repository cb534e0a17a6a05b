import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eip155Adapter } from '../adapters/eip155/eip155Adapter.js'
import {
  solanaTestAddress as solanaAddress,
  solanaDevnet,
  solanaMainnet,
  stubSolanaAdapter,
  stubSolanaWallet,
} from '../adapters/fixtures/stubSolanaWallet.js'
import { storageKeys } from '../storage/storageKeys.js'
import { connect } from './connect.js'
import { setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'
import { needsActiveChainSwitch } from './needsActiveChainSwitch.js'
import { switchNetwork } from './switchNetwork.js'

beforeEach(() => {
  stubBalanceRpc()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A kit serving eip155 (MetaMask, announced) and solana (one wallet of `solanaName`). */
async function setupMultiChain(solanaName = 'Phantom') {
  const wallet = stubSolanaWallet(solanaName)
  const { appKit, connectorId } = setupAppKit({
    config: { networks: ['eip155:1', 'eip155:8453', solanaMainnet, solanaDevnet] },
    provider: { chainId: 1, chains: [1, 8453] },
    adapters: [eip155Adapter, stubSolanaAdapter(wallet)],
  })
  await appKit.ready
  const evm = { id: connectorId() }
  const { chains } = appKit.stores
  return {
    appKit,
    wallet,
    connectEvm: () => connect(appKit, { connectorId: evm.id }),
    connectSolana: () => connect(appKit, { connectorId: wallet.id }),
    active: () => chains.getState().activeNamespace,
    solanaNetwork: () => chains.getNetwork('solana').caipNetwork?.caipNetworkId,
    view: () => appKit.router.getState().current,
    devnet: () => {
      const network = appKit.config.networks.find((n) => n.caipNetworkId === solanaDevnet)
      if (!network) throw new Error('Solana Devnet is configured')
      return network
    },
  }
}

describe('switchNetwork to a namespace with no wallet connected', () => {
  it('switches at once to a namespace whose stored connection is still being restored', async () => {
    const kit = await setupMultiChain()
    await kit.connectEvm()
    kit.appKit.stores.chains.setAccount('solana', { status: 'connecting' })
    expect(needsActiveChainSwitch(kit.appKit, kit.devnet())).toBe(false)

    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet })

    expect(kit.view()).not.toBe('SwitchActiveChain')
    expect(kit.active()).toBe('solana')
    expect(kit.solanaNetwork()).toBe(solanaDevnet)
  })

  it('opens SwitchActiveChain and changes nothing while an EVM wallet is connected', async () => {
    const kit = await setupMultiChain()
    await kit.connectEvm()
    const switched = vi.fn()
    kit.appKit.events.on('switchNetwork', switched)
    expect(needsActiveChainSwitch(kit.appKit, kit.devnet())).toBe(true)

    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet })

    expect(kit.appKit.getState().modal.open).toBe(true)
    expect(kit.view()).toEqual({
      view: 'SwitchActiveChain',
      data: { namespace: 'solana', navigateTo: 'Connect', replace: false, network: kit.devnet() },
    })
    expect(kit.active()).toBe('eip155')
    expect(kit.solanaNetwork()).toBe(solanaMainnet)
    expect(kit.appKit.storage.get(storageKeys.activeNamespace)).not.toBe('solana')
    expect(kit.appKit.stores.chains.getAccount('eip155').status).toBe('connected')
    expect(switched).not.toHaveBeenCalled()
    kit.appKit.destroy()
  })

  it('pushes SwitchActiveChain over the network list when the modal is open', async () => {
    const kit = await setupMultiChain()
    await kit.connectEvm()
    await kit.appKit.open({ view: 'Account' })
    kit.appKit.router.push({ view: 'Networks' })
    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet })
    const views = kit.appKit.router.getState().history.map((route) => route.view)
    expect(views).toEqual(['Account', 'Networks', 'SwitchActiveChain'])
    kit.appKit.destroy()
  })
})

describe('switchNetwork across namespaces, as before', () => {
  it('switches when the target namespace has a wallet connected already', async () => {
    const kit = await setupMultiChain()
    await kit.connectSolana()
    await kit.connectEvm()
    kit.appKit.stores.chains.setActiveNamespace('eip155')
    await kit.appKit.close()
    expect(needsActiveChainSwitch(kit.appKit, kit.devnet())).toBe(false)

    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet })

    expect(kit.active()).toBe('solana')
    expect(kit.solanaNetwork()).toBe(solanaDevnet)
    expect(kit.appKit.getState().modal.open).toBe(false)
    kit.appKit.destroy()
  })

  it('switches when nothing is connected anywhere', async () => {
    const kit = await setupMultiChain()
    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet })
    expect(kit.active()).toBe('solana')
    expect(kit.solanaNetwork()).toBe(solanaDevnet)
    expect(kit.appKit.storage.get(storageKeys.activeNamespace)).toBe('solana')
    expect(kit.appKit.getState().modal.open).toBe(false)
    kit.appKit.destroy()
  })

  it('switches within the active namespace without SwitchActiveChain', async () => {
    const kit = await setupMultiChain()
    await kit.connectEvm()
    await switchNetwork(kit.appKit, { caipNetworkId: 'eip155:8453' })
    expect(kit.appKit.stores.chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe(
      'eip155:8453',
    )
    expect(kit.appKit.getState().modal.open).toBe(false)
    kit.appKit.destroy()
  })
})

describe('switchNetwork for a connection (the choice made on SwitchActiveChain)', () => {
  it('selects the network, makes its namespace active and stores both; the EVM wallet stays', async () => {
    const kit = await setupMultiChain()
    await kit.connectEvm()
    const switched = vi.fn()
    kit.appKit.events.on('switchNetwork', switched)

    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet, forConnection: true })

    expect(kit.active()).toBe('solana')
    expect(kit.solanaNetwork()).toBe(solanaDevnet)
    expect(kit.appKit.storage.get(storageKeys.activeNamespace)).toBe('solana')
    expect(kit.appKit.storage.get(storageKeys.activeCaipNetworkId)).toBe(solanaDevnet)
    expect(switched).toHaveBeenCalledWith(
      expect.objectContaining({ namespace: 'solana', caipNetworkId: solanaDevnet }),
    )
    expect(kit.appKit.stores.chains.getAccount('eip155').status).toBe('connected')
    kit.appKit.destroy()
  })

  it('makes the next connection start on the selected network', async () => {
    const kit = await setupMultiChain()
    await kit.connectEvm()
    await switchNetwork(kit.appKit, { caipNetworkId: solanaDevnet, forConnection: true })
    await kit.connectSolana()
    expect(kit.appKit.stores.chains.getAccount('solana').caipAddress).toBe(
      `${solanaDevnet}:${solanaAddress}`,
    )
    kit.appKit.destroy()
  })

  it('raises SWITCH_NETWORK_NOT_FOUND for a network the config does not list', async () => {
    const kit = await setupMultiChain()
    const error = await switchNetwork(kit.appKit, {
      caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      forConnection: true,
    }).catch((e) => e)
    expect(error.code).toBe('SWITCH_NETWORK_NOT_FOUND')
    expect(kit.active()).toBe('eip155')
    kit.appKit.destroy()
  })
})
