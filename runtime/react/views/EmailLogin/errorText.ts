import { BaseError } from '../../../core/index.js'

/**
 * The words to show for a failed email-login step: the kit's short message (SPEC section 8: a
 * time-out, a frame that did not load), else the secure site's or the check's own message.
 * @example setError(errorText(error))
 */
export function errorText(error: unknown): string {
  // SPEC section 8's alert for a secure site that cannot be reached.
  if (error instanceof BaseError && error.code === 'IFRAME_LOAD_FAILED') {
    return 'Network Error - Could not load embedded wallet. Try again later.'
  }
  if (error instanceof BaseError && error.code === 'UNVERIFIED_DOMAIN') {
    return "Invalid App Configuration: this site's origin is not on the project's allowlist."
  }
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message.slice(0, 300)
  return 'Something went wrong'
}
