// One formatter: building an Intl.NumberFormat is far slower than using one.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * A money amount as the account shows it: US dollars, 2 decimals, en-US (SPEC section 9).
 * Anything that is not a finite number shows as $0.00 rather than 'NaN'.
 * @example formatUsd(1234.5) // '$1,234.50'
 */
export function formatUsd(value: number | undefined): string {
  return usd.format(value !== undefined && Number.isFinite(value) ? value : 0)
}
