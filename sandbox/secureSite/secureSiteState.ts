import type { DeviceCheck } from './createDeviceCheck.js'
import type { FarcasterChannels } from './createFarcasterChannels.js'
import type { LoginStore } from './createLoginStore.js'
import type { SocialLogins } from './createSocialLogins.js'
import type { SiteSmartAccounts } from './siteSmartAccounts.js'
import type { StartSecureSiteOptions } from './startSecureSite.js'

/** What the secure site's routes share while it runs. */
export interface SecureSiteState {
  store: LoginStore
  options: StartSecureSiteOptions
  /** Addresses that logged in since the site started. */
  loggedIn: Set<string>
  /** The site's own origin, `http://localhost:PORT`: the only one its POST routes answer. */
  origin: string
  /** The origins that may frame the site: the only parents a social sign-in may go back to. */
  allowed: ReadonlySet<string>
  /** Device approval of logins from new browsers, when enabled. */
  devices: DeviceCheck
  /** Social sign-ins under way and their one-time codes. */
  social: SocialLogins
  /** Farcaster approval pages, one per browser. */
  farcaster: FarcasterChannels
  /** The smart accounts offered, when the site was given a factory. */
  smartAccounts: SiteSmartAccounts | undefined
}
