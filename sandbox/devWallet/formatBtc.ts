/**
 * Satoshis as a BTC amount for people: 8 decimals at most, trailing zeros dropped.
 * @example formatBtc(15_000n) // '0.00015 BTC'
 */
export function formatBtc(sats: bigint): string {
  const sign = sats < 0n ? '-' : ''
  const abs = sats < 0n ? -sats : sats
  const whole = abs / 100_000_000n
  const fraction = (abs % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''} BTC`
}
