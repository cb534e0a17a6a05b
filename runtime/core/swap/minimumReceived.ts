// A slippage tolerance in percent: up to 100, at most 6 decimals ('1', '0.5').
const slippagePattern = /^(\d{1,3})(?:\.(\d{1,6}))?$/

/**
 * The least a swap may give at `slippagePercent` before it reverts: floor(toAmount x (100 - S) / 100),
 * exactly, in the bought token's base units.
 * @example minimumReceived(1_000_000n, '1') // 990000n
 * @example minimumReceived(999n, '0.5') // 994n
 */
export function minimumReceived(toAmount: bigint, slippagePercent: string): bigint {
  const match = slippagePattern.exec(slippagePercent)
  const fraction = match?.[2] ?? ''
  const hundred = 100n * 10n ** BigInt(fraction.length)
  const slippage = BigInt(`${match?.[1] ?? ''}${fraction}` || '-1')
  if (!match || slippage > hundred) {
    throw new RangeError(`minimumReceived: ${slippagePercent} is not a percentage from 0 to 100`)
  }
  return (toAmount * (hundred - slippage)) / hundred
}
