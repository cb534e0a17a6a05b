/** Whether `value` is a whole, non-negative number of satoshis JavaScript holds exactly. */
export function isSats(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Whether `value` is a transaction id as Esplora writes it: 64 lower-case hex characters. */
export function isTxid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)
}

/** The most UTXOs of one address read: more is no wallet this kit serves, or a hostile answer. */
export const maxUtxos = 5_000

/**
 * An address as a path segment: it goes into the URL escaped, whatever a caller passed.
 * @example `/address/${addressSegment(address)}/utxo`
 */
export function addressSegment(address: string): string {
  return encodeURIComponent(address)
}
