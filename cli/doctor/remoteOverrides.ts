import {
  type FeatureOverride,
  mergeRemoteFeatures,
  type RemoteFeatureEntry,
} from '../../runtime/core/remote/mergeRemoteFeatures.js'
import type { AppKitConfig } from '../../schema/index.js'

/**
 * The local features the remote project configuration overrides, by the runtime's own merge
 * (`mergeRemoteFeatures`), so doctor reports exactly what the modal will do: where the remote
 * value differs from the local one, the remote wins and the local setting is ignored (SPEC
 * section 8, warning 'Local configuration ignored'). Unknown ids and provider names are skipped.
 * @example remoteOverrides(config.features, [{ id: 'email', isEnabled: false }])
 * // [{ key: 'features.email', message: 'Local configuration ignored: features.email is disabled remotely (local: enabled)' }]
 */
export function remoteOverrides(
  local: AppKitConfig['features'],
  remote: readonly RemoteFeatureEntry[],
): FeatureOverride[] {
  return mergeRemoteFeatures(local, remote).overrides
}
