import { sanitizeWalletName } from '../kernel.js'

/** Longest token, NFT or identity name shown (SECURITY "Untrusted data"). */
export const maxNameLength = 64
/** Longest token symbol shown. */
export const maxSymbolLength = 16

/** Whether `value` is a plain JSON object. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Untrusted text made inert for display: the wallet-name rules (controls, bidi and zero-width
 * characters stripped, whitespace collapsed) and a length cap. `undefined` when not a string or
 * nothing visible is left.
 * @example displayText('US\u202eDC', 16) // 'USDC'
 */
export function displayText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined
  return sanitizeWalletName(value, maxLength) || undefined
}

/** A finite number >= 0, else `undefined` (NaN, Infinity and negatives are not amounts or prices). */
export function amount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

// Plain decimals only: no exponent, sign or separators, so the views can format them exactly.
const decimalPattern = /^\d{1,78}(\.\d{1,78})?$/

/** A non-negative decimal string such as '12.5', else `undefined`. */
export function decimalString(value: unknown): string | undefined {
  return typeof value === 'string' && decimalPattern.test(value) ? value : undefined
}

// Ids and hashes are keys and link parts, never display text: printable ASCII only.
const tokenPattern = /^[\x21-\x7e]{1,256}$/

/** A printable ASCII id of at most 256 characters, else `undefined`. */
export function plainId(value: unknown): string | undefined {
  return typeof value === 'string' && tokenPattern.test(value) ? value : undefined
}
