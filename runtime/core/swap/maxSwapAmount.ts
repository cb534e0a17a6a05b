/**
 * The most of a token that can be sold: the whole balance of a token, or for the native currency
 * the balance less its swap's network fee with half again as margin (gas prices move between
 * the Max click and the block), never below zero.
 * @example maxSwapAmount(10n ** 18n, 200_000n * 10n ** 9n, true) // 999700000000000000n
 */
export function maxSwapAmount(balance: bigint, fee: bigint, isNative: boolean): bigint {
  if (!isNative) return balance
  const reserve = (fee * 3n + 1n) / 2n
  return balance > reserve ? balance - reserve : 0n
}
