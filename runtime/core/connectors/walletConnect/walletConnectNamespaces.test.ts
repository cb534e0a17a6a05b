import { describe, expect, it } from 'vitest'
import { builtinNetworks } from '../../../../schema/builtinNetworks.js'
import type { CaipNetwork } from '../../../../schema/index.js'
import { cosmosHubNetwork, polkadotNetwork } from '../../fixtures/testConfig.js'
import { buildNamespaces, cosmosMethods, polkadotMethods } from './buildNamespaces.js'
import { primaryNamespace } from './primaryNamespace.js'
import {
  bip122Methods,
  eip155Methods,
  solanaMethods,
  walletConnectEvents,
} from './walletConnectNamespaces.js'

const mainnet = builtinNetworks['eip155:1'] as CaipNetwork
const base = builtinNetworks['eip155:8453'] as CaipNetwork
const solana = builtinNetworks['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as CaipNetwork
const polkadot = polkadotNetwork as CaipNetwork
const cosmos = cosmosHubNetwork as CaipNetwork
const bitcoin = builtinNetworks['bip122:000000000019d6689c085ae165831e93'] as CaipNetwork

describe('buildNamespaces', () => {
  it('asks for every configured EVM and Solana chain with its RPC URL, methods and events of SPEC section 6', () => {
    expect(buildNamespaces([mainnet, base, solana])).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:8453'],
        methods: [...eip155Methods],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { 1: mainnet.rpcUrls.default.http[0], 8453: base.rpcUrls.default.http[0] },
      },
      solana: {
        chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        methods: [...solanaMethods],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': solana.rpcUrls.default.http[0] },
      },
    })
  })

  it('asks what the chain adapters say a namespace needs, when they say it', () => {
    const requests = { solana: { methods: ['solana_signMessage'], events: [] } }
    expect(buildNamespaces([solana], undefined, requests).solana).toMatchObject({
      methods: ['solana_signMessage'],
      events: [],
    })
  })

  it('leads with the selected network, so the wallet starts the session there', () => {
    expect(buildNamespaces([mainnet, base], base).eip155?.chains).toEqual([
      'eip155:8453',
      'eip155:1',
    ])
    // A network that is not configured does not sneak into the proposal.
    const other = { ...base, id: 10, caipNetworkId: 'eip155:10' } as CaipNetwork
    expect(buildNamespaces([mainnet], other).eip155?.chains).toEqual(['eip155:1'])
  })

  it('asks for polkadot and cosmos chains, which only WalletConnect reaches', () => {
    expect(buildNamespaces([polkadot, cosmos, mainnet])).toEqual({
      eip155: expect.objectContaining({ chains: ['eip155:1'] }),
      polkadot: {
        chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
        methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { '91b171bb158e2d3848fa23a9f1c25182': 'https://rpc.polkadot.io' },
      },
      cosmos: {
        chains: ['cosmos:cosmoshub-4'],
        methods: [...cosmosMethods],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { 'cosmoshub-4': 'https://rpc.cosmos.example' },
      },
    })
  })

  it("asks for Bitcoin chains with SPEC section 6's bip122 methods and the network's Esplora URL", () => {
    expect(buildNamespaces([bitcoin, mainnet])).toEqual({
      eip155: expect.objectContaining({ chains: ['eip155:1'] }),
      bip122: {
        chains: ['bip122:000000000019d6689c085ae165831e93'],
        methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: { '000000000019d6689c085ae165831e93': 'https://mempool.space/api' },
      },
    })
  })

  it('lists the methods of each namespace word for word', () => {
    expect(eip155Methods).toEqual(
      expect.arrayContaining([
        'eth_accounts',
        'eth_requestAccounts',
        'eth_sign',
        'personal_sign',
        'eth_signTypedData',
        'eth_signTypedData_v3',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'eth_signTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_getPermissions',
        'wallet_requestPermissions',
        'wallet_watchAsset',
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_showCallsStatus',
        'wallet_getCapabilities',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'wallet_getAssets',
      ]),
    )
    expect(solanaMethods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
    ])
    expect(bip122Methods).toEqual([
      'sendTransfer',
      'signMessage',
      'signPsbt',
      'getAccountAddresses',
    ])
    expect(polkadotMethods).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
    expect(cosmosMethods).toEqual(['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'])
    expect(walletConnectEvents).toEqual(['accountsChanged', 'chainChanged'])
  })
})

describe('primaryNamespace', () => {
  it('connects for EVM whenever an EVM network is configured', () => {
    expect(primaryNamespace([polkadot, mainnet])).toBe('eip155')
  })

  it('else for Solana whenever a Solana network is configured', () => {
    expect(primaryNamespace([cosmos, solana])).toBe('solana')
  })

  it('else for the first bip122, polkadot or cosmos network', () => {
    expect(primaryNamespace([bitcoin, cosmos, polkadot])).toBe('bip122')
    expect(primaryNamespace([cosmos, polkadot])).toBe('cosmos')
    expect(primaryNamespace([polkadot])).toBe('polkadot')
  })

  it('has none without a network of a namespace WalletConnect covers', () => {
    expect(primaryNamespace([])).toBeUndefined()
  })
})
