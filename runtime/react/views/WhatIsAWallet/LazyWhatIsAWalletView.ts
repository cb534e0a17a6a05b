import { defineLazyView } from '../../lazy/defineLazyView.js'

/**
 * WhatIsAWallet, its own chunk: fetched when first shown, or when the pointer or focus nears the
 * "I don't have a wallet" link of the Connect view (`LazyWhatIsAWalletView.preload()`).
 */
export const LazyWhatIsAWalletView = defineLazyView(
  () => import('./WhatIsAWalletView.js'),
  (module) => module.WhatIsAWalletView,
)
