import { BaseError } from '../kernel.js'
import { decimalString, displayText } from './readFields.js'

/** The payment methods the kit offers (the contract's ids); others the service lists are ignored. */
export const onrampPaymentMethods = ['card', 'bank_account'] as const
export type OnrampPaymentMethod = (typeof onrampPaymentMethods)[number]

// Currency ids are keys and shown as tickers ('USD', 'ETH', 'SUSD'): a short plain ASCII word.
const currencyIdPattern = /^[A-Za-z0-9][-._A-Za-z0-9]{0,31}$/
// CAIP-2, as the history's `chain` is checked.
const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
// A failure reason is one short line in a view, not a page of the service's text.
const maxFailureLength = 200

/** A currency id such as 'USD' or 'ETH', else `undefined`. */
export function currencyId(value: unknown): string | undefined {
  return typeof value === 'string' && currencyIdPattern.test(value) ? value : undefined
}

/** A CAIP-2 network id such as 'eip155:1', else `undefined`. */
export function caip2(value: unknown): string | undefined {
  return typeof value === 'string' && caip2Pattern.test(value) ? value : undefined
}

/**
 * A number written as a plain decimal, digits for digits: `String` gives the shortest text that
 * reads back as the same number (98.9 stays '98.9', not 98.900000000000006), and its exponent
 * form (1e-7, 1e+21) is spelled out.
 */
function plainDecimal(value: number): string {
  const text = String(value)
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, lead = '', rest = '', exponent = '0'] = match
  const digits = `${lead}${rest}`
  const point = 1 + Number(exponent)
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${digits}${'0'.repeat(point - digits.length)}`
  return `${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * A non-negative amount of fiat or crypto as a plain decimal string. The contract sends strings;
 * a finite number >= 0 is accepted too and written without float noise. Else `undefined`.
 * @example readOnrampAmount('98.90') // '98.90'; readOnrampAmount(0.1) // '0.1'; readOnrampAmount(-1) // undefined
 */
export function readOnrampAmount(value: unknown): string | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? decimalString(plainDecimal(value)) : undefined
  }
  return decimalString(value)
}

/** An ISO 8601 time from a date string or epoch milliseconds, else `undefined`. */
export function isoTime(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

/**
 * Why an onramp call gave no answer, in one short line safe to show: the error's short message
 * and its details ('Server Error: failed to get a quote'), controls and bidi characters stripped.
 * @example failureReason(new ApiError('HTTP_REQUEST_TIMEOUT', { url, details: 'No answer within 10 s.' }))
 * // 'The request took too long to respond: No answer within 10 s.'
 */
export function failureReason(error: unknown): string {
  let text = error instanceof Error ? error.message : ''
  if (error instanceof BaseError) {
    const { shortMessage, details } = error
    text =
      details && details !== shortMessage
        ? `${shortMessage.replace(/\.$/, '')}: ${details}`
        : shortMessage
  }
  return displayText(text, maxFailureLength) ?? 'Unknown error'
}
