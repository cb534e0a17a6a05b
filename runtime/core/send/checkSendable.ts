import type { ParseAmountResult } from './parseAmount.js'

export interface CheckSendableParameters {
  /** What the user asked to send (`parseAmount`), in smallest units. */
  amount: bigint
  /** The fresh balance of the token being sent (`readFreshBalance`). */
  balance: bigint
  /** The estimated fee (`estimateSendFee`), in native smallest units. */
  fee: bigint
  /** Whether the token is the native currency, which pays the fee too. */
  isNative: boolean
}

/**
 * Refuses an amount above what can be sent, before any wallet prompt (SECURITY.md "Sending"):
 * more than the balance, or, for the native currency, more than the balance less the fee.
 * @example checkSendable({ amount, balance, fee, isNative: true }) // { ok: true, value: amount }
 */
export function checkSendable(parameters: CheckSendableParameters): ParseAmountResult {
  const { amount, balance, fee, isNative } = parameters
  if (amount > balance) return { ok: false, reason: 'This is more than your balance.' }
  if (isNative && amount + fee > balance) {
    return { ok: false, reason: 'Leave enough for the network fee: try Max.' }
  }
  return { ok: true, value: amount }
}
