import type { BaseError } from '../../../core/kernel.js'
import { strings } from '../../internal.js'

/**
 * Why the registry failed, in words: rate limited, server error, offline, ... from the error's
 * code; offline too when its code could not even be fetched (`error` undefined).
 * @example registryFailureReason(state.error) // 'Server error: the wallet service had a problem.'
 */
export function registryFailureReason(error: BaseError | undefined): string {
  const { reasons } = strings.allWallets
  if (!error) return reasons.HTTP_REQUEST_FAILED
  const byCode: Readonly<Record<string, string>> = reasons
  return Object.hasOwn(byCode, error.code)
    ? (byCode[error.code] ?? reasons.fallback)
    : reasons.fallback
}
