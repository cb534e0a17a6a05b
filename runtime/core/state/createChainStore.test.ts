import { describe, expect, it, vi } from 'vitest'
import { UnsupportedChainNamespaceError } from '../errors/UnsupportedChainNamespaceError.js'
import { polkadotNetwork, testConfig } from '../fixtures/testConfig.js'
import { createChainStore } from './createChainStore.js'

const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('createChainStore', () => {
  it('keeps one account and network state per configured namespace', () => {
    const config = testConfig({
      networks: ['eip155:1', solanaMainnet, 'eip155:8453'],
      defaultNetwork: 'eip155:8453',
    })
    const chains = createChainStore(config)
    const state = chains.getState()
    expect(state.namespaces).toEqual(['eip155', 'solana'])
    expect(Object.keys(state.accounts)).toEqual(['eip155', 'solana'])
    expect(state.activeNamespace).toBe('eip155')
    expect(chains.getNetwork('eip155').caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(chains.getNetwork('eip155').requestedCaipNetworks.map((n) => n.id)).toEqual([1, 8453])
    expect(chains.getNetwork('solana').caipNetwork?.caipNetworkId).toBe(solanaMainnet)
    expect(chains.getAccount('solana')).toMatchObject({
      namespace: 'solana',
      status: 'disconnected',
      caipAddress: undefined,
      currentTab: 'Tokens',
    })
  })

  it('activates the namespace of the default network', () => {
    const config = testConfig({
      networks: ['eip155:1', solanaMainnet],
      defaultNetwork: solanaMainnet,
    })
    expect(createChainStore(config).getState().activeNamespace).toBe('solana')
  })

  it('takes the preferred account type from the config defaults', () => {
    const config = testConfig({
      networks: ['eip155:1', solanaMainnet],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    const chains = createChainStore(config)
    expect(chains.getAccount('eip155').preferredAccountType).toBe('eoa')
    expect(chains.getAccount('solana').preferredAccountType).toBe('eoa')
    expect(createChainStore(testConfig()).getAccount('eip155').preferredAccountType).toBe(
      'smartAccount',
    )
  })

  it('updates one namespace without touching the other', () => {
    const chains = createChainStore(testConfig({ networks: ['eip155:1', solanaMainnet] }))
    const solanaBefore = chains.getAccount('solana')
    chains.setAccount('eip155', {
      caipAddress: 'eip155:1:0xabc',
      address: '0xabc',
      status: 'connected',
    })
    expect(chains.getAccount('eip155')).toMatchObject({ address: '0xabc', status: 'connected' })
    expect(chains.getAccount('solana')).toBe(solanaBefore)
  })

  it('notifies only when a value changes', () => {
    const chains = createChainStore(testConfig())
    const listener = vi.fn()
    chains.subscribe(listener)
    chains.setAccount('eip155', { status: 'disconnected' })
    chains.setNetwork('eip155', { supportsAllNetworks: true })
    expect(listener).not.toHaveBeenCalled()
    chains.setAccount('eip155', { status: 'connecting' })
    chains.setNetwork('eip155', { approvedCaipNetworkIds: ['eip155:1'] })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('resets an account to its disconnected state', () => {
    const chains = createChainStore(testConfig())
    chains.setAccount('eip155', {
      caipAddress: 'eip155:1:0xabc',
      status: 'connected',
      balance: '1',
    })
    chains.resetAccount('eip155')
    expect(chains.getAccount('eip155')).toMatchObject({
      caipAddress: undefined,
      status: 'disconnected',
      balance: undefined,
    })
  })

  it('rejects namespaces the config does not use', () => {
    const chains = createChainStore(testConfig())
    expect(() => chains.getAccount('solana')).toThrow(UnsupportedChainNamespaceError)
    expect(() => chains.setNetwork('solana', {})).toThrow('Unsupported chain namespace: solana')
    expect(() => chains.setActiveNamespace('bip122')).toThrow(UnsupportedChainNamespaceError)
    expect(() => chains.resetAccount('cosmos')).toThrow(UnsupportedChainNamespaceError)
  })

  it('switches the active namespace', () => {
    const chains = createChainStore(testConfig({ networks: ['eip155:1', solanaMainnet] }))
    chains.setActiveNamespace('solana')
    expect(chains.getState().activeNamespace).toBe('solana')
  })

  it('keeps only configured namespaces as adapter namespaces', () => {
    const config = testConfig({ networks: ['eip155:1', polkadotNetwork] })
    const chains = createChainStore(config, { adapterNamespaces: ['eip155', 'solana'] })
    expect(chains.getState().adapterNamespaces).toEqual(['eip155'])
    expect(createChainStore(config).getState().adapterNamespaces).toEqual([])
  })
})
