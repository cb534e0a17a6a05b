import { createHash } from 'node:crypto'

/**
 * The hash of a sandbox block: double SHA-256 of its height, txids and time. Nothing is mined
 * for real (no header, no proof of work); it only needs to be stable and distinct per block.
 * @example blockHash(1, ['c51f...'], 1_700_000_000) // 64 hex digits, the same on every call
 */
export function blockHash(height: number, txids: readonly string[], time: number): string {
  const text = `appkit sandbox block ${height} ${txids.join(',')} ${time}`
  const once = createHash('sha256').update(text).digest()
  return createHash('sha256').update(once).digest('hex')
}
