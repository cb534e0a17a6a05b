/** What `parseAmount` gives: the amount in the token's smallest units, or why it was refused. */
export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; reason: string }

// Digits with at most one dot, nothing else: no sign, exponent, grouping, hex or inner space.
// '.5' and '10.' are accepted: both are what people type mid-edit and neither is ambiguous.
const decimalPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads a typed amount exactly (no floating point) into the token's smallest units. Outer
 * whitespace from a paste is ignored; everything else that is not plain digits with one optional
 * dot is refused before any wallet prompt (SECURITY.md "Sending"), as is zero.
 * @example
 * parseAmount('0.5', 18) // { ok: true, value: 500000000000000000n }
 * parseAmount('1e-7', 18) // { ok: false, reason: 'Use digits and one dot only, like 0.5.' }
 */
export function parseAmount(text: string, decimals: number): ParseAmountResult {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'Enter an amount.' }
  const match = decimalPattern.exec(trimmed)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || (whole === '' && fraction === '')) {
    return { ok: false, reason: 'Use digits and one dot only, like 0.5.' }
  }
  if (fraction.length > decimals) {
    return {
      ok: false,
      reason:
        decimals === 0
          ? 'This token has no decimal places.'
          : `This token has at most ${decimals} decimal places.`,
    }
  }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value === 0n) return { ok: false, reason: 'Enter an amount above zero.' }
  return { ok: true, value }
}
