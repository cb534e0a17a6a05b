import { type AppKit, emailLoginSite } from '../../../core/kernel.js'
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
 * Whether Connect offers email login: `features.email` on, an EVM network to keep the embedded
 * wallet on, and a secure site that can work (`services.secureSite` set, on another origin than
 * this page): a login that cannot work is never offered.
 * @example if (emailOffered(appKit)) LazyEmailField.preload()
 */
export function emailOffered(appKit: AppKit): boolean {
  const origin = typeof window === 'undefined' ? undefined : window.location.origin
  return 'site' in emailLoginSite(appKit.config, origin)
}
