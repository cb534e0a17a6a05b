import type { AlertKey } from '../alerts/alertCatalog.js'
import { FrameLoadError, FrameRequestTimeoutError } from '../frame/frameErrors.js'
import { UnverifiedDomainError } from './checkOrigin.js'

/**
 * The alert of SPEC section 8 a failed request to the secure frame opens, if any: the frame did
 * not load (IFRAME_LOAD_FAILED), one request had no answer in time (IFRAME_REQUEST_TIMEOUT), or
 * the page's origin is not on the project's allowlist (UNVERIFIED_DOMAIN). Other failures (the
 * frame's own error answers, an abort) are the view's to show.
 * @example frameAlertKey(new FrameRequestTimeoutError('GET_USER', 10_000)) // 'IFRAME_REQUEST_TIMEOUT'
 */
export function frameAlertKey(error: unknown): AlertKey | undefined {
  if (error instanceof FrameLoadError) return 'IFRAME_LOAD_FAILED'
  if (error instanceof FrameRequestTimeoutError) return 'IFRAME_REQUEST_TIMEOUT'
  if (error instanceof UnverifiedDomainError) return 'UNVERIFIED_DOMAIN'
  return undefined
}
