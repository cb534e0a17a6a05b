import type { ComponentType } from 'react'
import type { AppKit, ViewDataMap, ViewName } from '../../core/kernel.js'
// Through the barrel the lazy views share: importing it here puts it in the first load, so a
// lazy view never depends on a separate shared file (one that failed offline would fail every
// view after it, in browsers that remember a failed import for the life of the page).
import { canSwitchNetwork, strings } from '../internal.js'
import { LazyAllWalletsView } from './AllWallets/LazyAllWalletsView.js'
import { approvalTitle } from './approvalTitle.js'
import { ConnectView } from './Connect/ConnectView.js'
import { findPairingWallet } from './ConnectingWalletConnect/findPairingWallet.js'
import { LazyConnectingWalletConnectView } from './ConnectingWalletConnect/LazyConnectingWalletConnectView.js'
import { LazyConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasic/LazyConnectingWalletConnectBasicView.js'
import {
  LazyAccountView,
  LazyAllSocialsView,
  LazyApproveTransactionView,
  LazyBuyView,
  LazyConnectingExternalView,
  LazyConnectingFarcasterView,
  LazyConnectingSocialView,
  LazyEmailLoginView,
  LazyNetworksView,
  LazyProfileWalletsView,
  LazyReceiveView,
  LazyRegisterAccountNameSuccessView,
  LazyRegisterAccountNameView,
  LazySendPreviewView,
  LazySendView,
  LazySiwxSignMessageView,
  LazySwapView,
  LazySwitchActiveChainView,
  LazySwitchNetworkView,
  LazyUnsupportedChainView,
  LazyUpdateEmailWalletView,
} from './lazyViews.js'
import { socialTitles } from './Social/socialTitles.js'
import type { ViewProps } from './ViewProps.js'
import { LazyWhatIsAWalletView } from './WhatIsAWallet/LazyWhatIsAWalletView.js'

/** How the modal shows one view: its component and its header title. */
export interface ViewEntry<View extends ViewName> {
  Component: ComponentType<ViewProps<View>>
  title(data: ViewDataMap[View], appKit: AppKit): string
}

/**
 * The views the modal can show so far. The connect path is in the main chunk; the rest load on
 * first use. A view missing here shows a "not available yet" note instead of breaking.
 */
export const viewRegistry: { readonly [View in ViewName]?: ViewEntry<View> } = {
  Connect: { Component: ConnectView, title: () => strings.titles.Connect },
  Account: { Component: LazyAccountView, title: () => strings.titles.Account },
  ConnectingExternal: {
    Component: LazyConnectingExternalView,
    title: (data, appKit) =>
      appKit.stores.connectors
        .getState()
        .connectors.find((connector) => connector.id === data.connectorId)?.name ??
      strings.titles.ConnectingExternal,
  },
  ConnectingWalletConnect: {
    Component: LazyConnectingWalletConnectView,
    title: (data, appKit) =>
      (data?.walletId && findPairingWallet(appKit, data.walletId)?.name) ||
      strings.titles.ConnectingWalletConnect,
  },
  ConnectingWalletConnectBasic: {
    Component: LazyConnectingWalletConnectBasicView,
    title: () => strings.titles.ConnectingWalletConnect,
  },
  Networks: {
    Component: LazyNetworksView,
    // A list to read, not to choose from, when the app turned network switching off.
    title: (_, appKit) =>
      canSwitchNetwork(appKit) ? strings.titles.Networks : strings.networks.label,
  },
  AllWallets: { Component: LazyAllWalletsView, title: () => strings.titles.AllWallets },
  SwitchNetwork: { Component: LazySwitchNetworkView, title: (data) => data.network.name },
  SwitchActiveChain: {
    Component: LazySwitchActiveChainView,
    title: (data) => strings.switchActiveChain.title(data.network?.name ?? data.namespace),
  },
  UnsupportedChain: {
    Component: LazyUnsupportedChainView,
    title: () => strings.titles.UnsupportedChain,
  },
  WhatIsAWallet: { Component: LazyWhatIsAWalletView, title: () => strings.titles.WhatIsAWallet },
  Receive: { Component: LazyReceiveView, title: () => strings.titles.Receive },
  Send: { Component: LazySendView, title: () => strings.titles.Send },
  Swap: { Component: LazySwapView, title: () => strings.titles.Swap },
  Buy: { Component: LazyBuyView, title: () => strings.titles.Buy },
  SendPreview: { Component: LazySendPreviewView, title: () => strings.titles.SendPreview },
  RegisterAccountName: {
    Component: LazyRegisterAccountNameView,
    title: () => strings.titles.RegisterAccountName,
  },
  ProfileWallets: { Component: LazyProfileWalletsView, title: () => strings.titles.ProfileWallets },
  RegisterAccountNameSuccess: {
    Component: LazyRegisterAccountNameSuccessView,
    title: () => strings.titles.RegisterAccountNameSuccess,
  },
  SIWXSignMessage: {
    Component: LazySiwxSignMessageView,
    title: () => strings.titles.SIWXSignMessage,
  },
  EmailLogin: { Component: LazyEmailLoginView, title: () => strings.titles.EmailLogin },
  UpdateEmailWallet: {
    Component: LazyUpdateEmailWalletView,
    title: () => strings.titles.UpdateEmailWallet,
  },
  AllSocials: { Component: LazyAllSocialsView, title: () => socialTitles.AllSocials },
  ConnectingSocial: {
    Component: LazyConnectingSocialView,
    title: () => socialTitles.ConnectingSocial,
  },
  ConnectingFarcaster: {
    Component: LazyConnectingFarcasterView,
    title: () => socialTitles.ConnectingFarcaster,
  },
  ApproveTransaction: {
    Component: LazyApproveTransactionView,
    title: (data) => approvalTitle(data?.method),
  },
}
