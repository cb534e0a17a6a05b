import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../../schema/index.js'
import { networkRow, networkRows } from './networkRows.js'

function named(name: string, id = 1): CaipNetwork {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  }
}

describe('networkRow', () => {
  it.each([
    [
      'Ethereum (unavailable offline in appkit dev)',
      'Ethereum',
      'Unavailable offline in appkit dev',
    ],
    ['OP Mainnet (Unavailable here)', 'OP Mainnet', 'Unavailable here'],
    ['Base', 'Base', undefined],
    // Other parentheses are part of the name, not a mark.
    ['Sepolia (testnet)', 'Sepolia (testnet)', undefined],
    ['(unavailable offline in appkit dev)', '(unavailable offline in appkit dev)', undefined],
    ['Unavailability Chain', 'Unavailability Chain', undefined],
  ])('%j shows as %j with reason %j', (name, shown, reason) => {
    expect(networkRow(named(name))).toMatchObject({ name: shown, unavailable: reason })
  })
})

describe('networkRows', () => {
  it('puts the unavailable networks last, keeping config order within each group', () => {
    const rows = networkRows([
      named('A (unavailable offline in appkit dev)', 1),
      named('B', 2),
      named('C (unavailable offline in appkit dev)', 3),
      named('D', 4),
    ])
    expect(rows.map((row) => row.name)).toEqual(['B', 'D', 'A', 'C'])
  })
})
