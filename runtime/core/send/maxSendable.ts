/**
 * The most that can be sent: the balance less the fee for the native currency (never below zero),
 * the whole balance for a token (its fee is paid in the native currency).
 * @example maxSendable(10n ** 18n, 21_000n * 10n ** 9n, true) // 999979000000000000n
 */
export function maxSendable(balance: bigint, fee: bigint, isNative: boolean): bigint {
  if (!isNative) return balance
  return balance > fee ? balance - fee : 0n
}
