import { BaseError } from './BaseError.js'

/**
 * A foreign error with no better mapping, wrapped so inner code only ever sees `BaseError`s. The
 * original is kept as `cause` and its message as `details`.
 * @example
 * throw new UnknownError(new TypeError('Failed to fetch'))
 */
export class UnknownError extends BaseError {
  override name = 'UnknownError' as const

  constructor(cause: unknown) {
    super('An unknown error occurred', { code: 'UNKNOWN_ERROR', cause })
  }
}
