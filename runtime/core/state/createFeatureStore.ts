import type { NormalizedConfig } from '../../../schema/index.js'
import { createStore, type Store } from '../store/createStore.js'

/**
 * The features a project's remote configuration may set (SPEC section 3 'Remote feature flags'),
 * as the modal acts on them: the config's own values until the remote configuration arrives,
 * then the merge of both (`mergeRemoteFeatures`).
 */
export interface FeatureState {
  email: boolean
  /** Providers in display order, or false for none. */
  socials: NormalizedConfig['features']['socials']
  swaps: boolean
  onramp: boolean
  activity: boolean
  /** Kept as the project says; the kit shows no vendor branding either way. */
  reownBranding: boolean
  multiWallet: boolean
  /**
   * 'local' until the remote configuration answered (and for good where it is not fetched:
   * offline, failing, basic mode); 'remote' once merged.
   */
  source: 'local' | 'remote'
}

/**
 * The local features of a config, before any remote configuration.
 * @example localFeatures(config).multiWallet // false unless features.multiWallet is set
 */
export function localFeatures(config: Pick<NormalizedConfig, 'features'>): FeatureState {
  const { email, socials, swaps, onramp, activity, multiWallet } = config.features
  return {
    email,
    socials,
    swaps,
    onramp,
    activity,
    reownBranding: true,
    multiWallet,
    source: 'local',
  }
}

/**
 * The feature store of an instance, starting from the config's own features.
 * @example createFeatureStore(config).getState().swaps
 */
export function createFeatureStore(
  config: Pick<NormalizedConfig, 'features'>,
): Store<FeatureState> {
  return createStore<FeatureState>(localFeatures(config))
}
