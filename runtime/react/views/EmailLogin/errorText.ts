import { BaseError } from '../../../core/kernel.js'

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
    return 'Network Error - Could not load embedded wallet. Try again later.'
  }
  if (error instanceof BaseError && error.code === 'UNVERIFIED_DOMAIN') {
    return "Invalid App Configuration: this site's origin is not on the project's allowlist."
  }
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message.slice(0, 300)
  return 'Something went wrong'
}
