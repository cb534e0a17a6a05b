import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { onrampPaymentCurrencies, onrampPurchaseCurrencies } from './onrampCatalog.js'
import { formatCents, onrampFees, parseFiatCents, priceOnramp } from './priceOnramp.js'
import { sandboxOnrampProviders } from './sandboxOnrampProviders.js'

const [sandboxPay, loopbackRamp] = sandboxOnrampProviders.map((provider) => provider.fees)
if (!sandboxPay || !loopbackRamp) throw new Error('two sandbox providers expected')
const { USD, EUR } = onrampPaymentCurrencies
const { ETH, SUSD, SOL } = onrampPurchaseCurrencies

describe('priceOnramp', () => {
  it('prices the contract example: 100 USD of ETH at Sandbox Pay', () => {
    expect(priceOnramp(10_000n, sandboxPay, USD, ETH)).toEqual({
      totalCents: 10_000n,
      networkFeeCents: 10n,
      providerFeeCents: 100n,
      subtotalCents: 9_890n,
      purchaseAmount: '0.03296666',
      purchaseUnits: parseEther('0.03296666'),
    })
  })

  it('charges Loopback Ramp 1.5% plus a 0.5% network fee capped at 2.00', () => {
    expect(onrampFees(loopbackRamp, 10_000n)).toEqual({
      networkFeeCents: 50n,
      providerFeeCents: 150n,
    })
    expect(onrampFees(loopbackRamp, 500_000n)).toEqual({
      networkFeeCents: 200n,
      providerFeeCents: 7_500n,
    })
    expect(priceOnramp(10_000n, loopbackRamp, USD, ETH)?.purchaseAmount).toBe('0.03266666')
  })

  it('keeps both fee models within 1-2% of the total from 20 up to the largest limit', () => {
    for (const fees of [sandboxPay, loopbackRamp]) {
      for (const total of [2_000n, 10_000n, 123_456n, 500_000n, 2_000_000n]) {
        const { networkFeeCents, providerFeeCents } = onrampFees(fees, total)
        const share = Number(networkFeeCents + providerFeeCents) / Number(total)
        expect(share).toBeGreaterThanOrEqual(0.01)
        expect(share).toBeLessThanOrEqual(0.02)
      }
    }
  })

  it('converts euros at 1.1 USD and rounds down to 8 decimals', () => {
    // 98.90 EUR = 108.79 USD = 0.036263333... ETH
    expect(priceOnramp(10_000n, sandboxPay, EUR, ETH)?.purchaseAmount).toBe('0.03626333')
    // 98.90 USD = 0.659333333 SOL: 8 decimals, delivered in lamports (9)
    const sol = priceOnramp(10_000n, sandboxPay, USD, SOL)
    expect(sol?.purchaseAmount).toBe('0.65933333')
    expect(sol?.purchaseUnits).toBe(659_333_330n)
  })

  it('quotes SUSD to its own 6 decimals and delivers exactly that', () => {
    const susd = priceOnramp(10_000n, sandboxPay, USD, SUSD)
    expect(susd?.purchaseAmount).toBe('98.9')
    expect(susd?.purchaseUnits).toBe(parseUnits('98.9', 6))
    expect(priceOnramp(1_001n, loopbackRamp, EUR, SUSD)?.purchaseAmount).toBe('10.791')
  })

  it('never delivers more than the subtotal buys', () => {
    for (const total of [1_000n, 1_001n, 3_333n, 77_777n, 499_999n]) {
      const price = priceOnramp(total, sandboxPay, USD, ETH)
      if (!price) throw new Error('no price')
      // units * 3000 USD <= subtotal, in wei-cents
      expect(price.purchaseUnits * 3000n * 100n).toBeLessThanOrEqual(
        price.subtotalCents * 10n ** 18n,
      )
    }
  })

  it('gives no price when the fees eat the amount', () => {
    expect(priceOnramp(10n, sandboxPay, USD, ETH)).toBeUndefined()
  })
})

describe('parseFiatCents', () => {
  it.each([
    ['100', 10_000n],
    [100, 10_000n],
    ['99.5', 9_950n],
    ['0.01', 1n],
    [' 12.34 ', 1_234n],
  ])('reads %j as %s cents', (input, cents) => {
    expect(parseFiatCents(input)).toBe(cents)
  })

  it.each([['0'], ['-5'], ['1.234'], ['1e3'], ['abc'], [''], ['.5'], [Number.NaN], [null], [{}]])(
    'refuses %j',
    (input) => {
      expect(parseFiatCents(input)).toBeUndefined()
    },
  )

  it('formats cents with two decimals', () => {
    expect(formatCents(9_890n)).toBe('98.90')
    expect(formatCents(5n)).toBe('0.05')
  })
})
