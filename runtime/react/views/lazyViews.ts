import { defineLazyView } from '../lazy/defineLazyView.js'

// Views outside the connect path, each its own chunk: an app whose users only connect never
// downloads them.

/** Networks, fetched when first shown or when the pointer nears the network button. */
export const LazyNetworksView = defineLazyView(() =>
  import('./Networks/NetworksView.js').then((module) => module.NetworksView),
)

/** UnsupportedChain, fetched when the wallet first lands on a network the app does not support. */
export const LazyUnsupportedChainView = defineLazyView(() =>
  import('./UnsupportedChain/UnsupportedChainView.js').then(
    (module) => module.UnsupportedChainView,
  ),
)
