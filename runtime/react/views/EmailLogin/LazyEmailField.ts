import type { AppKit } from '../../../core/index.js'
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
 * Whether Connect offers email login: `features.email` on and an EVM network to keep the
 * embedded wallet on.
 * @example if (emailOffered(appKit)) LazyEmailField.preload()
 */
export function emailOffered(appKit: AppKit): boolean {
  return (
    appKit.config.features.email &&
    appKit.config.networks.some((network) => network.chainNamespace === 'eip155')
  )
}
