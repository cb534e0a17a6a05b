import { describe, expect, it } from 'vitest'
import { maxSwapAmount } from './maxSwapAmount.js'
import { networkFee } from './networkFee.js'

const ethereum = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const gwei = 10n ** 9n

describe('networkFee', () => {
  it('is gas x gas price in the native currency, and in USD at its price', () => {
    expect(networkFee([{ gas: 200_000n, gasPrice: gwei }], ethereum, 3000)).toEqual({
      native: 200_000n * gwei,
      nativeText: '0.0002',
      symbol: 'ETH',
      usd: '0.6',
    })
  })

  it('adds the approval to the swap, and has no USD figure without a price', () => {
    const fee = networkFee(
      [
        { gas: 50_000n, gasPrice: 2n * gwei },
        { gas: 200_000n, gasPrice: 2n * gwei },
      ],
      ethereum,
      undefined,
    )
    expect(fee).toEqual({
      native: 500_000n * gwei,
      nativeText: '0.0005',
      symbol: 'ETH',
      usd: undefined,
    })
  })
})

describe('maxSwapAmount', () => {
  it('leaves the fee and half again of the native currency', () => {
    expect(maxSwapAmount(10n ** 18n, 200_000n * gwei, true)).toBe(999_700_000_000_000_000n)
    // The margin rounds up: 3 x 1.5 = 4.5 -> 5.
    expect(maxSwapAmount(100n, 3n, true)).toBe(95n)
    expect(maxSwapAmount(4n, 3n, true)).toBe(0n)
  })

  it('is the whole balance of a token, whose fee the native currency pays', () => {
    expect(maxSwapAmount(12_500_000n, 10n ** 15n, false)).toBe(12_500_000n)
  })
})
