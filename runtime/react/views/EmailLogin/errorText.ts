import { BaseError } from '../../../core/index.js'

/**
 * The words to show for a failed email-login step: the kit's short message (SPEC section 8: a
 * time-out, a frame that did not load), else the secure site's or the check's own message.
 * @example setError(errorText(error))
 */
export function errorText(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message.slice(0, 300)
  return 'Something went wrong'
}
