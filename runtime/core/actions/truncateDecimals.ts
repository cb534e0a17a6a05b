/**
 * Truncates (never rounds) a decimal string to `decimals` places, dropping trailing zeros.
 * @example truncateDecimals('1.23456') // '1.234'
 */
export function truncateDecimals(value: string, decimals = 3): string {
  const [whole, fraction = ''] = value.split('.')
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : (whole ?? '0')
}
