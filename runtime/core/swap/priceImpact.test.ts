import { describe, expect, it } from 'vitest'
import { priceImpact } from './priceImpact.js'
import { swapRate } from './swapRate.js'
import { usdWorth } from './usdWorth.js'

const ether = 10n ** 18n
const oneEtherFor = (toAmount: bigint) => ({
  fromAmount: ether,
  fromDecimals: 18,
  toAmount,
  toDecimals: 6,
})

describe('swapRate', () => {
  it('says how much one whole sold token buys, to six significant digits', () => {
    expect(swapRate(oneEtherFor(2_991_020_000n))).toBe('2991.02')
    // 1 USDC for 0.000333333333333333 ETH.
    const back = {
      fromAmount: 1_000_000n,
      fromDecimals: 6,
      toAmount: 333_333_333_333_333n,
      toDecimals: 18,
    }
    expect(swapRate(back)).toBe('0.000333333')
    expect(swapRate({ ...back, fromAmount: 0n })).toBe('0')
  })
})

describe('priceImpact', () => {
  it('is the worth lost at market prices, in percent with two decimals', () => {
    const prices = { fromPrice: 3000, toPrice: 1 }
    expect(priceImpact(oneEtherFor(2_970_000_000n), prices)).toBe('1')
    // The pool's 2961.474103 USDC for $3000 of ETH: 1.284196...%.
    expect(priceImpact(oneEtherFor(2_961_474_103n), prices)).toBe('1.28')
    expect(priceImpact(oneEtherFor(3_030_000_000n), prices)).toBe('-1')
    expect(priceImpact(oneEtherFor(2_970_000_000n), { fromPrice: 3000.5, toPrice: 0.99 })).toBe(
      // 1 - 2940.3 / 3000.5 = 2.00633...%
      '2',
    )
  })

  it('is unknown without both prices, or when the sold amount is worth nothing', () => {
    const amounts = oneEtherFor(2_970_000_000n)
    expect(priceImpact(amounts, { fromPrice: undefined, toPrice: 1 })).toBeUndefined()
    expect(priceImpact(amounts, { fromPrice: 3000, toPrice: Number.NaN })).toBeUndefined()
    expect(priceImpact(amounts, { fromPrice: 0, toPrice: 1 })).toBeUndefined()
  })
})

describe('usdWorth', () => {
  it('gives cents, or two significant digits below a cent', () => {
    expect(usdWorth(1_500_000n, 6, 1)).toBe('1.5')
    expect(usdWorth(ether, 18, 2999.999)).toBe('2999.99')
    expect(usdWorth(10n ** 12n, 18, 3000)).toBe('0.003')
    expect(usdWorth(0n, 18, 3000)).toBe('0')
    expect(usdWorth(ether, 18, undefined)).toBeUndefined()
  })
})
