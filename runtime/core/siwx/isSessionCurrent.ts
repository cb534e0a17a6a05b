import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'
import type { SiwxSession } from './verifySiwxMessageWith.js'

/**
 * Whether a session holds at `now`: its expiration time, when it has one, is still ahead and its
 * not-before, when it has one, has passed. A date that does not parse fails closed.
 * @example isSessionCurrent(session, Date.now())
 */
export function isSessionCurrent(session: SiwxSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data
  if (expirationTime !== undefined) {
    const expiry = parseRfc3339DateTime(expirationTime)
    if (expiry === undefined || now >= expiry) return false
  }
  if (notBefore !== undefined) {
    const start = parseRfc3339DateTime(notBefore)
    if (start === undefined || now < start) return false
  }
  return true
}
