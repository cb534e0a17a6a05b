import { BaseError } from '../../../core/kernel.js'
import { emailStrings } from './emailStrings.js'

const unreachableCodes = new Set([
  'IFRAME_LOAD_FAILED',
  'HTTP_REQUEST_FAILED',
  'HTTP_REQUEST_TIMEOUT',
])

/**
 * The words to show for a failed email-login step: the kit's short message (SPEC section 8: a
 * time-out, a frame that did not load), else the secure site's or the check's own message.
 * @example setError(errorText(error))
 */
export function errorText(error: unknown): string {
  // SPEC section 8's alert for a secure site that cannot be reached; the services it needs first
  // (the origin check) not answering read the same to a visitor.
  if (error instanceof BaseError && unreachableCodes.has(error.code)) {
    return emailStrings.errors.unreachable
  }
  if (error instanceof BaseError && error.code === 'UNVERIFIED_DOMAIN') {
    return emailStrings.errors.unverifiedDomain
  }
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message.slice(0, 300)
  return emailStrings.errors.fallback
}
