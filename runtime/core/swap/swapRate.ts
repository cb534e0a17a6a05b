import { formatQuotient } from './formatQuotient.js'

/** Both sides of a quote in base units, with their tokens' decimals. */
export interface QuoteAmounts {
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  toDecimals: number
}

/**
 * How much of the bought token one whole sold token gets at this quote (1 FROM = x TO), to six
 * significant digits, cut toward zero; '0' for an empty quote.
 * @example swapRate({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 2_991_020_000n, toDecimals: 6 }) // '2991.02'
 */
export function swapRate(amounts: QuoteAmounts): string {
  const { fromAmount, fromDecimals, toAmount, toDecimals } = amounts
  if (fromAmount === 0n) return '0'
  return formatQuotient(
    toAmount * 10n ** BigInt(fromDecimals),
    fromAmount * 10n ** BigInt(toDecimals),
    { significant: 6 },
  )
}
