import { strings } from '../../internal.js'
import { registryFailureReason } from './registryFailureReason.js'
import type { UseRegistryReturn } from './useRegistry.js'

/**
 * The Connect view's note when the wallet registry failed: what failed, why (rate limited,
 * server error, offline, ...), that installed wallets still work, and a retry. Nothing otherwise.
 * @example <RegistryNotice registry={useRegistry()} />
 */
export function RegistryNotice({ registry }: { registry: UseRegistryReturn }) {
  const { state, failed } = registry
  if (!failed && state?.status !== 'error') return null
  const retry = () => (failed ? registry.reload() : void registry.registry?.retry())
  return (
    <div className="ak-status" role="status">
      <p className="ak-status-text">
        <strong>{strings.allWallets.failed}</strong>
        <br />
        {registryFailureReason(failed ? undefined : state?.error)} {strings.allWallets.fallbackHint}
      </p>
      <button type="button" className="ak-button" onClick={retry}>
        {strings.tryAgain}
      </button>
    </div>
  )
}
