/** How many digits `formatQuotient` keeps: a fixed number of decimals, or of significant digits. */
export type QuotientPrecision = { decimals: number } | { significant: number }

const abs = (value: bigint) => (value < 0n ? -value : value)

/** How many zeros follow the dot before the first significant digit of n / d (n < d, n > 0). */
function leadingFractionZeros(n: bigint, d: bigint): number {
  let zeros = 0
  let scaled = n * 10n
  while (scaled < d) {
    zeros += 1
    scaled *= 10n
  }
  return zeros
}

/**
 * `numerator / denominator` as a plain decimal string, exactly (bigint maths, no floating point),
 * cut toward zero at `precision` and without trailing zeros. With `significant`, a whole part
 * longer than that is kept whole.
 * @example
 * formatQuotient(2n, 3n, { decimals: 2 }) // '0.66'
 * formatQuotient(1n, 2991n, { significant: 4 }) // '0.0003343'
 * formatQuotient(299102n, 100n, { significant: 3 }) // '2991'
 */
export function formatQuotient(
  numerator: bigint,
  denominator: bigint,
  precision: QuotientPrecision,
): string {
  if (denominator === 0n) throw new RangeError('formatQuotient: division by zero')
  const negative = numerator !== 0n && numerator < 0n !== denominator < 0n
  const n = abs(numerator)
  const d = abs(denominator)
  const whole = n / d
  let decimals: number
  if ('decimals' in precision) decimals = precision.decimals
  else if (whole > 0n) decimals = Math.max(0, precision.significant - whole.toString().length)
  else if (n === 0n) decimals = 0
  else decimals = leadingFractionZeros(n, d) + precision.significant
  const digits = ((n * 10n ** BigInt(decimals)) / d).toString().padStart(decimals + 1, '0')
  const cut = digits.length - decimals
  const fraction = digits.slice(cut).replace(/0+$/, '')
  const text = fraction ? `${digits.slice(0, cut)}.${fraction}` : digits.slice(0, cut)
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}
