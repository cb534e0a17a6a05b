import type { BaseError } from '../../../core/kernel.js'
import { strings } from '../../internal.js'
import { registryFailureReason } from './registryFailureReason.js'

/**
 * The failure state of All Wallets (or of its next page, or a search): what failed, why, and a
 * retry. An alert, so a screen reader hears it without moving focus.
 * @example <RegistryError error={state.error} onRetry={() => registry.retry()} />
 */
export function RegistryError({
  error,
  onRetry,
}: {
  /** `undefined` when the registry's code itself could not be fetched (offline). */
  error: BaseError | undefined
  onRetry(): void
}) {
  return (
    <div className="ak-status" data-tone="error">
      <div role="alert">
        <p className="ak-status-title">{strings.allWallets.failed}</p>
        <p className="ak-status-text">
          {registryFailureReason(error)} {strings.allWallets.fallbackHint}
        </p>
      </div>
      <button type="button" className="ak-button" onClick={onRetry}>
        {strings.tryAgain}
      </button>
    </div>
  )
}
