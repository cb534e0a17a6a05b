import { describe, expect, it } from 'vitest'
import type { WcProposal } from './WcWallet.js'
import { approvedNamespace, requestedChainIds, wcWalletMethods } from './wcWalletNamespaces.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const params = (namespaces: Record<string, { chains?: string[] }>) =>
  ({
    requiredNamespaces: {},
    optionalNamespaces: Object.fromEntries(
      Object.entries(namespaces).map(([key, value]) => [
        key,
        { methods: [], events: [], ...value },
      ]),
    ),
  }) as unknown as WcProposal['params']

describe('approvedNamespace', () => {
  it("approves the asked-for chains the wallet has, in the dapp's order, with every method", () => {
    const approved = approvedNamespace(
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
      approvedNamespace(params({ eip155: { chains: ['eip155:1'] } }), [31337], address)?.chains,
    ).toEqual(['eip155:31337'])
    expect(
      requestedChainIds(params({ 'eip155:10': {}, eip155: { chains: ['eip155:10', 'eip155:5'] } })),
    ).toEqual([10, 5])
  })

  it('has nothing to approve for a proposal without eip155', () => {
    expect(
      approvedNamespace(params({ solana: { chains: ['solana:abc'] } }), [31337], address),
    ).toBeUndefined()
  })
})
