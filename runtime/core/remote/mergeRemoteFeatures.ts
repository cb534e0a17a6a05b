// The one merge of the project's remote configuration over the local features, shared by the
// runtime (after mount) and `appkit doctor`: it imports types only, so the CLI can import it
// without pulling in any of the engine.
import type { FeatureState } from '../state/createFeatureStore.js'

/** One entry of `/appkit/v1/config`'s `features` (`config`: a provider list, or null). */
export interface RemoteFeatureEntry {
  id: string
  isEnabled: boolean
  config?: unknown
}

/** What the merge reads and writes: the local settings the remote configuration may replace. */
export type MergeableFeatures = Pick<
  FeatureState,
  'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'multiWallet'
> & { reownBranding?: boolean }

/** A local setting the remote configuration replaced. */
export interface FeatureOverride {
  /** The local key, e.g. `features.email`. */
  key: string
  /** `Local configuration ignored: features.email is disabled remotely (local: enabled)` */
  message: string
}

export interface MergeRemoteFeaturesReturnType<Local extends MergeableFeatures> {
  /** `local` with the remote values in place (a copy; `local` is not changed). */
  features: Local
  /** One per local setting the remote side changed, in the order the remote side lists them. */
  overrides: FeatureOverride[]
}

type SocialProvider = Exclude<FeatureState['socials'], false>[number]
type Switch = 'email' | 'swaps' | 'onramp' | 'activity' | 'multiWallet' | 'reownBranding'

// Typed against the schema's provider type, so a provider added there fails to compile here until
// it is added too. The order is the default display order (SPEC section 9).
const socialProviderSet: Record<SocialProvider, true> = {
  google: true,
  x: true,
  discord: true,
  farcaster: true,
  github: true,
  apple: true,
  facebook: true,
}
const allSocialProviders = Object.keys(socialProviderSet) as SocialProvider[]

// The remote ids that are plain switches, and the local key each one sets. `reown_branding` has
// no local setting (the kit shows no vendor branding): kept, never reported.
const switches: Record<string, Switch> = {
  email: 'email',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  multi_wallet: 'multiWallet',
  reown_branding: 'reownBranding',
}

const onOff = (enabled: boolean) => (enabled ? 'enabled' : 'disabled')
const listed = (value: FeatureState['socials']) =>
  value === false ? 'disabled' : value.join(', ') || 'none'

function isEntry(value: unknown): value is RemoteFeatureEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return typeof entry.id === 'string' && typeof entry.isEnabled === 'boolean'
}

/**
 * The providers of a remote socials entry, or undefined when it names none (null, or no list).
 * Names the kit does not know are dropped: a server's text never reaches a log or the screen.
 */
function remoteProviders(config: unknown): SocialProvider[] | undefined {
  if (!Array.isArray(config)) return undefined
  const known = config.filter(
    (name): name is SocialProvider =>
      typeof name === 'string' && Object.hasOwn(socialProviderSet, name),
  )
  return [...new Set(known)]
}

function mergeSocials(
  local: FeatureState['socials'],
  entry: RemoteFeatureEntry,
): { value: FeatureState['socials']; change?: string } {
  if (!entry.isEnabled) {
    return local === false ? { value: false } : { value: false, change: 'is disabled remotely' }
  }
  const providers = remoteProviders(entry.config)
  if (local === false) {
    // Enabled without a list: every provider, in the default order.
    const value = providers ?? allSocialProviders
    if (value.length === 0) return { value: false }
    return {
      value,
      change: `is enabled remotely${providers ? ` (${listed(providers)})` : ''}`,
    }
  }
  // Enabled without a list: the remote side keeps the local providers.
  if (!providers || providers.join(',') === local.join(',')) return { value: local }
  // A list with no provider the kit knows turns socials off (SPEC section 5: a non-empty list).
  return {
    value: providers.length > 0 ? providers : false,
    change: `is ${listed(providers)} remotely`,
  }
}

/**
 * Merges the project's remote feature flags (`GET /appkit/v1/config`) over the local ones: the
 * remote value wins, both ways, for email, socials (its provider list), swaps, onramp, activity,
 * reown_branding and multi_wallet; unknown ids and malformed entries are ignored, and so is a
 * second entry for the same id. Each local setting it changes gives one override, worded as SPEC
 * section 8's warning 'Local configuration ignored'.
 * @example
 * const { features, overrides } = mergeRemoteFeatures(local, [{ id: 'swaps', isEnabled: false }])
 * features.swaps // false
 * overrides[0]?.message // 'Local configuration ignored: features.swaps is disabled remotely (local: enabled)'
 */
export function mergeRemoteFeatures<Local extends MergeableFeatures>(
  local: Local,
  remote: readonly RemoteFeatureEntry[],
): MergeRemoteFeaturesReturnType<Local> {
  const merged: MergeableFeatures = { ...local }
  const overrides: FeatureOverride[] = []
  const seen = new Set<string>()
  const entries: readonly unknown[] = Array.isArray(remote) ? remote : []
  for (const entry of entries) {
    if (!isEntry(entry) || seen.has(entry.id)) continue
    let key: keyof MergeableFeatures
    let change: string | undefined
    let localText: string
    if (entry.id === 'socials') {
      key = 'socials'
      const socials = mergeSocials(local.socials, entry)
      merged.socials = socials.value
      change = socials.change
      localText = listed(local.socials)
    } else if (Object.hasOwn(switches, entry.id)) {
      key = switches[entry.id] as Switch
      merged[key] = entry.isEnabled
      const localValue = local[key] ?? true
      // reown_branding has no local setting: nothing of the developer's is ignored.
      if (key !== 'reownBranding' && entry.isEnabled !== localValue) {
        change = `is ${onOff(entry.isEnabled)} remotely`
      }
      localText = onOff(localValue)
    } else continue
    seen.add(entry.id)
    if (!change) continue
    overrides.push({
      key: `features.${key}`,
      message: `Local configuration ignored: features.${key} ${change} (local: ${localText})`,
    })
  }
  return { features: merged as Local, overrides }
}
