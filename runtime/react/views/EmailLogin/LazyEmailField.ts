import { type AppKit, emailLoginSite } from '../../../core/kernel.js'
import { useAppKitInstance, useStoreState } from '../../internal.js'
import { defineLazyView } from '../../lazy/defineLazyView.js'

/**
 * The email field of the Connect view: a chunk of its own, warmed at idle with the wallet list
 * (`useWarmRegistry`) so that the view opens with it in place.
 */
export const LazyEmailField = defineLazyView(
  () => import('./EmailField.js'),
  (module) => module.EmailField,
)

/**
 * Whether Connect offers email login: email on in the features the modal acts on (the config's,
 * then merged with the project's remote configuration: SPEC section 5, the embedded wallet only
 * with the email or socials remote feature), an EVM network to keep the embedded wallet on, and a
 * secure site that can work (`services.secureSite` set, on another origin than this page): a
 * login that cannot work is never offered.
 * @example if (emailOffered(appKit)) LazyEmailField.preload()
 */
export function emailOffered(appKit: AppKit): boolean {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin
  const { email } = appKit.stores.features.getState()
  return 'site' in emailLoginSite({ ...appKit.config, features: { email } }, origin)
}

const selectEmail = (features: { email: boolean }) => features.email

/**
 * `emailOffered` for a component: re-renders when the remote configuration turns email on or off.
 * @example const email = useEmailOffered() ? <LazyEmailField data={undefined} /> : null
 */
export function useEmailOffered(): boolean {
  const appKit = useAppKitInstance()
  const email = useStoreState(appKit.stores.features, selectEmail)
  return email && emailOffered(appKit)
}
