import type { PopupSocialProvider } from '../../../schema/grammar/socialProviders.js'
import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'

/**
 * Every view of the modal (SPEC section 2), plus views SPEC names no name for: `Networks`, the
 * network list; `WhatIsAWallet`, the help for a visitor without a wallet; `Send` and
 * `SendPreview`, the send form and its confirmation; `Receive`, the address with its QR code;
 * `Buy`, buying crypto through an onramp provider; `AllSocials`, every social login when the
 * Connect view's row cannot hold them; `ConnectingSocial`, a social login's popup under way.
 */
export const viewNames = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'AllSocials',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SwitchNetwork',
  'SwitchActiveChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'Buy',
  'Networks',
  'WhatIsAWallet',
  'Send',
  'SendPreview',
  'Receive',
] as const

/** A view of the modal. */
export type ViewName = (typeof viewNames)[number]

/** What `open({ view: 'Swap', data })` may preset in the swap form. */
export interface SwapArguments {
  /** Amount to sell, as the user would type it (decimal string). */
  amount?: string
  /** Symbol or address of the token to sell. */
  fromToken?: string
  /** Symbol or address of the token to buy. */
  toToken?: string
}

/**
 * The data each view carries. `undefined` means none; a union with `undefined` means optional.
 * Views gain fields here as their features land, so every caller is type-checked against them.
 */
export interface ViewDataMap {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  /** The registry wallet to pair with; none for the generic QR code. */
  ConnectingWalletConnect: { walletId: string } | undefined
  ConnectingWalletConnectBasic: undefined
  /** The announced, injected or external connector being connected. */
  ConnectingExternal: { connectorId: string }
  ConnectingFarcaster: undefined
  /** The provider whose popup the click opened. */
  ConnectingSocial: { provider: PopupSocialProvider }
  AllSocials: undefined
  /** The address a code was sent to, and the secure site's next step (SPEC section 4). */
  EmailLogin: { email: string; action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  UpdateEmailWallet: undefined
  ProfileWallets: undefined
  UnsupportedChain: undefined
  RegisterAccountName: undefined
  RegisterAccountNameSuccess: undefined
  /** The network the user is asked to switch to. */
  SwitchNetwork: { network: CaipNetwork }
  /** Switching to a namespace with no connection yet: connect there first (SPEC section 4). */
  SwitchActiveChain: {
    namespace: ChainNamespace
    navigateTo: 'Connect'
    /** Replace this view in the history instead of pushing the next one. */
    replace: boolean
    network?: CaipNetwork
  }
  SIWXSignMessage: undefined
  /** The method the embedded wallet asks the user to approve: the header names what is asked. */
  ApproveTransaction: { method: string } | undefined
  Swap: SwapArguments | undefined
  Buy: undefined
  Networks: undefined
  WhatIsAWallet: undefined
  Send: undefined
  /** The send being confirmed lives in the send form's state, not in the route. */
  SendPreview: undefined
  Receive: undefined
}

/** An entry of the router's history: a view with its data. */
export type Route = {
  [View in ViewName]: { view: View; data: ViewDataMap[View] }
}[ViewName]

/** How callers name a view: `data` is required exactly when the view needs it. */
export type RouteRequest = {
  [View in ViewName]: undefined extends ViewDataMap[View]
    ? { view: View; data?: ViewDataMap[View] }
    : { view: View; data: ViewDataMap[View] }
}[ViewName]
