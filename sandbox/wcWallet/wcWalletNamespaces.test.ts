import { describe, expect, it } from 'vitest'
import {
  cosmosHubChain,
  defaultWcWalletAccounts,
  polkadotChain,
} from './defaultWcWalletAccounts.js'
import type { WcProposal } from './WcWallet.js'
import {
  approvedAccountNamespace,
  approvedEip155Namespace,
  approvedNamespaces,
  requestedChainIds,
  requestedChains,
  wcWalletMethods,
} from './wcWalletNamespaces.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const kusama = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
type Proposed = Record<string, { chains?: string[]; methods?: string[]; events?: string[] }>
const params = (optional: Proposed, required: Proposed = {}) => {
  const filled = (namespaces: Proposed) =>
    Object.fromEntries(
      Object.entries(namespaces).map(([key, value]) => [
        key,
        { methods: [], events: [], ...value },
      ]),
    )
  return {
    requiredNamespaces: filled(required),
    optionalNamespaces: filled(optional),
  } as unknown as WcProposal['params']
}
const wallet = { chainIds: [31337], address, accounts: defaultWcWalletAccounts }

describe('approvedEip155Namespace', () => {
  it("approves the asked-for chains the wallet has, in the dapp's order, with every method", () => {
    const approved = approvedEip155Namespace(
      params({ eip155: { chains: ['eip155:31338', 'eip155:1', 'eip155:31337'] } }),
      [31337, 31338],
      address,
    )
    expect(approved).toEqual({
      chains: ['eip155:31338', 'eip155:31337'],
      accounts: [`eip155:31338:${address}`, `eip155:31337:${address}`],
      methods: [...wcWalletMethods],
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(approved?.methods).toHaveLength(24)
  })

  it('offers all its chains when none asked for is there, and reads inline chain keys', () => {
    expect(
      approvedEip155Namespace(params({ eip155: { chains: ['eip155:1'] } }), [31337], address)
        ?.chains,
    ).toEqual(['eip155:31337'])
    expect(
      requestedChainIds(params({ 'eip155:10': {}, eip155: { chains: ['eip155:10', 'eip155:5'] } })),
    ).toEqual([10, 5])
  })

  it('has nothing to approve for a proposal without eip155', () => {
    expect(
      approvedEip155Namespace(params({ solana: { chains: [solana] } }), [31337], address),
    ).toBeUndefined()
  })
})

describe('approvedAccountNamespace', () => {
  it('approves the asked-for chains it holds, with CAIP-10 accounts and the proposed methods and events', () => {
    const proposal = params({
      polkadot: {
        chains: [kusama, polkadotChain],
        methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
        events: ['accountsChanged'],
      },
    })
    expect(approvedAccountNamespace(proposal, 'polkadot', defaultWcWalletAccounts)).toEqual({
      chains: [polkadotChain],
      accounts: [`${polkadotChain}:${defaultWcWalletAccounts[polkadotChain]}`],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['accountsChanged'],
    })
  })

  it('merges required, optional and inline keys of the family, each chain and method once', () => {
    const proposal = params(
      { [cosmosHubChain]: { methods: ['cosmos_signAmino'] } },
      { cosmos: { chains: [cosmosHubChain], methods: ['cosmos_getAccounts', 'cosmos_signAmino'] } },
    )
    expect(requestedChains(proposal, 'cosmos')).toEqual([cosmosHubChain])
    expect(approvedAccountNamespace(proposal, 'cosmos', defaultWcWalletAccounts)).toMatchObject({
      chains: [cosmosHubChain],
      methods: ['cosmos_getAccounts', 'cosmos_signAmino'],
    })
  })

  it('has nothing to approve when it holds none of the chains', () => {
    const proposal = params({ polkadot: { chains: [kusama] } })
    expect(approvedAccountNamespace(proposal, 'polkadot', defaultWcWalletAccounts)).toBeUndefined()
  })
})

describe('approvedNamespaces', () => {
  it('approves every family it holds a requested chain of and leaves out the rest', () => {
    const approved = approvedNamespaces(
      params({
        eip155: { chains: ['eip155:31337'] },
        polkadot: { chains: [polkadotChain], methods: ['polkadot_signMessage'] },
        cosmos: { chains: [cosmosHubChain], methods: ['cosmos_signDirect'] },
        solana: { chains: [solana], methods: ['solana_signMessage'] },
      }),
      wallet,
    )
    expect(Object.keys(approved ?? {})).toEqual(['eip155', 'polkadot', 'cosmos'])
    expect(approved?.cosmos?.accounts).toEqual([
      `${cosmosHubChain}:${defaultWcWalletAccounts[cosmosHubChain]}`,
    ])
  })

  it('approves a proposal with no eip155 namespace by its other chains alone', () => {
    const approved = approvedNamespaces(params({ polkadot: { chains: [polkadotChain] } }), wallet)
    expect(Object.keys(approved ?? {})).toEqual(['polkadot'])
  })

  it('has nothing to approve when it holds none of the requested chains', () => {
    const proposal = params({ solana: { chains: [solana] }, polkadot: { chains: [kusama] } })
    expect(approvedNamespaces(proposal, wallet)).toBeUndefined()
    expect(approvedNamespaces(params({}), wallet)).toBeUndefined()
  })
})
