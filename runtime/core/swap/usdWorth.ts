import { fixedPointOf } from './fixedPointOf.js'
import { formatQuotient } from './formatQuotient.js'

/**
 * What `amount` base units of a token are worth at `price` USD per whole token, as a decimal
 * string: two decimals, or two significant digits below a cent; `undefined` without a price.
 * @example usdWorth(1_500_000n, 6, 1) // '1.5'
 * @example usdWorth(10n ** 12n, 18, 3000) // '0.003'
 */
export function usdWorth(
  amount: bigint,
  decimals: number,
  price: number | undefined,
): string | undefined {
  const fixed = price === undefined ? undefined : fixedPointOf(price)
  if (!fixed) return undefined
  const numerator = amount * fixed.value
  const denominator = 10n ** BigInt(decimals + fixed.scale)
  const cents = formatQuotient(numerator, denominator, { decimals: 2 })
  return cents === '0' && numerator > 0n
    ? formatQuotient(numerator, denominator, { significant: 2 })
    : cents
}
