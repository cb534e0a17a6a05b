/** A decimal number as an integer and a power of ten: `value / 10^scale`. */
export interface FixedPoint {
  value: bigint
  scale: number
}

// How JavaScript writes a finite non-negative number: '3000', '0.25', '1.5e-7', '1e+21'.
const numberText = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/

/**
 * A price the service sent as a JSON number, as the exact decimal JavaScript prints for it, so the
 * maths after it is integer maths. `undefined` for NaN, infinities and negatives.
 * @example fixedPointOf(3000.5) // { value: 30005n, scale: 1 }
 * @example fixedPointOf(1.5e-7) // { value: 15n, scale: 8 }
 */
export function fixedPointOf(price: number): FixedPoint | undefined {
  if (!Number.isFinite(price) || price < 0) return undefined
  const match = numberText.exec(String(price))
  if (!match) return undefined
  const [, whole = '0', fraction = '', exponent = '0'] = match
  const scale = fraction.length - Number(exponent)
  const value = BigInt(`${whole}${fraction}`)
  return scale >= 0 ? { value, scale } : { value: value * 10n ** BigInt(-scale), scale: 0 }
}
