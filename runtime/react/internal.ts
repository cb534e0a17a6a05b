// The first-load modules the lazy views share, re-exported in one place: a lazy chunk that
// imports them through here makes them one shared file of the first load, instead of one small
// file per module (each with its own request and compression overhead). Not public.

export { useAppKitInstance } from './AppKitContext.js'
export { useAppKitUi } from './AppKitUiContext.js'
export { truncateAddress } from './components/truncateAddress.js'
export { useNetworkImage } from './components/useNetworkImage.js'
export { useIsomorphicLayoutEffect } from './modal/useIsomorphicLayoutEffect.js'
export { strings } from './strings.js'
export { Icon } from './ui/Icon.js'
export { ItemIcon } from './ui/ItemIcon.js'
export { Spinner } from './ui/Spinner.js'
export { StatusPanel } from './ui/StatusPanel.js'
export { useOnline } from './ui/useOnline.js'
export { useAppKitSelector } from './useAppKitSelector.js'
export { useStoreState } from './useStoreState.js'
export { LazyAllWalletsView } from './views/AllWallets/LazyAllWalletsView.js'
export { useAdoptedSheet } from './views/AllWallets/useAdoptedSheet.js'
export { useRegistry } from './views/AllWallets/useRegistry.js'
export {
  findPairingWallet,
  type PairingWallet,
} from './views/ConnectingWalletConnect/findPairingWallet.js'
export { canSwitchNetwork } from './views/canSwitchNetwork.js'
export {
  LazyNetworksView,
  LazyReceiveView,
  LazySendView,
  LazyUpdateEmailWalletView,
} from './views/lazyViews.js'
export { useConnector, useConnectors } from './views/useConnector.js'
export { useNetworkSwitch } from './views/useNetworkSwitch.js'
