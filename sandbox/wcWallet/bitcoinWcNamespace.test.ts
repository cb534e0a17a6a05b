import { describe, expect, it } from 'vitest'
import { approvedBitcoinNamespace } from './bitcoinWcNamespace.js'
import { approvedNamespaces } from './wcWalletNamespaces.js'

const chain = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const holding = { chain, payment: 'bcrt1qpay', ordinal: 'bcrt1pord' }
const methods = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']
const expected = {
  chains: [chain],
  methods,
  events: ['accountsChanged', 'chainChanged'],
  accounts: [`${chain}:bcrt1qpay`, `${chain}:bcrt1pord`],
}
const proposal = (
  requiredNamespaces: Record<string, { chains?: string[]; methods: string[]; events: string[] }>,
  optionalNamespaces = {},
) => ({
  id: 1,
  expiryTimestamp: 0,
  relays: [],
  proposer: { publicKey: '', metadata: { name: '', description: '', url: '', icons: [] } },
  requiredNamespaces,
  optionalNamespaces,
  pairingTopic: '',
})

describe('approvedBitcoinNamespace', () => {
  it('approves its chain, asked as required, optional or an inline key, payment account first', () => {
    const asked = { chains: [chain], methods: ['signMessage'], events: [] }
    expect(approvedBitcoinNamespace(proposal({ bip122: asked }), holding)).toEqual(expected)
    expect(approvedBitcoinNamespace(proposal({}, { bip122: asked }), holding)).toEqual(expected)
    expect(
      approvedBitcoinNamespace(proposal({}, { [chain]: { methods: [], events: [] } }), holding),
    ).toEqual(expected)
  })

  it('approves nothing for a bip122 proposal on another chain', () => {
    const mainnet = { chains: ['bip122:000000000019d6689c085ae165831e93'], methods, events: [] }
    expect(approvedBitcoinNamespace(proposal({}, { bip122: mainnet }), holding)).toBeUndefined()
    expect(
      approvedNamespaces(proposal({}, { bip122: mainnet }), {
        chainIds: [],
        address: '0x0000000000000000000000000000000000000001',
        accounts: {},
        bitcoin: holding,
      }),
    ).toBeUndefined()
  })
})
