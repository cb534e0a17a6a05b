import { type AppKit, emailLoginSite, type FeatureState } from '../../../core/kernel.js'
import { useAppKitInstance, useStoreState } from '../../internal.js'

/** The providers of `features.socials`, in display order (the six popup ones and Farcaster). */
export type OfferedSocials = Exclude<FeatureState['socials'], false>

const none: OfferedSocials = []

const selectSocials = (features: FeatureState) => features.socials

/**
 * The social logins Connect offers, in their order: `features.socials` as the modal acts on it
 * (the config's, merged with the project's remote configuration), when it lists any and the
 * embedded wallet they log in to can work: an EVM network to keep it on and a secure site on
 * another origin (the rule email login follows, `emailLoginSite`). Empty otherwise: a login that
 * cannot work is never offered. The messaging mini-app's device filters are applied where the
 * providers are drawn (`shownSocials`).
 * @example if (offeredSocials(appKit).length > 0) LazySocialRow.preload()
 */
export function offeredSocials(
  appKit: AppKit,
  socials: FeatureState['socials'] = selectSocials(appKit.stores.features.getState()),
): OfferedSocials {
  if (!socials || socials.length === 0) return none
  const origin = typeof window === 'undefined' ? undefined : window.location.origin
  const found = emailLoginSite({ ...appKit.config, features: { email: false, socials } }, origin)
  return 'site' in found ? socials : none
}

/**
 * `offeredSocials` for a component: re-renders when the remote configuration changes the list.
 * @example const socials = useOfferedSocials(); if (socials.length > 0) return <SocialSlot ... />
 */
export function useOfferedSocials(): OfferedSocials {
  const appKit = useAppKitInstance()
  return offeredSocials(appKit, useStoreState(appKit.stores.features, selectSocials))
}
