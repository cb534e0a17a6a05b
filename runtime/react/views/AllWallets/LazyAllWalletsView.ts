import { defineLazyView } from '../../lazy/defineLazyView.js'

/**
 * All Wallets, its own chunk: fetched when first shown, or when the pointer nears its entry on
 * the Connect view (`LazyAllWalletsView.preload()`).
 */
export const LazyAllWalletsView = defineLazyView(
  () => import('./AllWalletsView.js'),
  (module) => module.AllWalletsView,
)
