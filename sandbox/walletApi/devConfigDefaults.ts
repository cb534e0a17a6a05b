import { defaultFixture } from './defaultFixture.js'
import type { RemoteFeature } from './WalletApiFixture.js'

/**
 * What `appkit dev` writes to a missing `.appkit/remote-config.json`: the test fixture's features
 * (the schema's defaults) with multi-wallet on, so the example shows a remote feature at work (the
 * local default is off: the browser logs that the local setting was ignored).
 * @example devRemoteConfig().features.find((f) => f.id === 'multi_wallet')?.isEnabled // true
 */
export function devRemoteConfig(): { features: RemoteFeature[] } {
  return {
    features: defaultFixture().features.map((feature) =>
      feature.id === 'multi_wallet' ? { ...feature, isEnabled: true } : feature,
    ),
  }
}

/**
 * What `appkit dev` writes to a missing `.appkit/analytics-config.json`: analytics on, so the
 * events reach the sandbox recorder's page.
 * @example devAnalyticsConfig() // { isAnalyticsEnabled: true }
 */
export function devAnalyticsConfig(): { isAnalyticsEnabled: boolean } {
  return { isAnalyticsEnabled: defaultFixture().isAnalyticsEnabled }
}
