// What the modal and the lazy views share, re-exported in one place: the first-load modules they
// use, and the modal's own shared parts. A chunk that imports them through here makes them one
// shared file of the first load (and one of the modal's load), instead of one small file per
// module, each with its own request and compression overhead. First-load code never imports this
// file: it belongs to the modal's load (scripts/firstLoad.mjs). Not public.

// React DOM's portal, through here too: the page's own `react-dom/client` already loads it.
export { createPortal } from 'react-dom'

export { useAppKitInstance } from './AppKitContext.js'
export { useAppKitUi } from './AppKitUiContext.js'
export { truncateAddress } from './components/truncateAddress.js'
export { useNetworkImage } from './components/useNetworkImage.js'
export { createSheet } from './modal/createSheet.js'
export { useIsomorphicLayoutEffect } from './modal/useIsomorphicLayoutEffect.js'
export { strings } from './strings.js'
export { accentFill, accentText, relativeColors } from './theme/accentShades.js'
export { themeFromState } from './theme/themeFromState.js'
export { darkTheme } from './theme/themes.js'
export { toThemeCss } from './theme/toThemeCss.js'
export { Icon, type IconName } from './ui/Icon.js'
export { ItemIcon } from './ui/ItemIcon.js'
export { Spinner } from './ui/Spinner.js'
export { StatusPanel } from './ui/StatusPanel.js'
export { useOnline } from './ui/useOnline.js'
export { useAppKitSelector } from './useAppKitSelector.js'
export { useStoreState } from './useStoreState.js'
export { afterNextPaint } from './views/AllWallets/afterNextPaint.js'
export { LazyAllWalletsView } from './views/AllWallets/LazyAllWalletsView.js'
export { useAdoptedSheet } from './views/AllWallets/useAdoptedSheet.js'
export { useRegistry } from './views/AllWallets/useRegistry.js'
export {
  findPairingWallet,
  type PairingWallet,
} from './views/ConnectingWalletConnect/findPairingWallet.js'
export { canSwitchNetwork } from './views/canSwitchNetwork.js'
export { failureReason } from './views/failureReason.js'
export {
  LazyBuyView,
  LazyNetworksView,
  LazyProfileWalletsView,
  LazyReceiveView,
  LazyRegisterAccountNameView,
  LazySendView,
  LazySwapView,
  LazyUpdateEmailWalletView,
} from './views/lazyViews.js'
export { useConnector, useConnectors } from './views/useConnector.js'
export { switchAttemptKey, useNetworkSwitch } from './views/useNetworkSwitch.js'
export { walletErrorKind } from './views/walletErrorKind.js'
