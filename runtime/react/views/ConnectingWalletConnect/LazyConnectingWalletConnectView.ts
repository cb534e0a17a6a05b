import { defineLazyView } from '../../lazy/defineLazyView.js'

/**
 * ConnectingWalletConnect, its own chunk (with the QR encoder): fetched when a visitor first
 * chooses WalletConnect. The WalletConnect SDK is a further chunk the connector imports.
 */
export const LazyConnectingWalletConnectView = defineLazyView(
  () => import('./ConnectingWalletConnectView.js'),
  (module) => module.ConnectingWalletConnectView,
)
