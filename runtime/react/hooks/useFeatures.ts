import type { FeatureState } from '../../core/kernel.js'
// Through React internal, as the lazy views it serves reach code of an earlier load.
import { useAppKitInstance, useStoreState } from '../internal.js'

const whole = (features: FeatureState) => features

/**
 * The features the modal acts on (`appKit.stores.features`): the config's until the project's
 * remote configuration arrives after mount, then the merge of both. Re-renders when they change,
 * so a button or tab the remote side turns off goes away from the open modal. Not public: an app
 * already knows its own config.
 * @example const { swaps, activity } = useFeatures()
 */
export function useFeatures(): FeatureState {
  return useStoreState(useAppKitInstance().stores.features, whole)
}
