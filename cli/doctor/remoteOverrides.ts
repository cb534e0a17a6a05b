import type { AppKitConfig } from '../../schema/index.js'
import { terminalText } from '../terminalText.js'

/** A remote feature as `/appkit/v1/config` lists it; `config` is a provider list or null. */
export interface RemoteFeatureEntry {
  id: string
  isEnabled: boolean
  config?: unknown
}

/** A local setting the remote configuration replaces. */
export interface Override {
  /** The local key, e.g. `features.email`. */
  key: string
  /** `Local configuration ignored: features.email is disabled remotely (local: enabled)` */
  message: string
}

type Features = AppKitConfig['features']
const toggles = { email: 'email', swaps: 'swaps', onramp: 'onramp', activity: 'activity' } as const
const onOff = (enabled: boolean) => (enabled ? 'enabled' : 'disabled')
// The remote provider names are outside text: escaped, and the list capped, since a server can
// send any number of them.
const listed = (value: false | readonly string[]) =>
  value === false ? 'disabled' : terminalText(value.join(', '), 200) || 'none'

function socialsOverride(
  local: Features['socials'],
  remote: RemoteFeatureEntry,
): string | undefined {
  if (!remote.isEnabled) return local === false ? undefined : 'is disabled remotely'
  const providers = Array.isArray(remote.config)
    ? remote.config.filter((entry): entry is string => typeof entry === 'string')
    : undefined
  if (local === false) return `is enabled remotely${providers ? ` (${listed(providers)})` : ''}`
  // Enabled without a list: the remote side keeps the local providers.
  if (!providers || providers.join(',') === local.join(',')) return undefined
  return `is ${listed(providers)} remotely`
}

/**
 * The local features the remote project configuration overrides: where the remote value
 * differs from the local one, the remote wins and the local setting is ignored (SPEC section 8,
 * warning 'Local configuration ignored'). Remote features with no local setting are skipped.
 * @example remoteOverrides(config.features, [{ id: 'email', isEnabled: false }])
 * // [{ key: 'features.email', message: 'Local configuration ignored: features.email is disabled remotely (local: enabled)' }]
 */
export function remoteOverrides(
  local: Features,
  remote: readonly RemoteFeatureEntry[],
): Override[] {
  const overrides: Override[] = []
  for (const feature of remote) {
    let change: string | undefined
    let localText: string
    if (feature.id === 'socials') {
      change = socialsOverride(local.socials, feature)
      localText = listed(local.socials)
    } else if (Object.hasOwn(toggles, feature.id)) {
      const value = local[toggles[feature.id as keyof typeof toggles]]
      change = feature.isEnabled === value ? undefined : `is ${onOff(feature.isEnabled)} remotely`
      localText = onOff(value)
    } else continue
    if (!change) continue
    const key = `features.${feature.id}`
    overrides.push({
      key,
      message: `Local configuration ignored: ${key} ${change} (local: ${localText})`,
    })
  }
  return overrides
}
