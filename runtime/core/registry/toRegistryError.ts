import { ApiError } from '../api/ApiError.js'
import type { BaseError } from '../errors/BaseError.js'
import { UnknownError } from '../kernel.js'

/**
 * A failure of a registry call as state: an `ApiError` as it is, anything else (a bug, a foreign
 * throw) wrapped, so the views always get a `BaseError` with a code.
 * @example store.setState({ status: 'error', error: toRegistryError(error) })
 */
export function toRegistryError(error: unknown): BaseError & { retryAfterMs?: number | undefined } {
  return error instanceof ApiError ? error : new UnknownError(error)
}
