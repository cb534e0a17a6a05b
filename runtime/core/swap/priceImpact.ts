import { fixedPointOf } from './fixedPointOf.js'
import { formatQuotient } from './formatQuotient.js'
import type { QuoteAmounts } from './swapRate.js'

/** The USD prices of both tokens, per whole token. */
export interface QuotePrices {
  fromPrice: number | undefined
  toPrice: number | undefined
}

/**
 * How much less the bought amount is worth than the sold one at market prices, in percent with two
 * decimals (cut toward zero; negative when the quote beats the market). `undefined` without both
 * prices, or when the sold amount is worth nothing.
 * @example
 * priceImpact({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 2_970_000_000n, toDecimals: 6 }, { fromPrice: 3000, toPrice: 1 }) // '1'
 */
export function priceImpact(amounts: QuoteAmounts, prices: QuotePrices): string | undefined {
  const from = prices.fromPrice === undefined ? undefined : fixedPointOf(prices.fromPrice)
  const to = prices.toPrice === undefined ? undefined : fixedPointOf(prices.toPrice)
  if (!from || !to) return undefined
  // Both worths over one common denominator: 10^(fromDecimals + fromScale + toDecimals + toScale).
  const sold = amounts.fromAmount * from.value * 10n ** BigInt(amounts.toDecimals + to.scale)
  const bought = amounts.toAmount * to.value * 10n ** BigInt(amounts.fromDecimals + from.scale)
  if (sold === 0n) return undefined
  return formatQuotient((sold - bought) * 100n, sold, { decimals: 2 })
}
