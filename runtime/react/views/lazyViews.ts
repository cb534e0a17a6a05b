import { defineLazyView } from '../lazy/defineLazyView.js'

// Views outside the connect path, each its own chunk: an app whose users only connect never
// downloads them.

/** Networks, fetched when first shown or when the pointer nears the network button. */
export const LazyNetworksView = defineLazyView(
  () => import('./networkViews.js'),
  (module) => module.NetworksView,
)

/**
 * SwitchActiveChain, in the network views' chunk: fetched with the network list it opens from,
 * or when a switch to another namespace first needs it.
 */
export const LazySwitchActiveChainView = defineLazyView(
  () => import('./networkViews.js'),
  (module) => module.SwitchActiveChainView,
)

/** SwitchNetwork (the wallet asked to switch), in the network views' chunk. */
export const LazySwitchNetworkView = defineLazyView(
  () => import('./networkViews.js'),
  (module) => module.SwitchNetworkView,
)

/** ConnectingExternal (the wallet asked to connect), fetched once Connect has painted. */
export const LazyConnectingExternalView = defineLazyView(
  () => import('./ConnectingExternal/ConnectingExternalView.js'),
  (module) => module.ConnectingExternalView,
)

/** UnsupportedChain, fetched when the wallet first lands on a network the app does not support. */
export const LazyUnsupportedChainView = defineLazyView(
  () => import('./UnsupportedChain/UnsupportedChainView.js'),
  (module) => module.UnsupportedChainView,
)

/**
 * Account, the hub (tokens, NFTs, activity), fetched when the modal first shows it; the trigger
 * button asks for it once a wallet is connected, so it is usually there before the click.
 */
export const LazyAccountView = defineLazyView(
  () => import('./Account/AccountView.js'),
  (module) => module.AccountView,
)

/** Receive (address and QR code), fetched when the pointer nears its button. */
export const LazyReceiveView = defineLazyView(
  () => import('./Receive/ReceiveView.js'),
  (module) => module.ReceiveView,
)

/** Send and its confirmation, one chunk, fetched when the pointer nears the Send button. */
export const LazySendView = defineLazyView(
  () => import('./Send/sendViews.js'),
  (module) => module.SendView,
)

export const LazySendPreviewView = defineLazyView(
  () => import('./Send/sendViews.js'),
  (module) => module.SendPreviewView,
)

/** Swap, fetched when the pointer nears the account hub's Swap button or an app opens it. */
export const LazySwapView = defineLazyView(
  () => import('./Swap/SwapView.js'),
  (module) => module.SwapView,
)

/** Buy (onramp), fetched when the pointer nears the account hub's Buy button or an app opens it. */
export const LazyBuyView = defineLazyView(
  () => import('./Buy/BuyView.js'),
  (module) => module.BuyView,
)

/**
 * RegisterAccountName (choosing a name for the account), with its success view in one chunk:
 * fetched when the pointer nears the account hub's 'Choose a name' button.
 */
export const LazyRegisterAccountNameView = defineLazyView(
  () => import('./RegisterAccountName/registerNameViews.js'),
  (module) => module.RegisterAccountNameView,
)

export const LazyRegisterAccountNameSuccessView = defineLazyView(
  () => import('./RegisterAccountName/registerNameViews.js'),
  (module) => module.RegisterAccountNameSuccessView,
)

/** SIWXSignMessage, with the sign-in code, fetched when an app with `siwx` first asks. */
export const LazySiwxSignMessageView = defineLazyView(
  () => import('./SIWXSignMessage/SiwxSignMessageView.js'),
  (module) => module.SiwxSignMessageView,
)

/** EmailLogin (the code from the email), in the email views' chunk. */
export const LazyEmailLoginView = defineLazyView(
  () => import('./emailViews.js'),
  (module) => module.EmailLoginView,
)

/**
 * UpdateEmailWallet (moving the embedded wallet to another email), in the email views' chunk:
 * fetched when the pointer nears the account view's 'Change email' button.
 */
export const LazyUpdateEmailWalletView = defineLazyView(
  () => import('./emailViews.js'),
  (module) => module.UpdateEmailWalletView,
)

/** ApproveTransaction: the place the secure frame shows its approval screen in. */
export const LazyApproveTransactionView = defineLazyView(
  () => import('./ApproveTransaction/ApproveTransactionView.js'),
  (module) => module.ApproveTransactionView,
)

/** ProfileWallets (multi-wallet), fetched when the pointer nears the account hub's Wallets button. */
export const LazyProfileWalletsView = defineLazyView(
  () => import('./ProfileWallets/ProfileWalletsView.js'),
  (module) => module.ProfileWalletsView,
)

/** AllSocials (every social login by name), in the social row's chunk, warmed with the row. */
export const LazyAllSocialsView = defineLazyView(
  () => import('./Social/socialViews.js'),
  (module) => module.AllSocialsView,
)

/** ConnectingSocial (a social login's popup under way), in the social row's chunk. */
export const LazyConnectingSocialView = defineLazyView(
  () => import('./Social/socialViews.js'),
  (module) => module.ConnectingSocialView,
)

/**
 * ConnectingFarcaster (its QR code), its own chunk: fetched when the pointer or focus reaches
 * the Farcaster button.
 */
export const LazyConnectingFarcasterView = defineLazyView(
  () => import('./Social/ConnectingFarcasterView.js'),
  (module) => module.ConnectingFarcasterView,
)
