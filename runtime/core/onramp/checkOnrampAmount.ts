import type { OnrampPaymentLimit } from '../blockchainApi/onrampOptions.js'
import { onrampMessages } from './onrampMessages.js'

/** Fiat amounts are typed in whole units with at most this many decimals (cents). */
const fiatDecimals = 2

/** `text` as a count of cents, or `undefined` when it is not a plain decimal number. */
export function toCents(text: string): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (!match || (match[1] === '' && !match[2])) return undefined
  const whole = match[1] || '0'
  const fraction = (match[2] ?? '').padEnd(fiatDecimals, '0')
  // Limits may carry more decimals than cents ("7500.000"): those beyond cents are cut.
  return BigInt(whole) * 100n + BigInt(fraction.slice(0, fiatDecimals) || '0')
}

/** The result of checking a typed amount: the cents when it can be quoted, else why not. */
export type OnrampAmountCheck =
  | { ok: true; cents: bigint; text: string }
  | { ok: false; message: string | undefined }

/**
 * Checks the amount as typed against the payment method's limits (SPEC section 5; the fallback
 * limits are already in `limit` when the service gave none). An empty field is not an error, just
 * nothing to quote yet.
 * @example checkOnrampAmount('5', { method: 'card', min: '10', max: '7500' }, 'USD') // { ok: false, message: 'The minimum is 10 USD.' }
 */
export function checkOnrampAmount(
  text: string,
  limit: Pick<OnrampPaymentLimit, 'min' | 'max'>,
  currency: string,
): OnrampAmountCheck {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, message: undefined }
  const cents = toCents(trimmed)
  if (cents === undefined) return { ok: false, message: onrampMessages.amountNotNumber }
  if ((trimmed.split('.')[1] ?? '').length > fiatDecimals) {
    return { ok: false, message: onrampMessages.amountDecimals }
  }
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if (min !== undefined && cents < min) {
    return { ok: false, message: onrampMessages.amountTooLow(limit.min, currency) }
  }
  if (max !== undefined && cents > max) {
    return { ok: false, message: onrampMessages.amountTooHigh(limit.max, currency) }
  }
  return { ok: true, cents, text: trimmed }
}
