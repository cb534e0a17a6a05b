import { defineLazyView } from '../../lazy/defineLazyView.js'

/** ConnectingWalletConnectBasic, its own chunk, fetched when the modal first opens on it. */
export const LazyConnectingWalletConnectBasicView = defineLazyView(
  () => import('./ConnectingWalletConnectBasicView.js'),
  (module) => module.ConnectingWalletConnectBasicView,
)
