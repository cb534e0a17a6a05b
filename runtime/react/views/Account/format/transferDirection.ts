/** Which way an asset moved, seen from the account. */
export type TransferDirection = 'in' | 'out' | 'self'

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether two addresses are the same account: EVM hex addresses compare case-insensitively (the
 * case is only the EIP-55 checksum), anything else (base58) exactly.
 * @example sameAddress('0xabc…', '0xABC…') // true
 */
export function sameAddress(a: string, b: string): boolean {
  if (hexAddress.test(a) && hexAddress.test(b)) return a.toLowerCase() === b.toLowerCase()
  return a === b
}

/**
 * The direction of a history entry's transfer, seen from `account`: the service's own `direction`
 * when it gives one, else the entry's sender and receiver compared with the account (a pending
 * send has no transfers to read it from).
 * @example transferDirection({ sentFrom: account, sentTo: other }, undefined, account) // 'out'
 */
export function transferDirection(
  transaction: { sentFrom: string; sentTo: string },
  transfer: { direction?: TransferDirection | undefined } | undefined,
  account: string,
): TransferDirection | undefined {
  if (transfer?.direction) return transfer.direction
  const from = transaction.sentFrom !== '' && sameAddress(transaction.sentFrom, account)
  const to = transaction.sentTo !== '' && sameAddress(transaction.sentTo, account)
  if (from && to) return 'self'
  if (from) return 'out'
  if (to) return 'in'
  return undefined
}
