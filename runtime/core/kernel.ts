// The engine's kernel: everything runtime/react, the lazy chunks and the package's other entries
// need from the engine, in one module that is not a package export. Lazy code reaches first-load
// code only through here, so each shared module is one file of the first load, never copied into
// a chunk. Apps use the public entry (index.ts), a deliberate subset. Names are re-exported one
// by one so that a change is a visible diff (STYLE rule 6).

export type { AppKit, AppKitState, CreateAppKitOptions } from './AppKit.js'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './actions/disconnect.js'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
  truncateDecimals,
} from './actions/fetchBalance.js'
export {
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from './actions/reconnect.js'
export { type SignInErrorType, type SignInReturnType, signIn } from './actions/signIn.js'
export { type SignOutErrorType, type SignOutReturnType, signOut } from './actions/signOut.js'
export {
  type ConnectionParameters,
  disconnectConnection,
  type SubscribeConnectionsErrorType,
  type SubscribeConnectionsReturnType,
  subscribeConnections,
  switchConnection,
} from './actions/subscribeConnections.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork.js'
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinSignInput,
} from './adapters/bip122/BitcoinProvider.js'
export type {
  ChainAdapter,
  DiscoveryPage,
  NativeBalance,
  WalletDiscovery,
  WalletDiscoveryOptions,
} from './adapters/ChainAdapter.js'
export { eip155Adapter } from './adapters/eip155/eip155Adapter.js'
// The Solana adapter is its own entry, `appkit/solana`, and nothing here reaches its code: an
// app without it carries none (its lazy code gets its first-load helpers from the adapter,
// `SolanaNaming`). Its provider type is free to share.
export type { SolanaProvider, SolanaTransactionInput } from './adapters/solana/SolanaProvider.js'
// The Wallet API client is loaded on demand (`loadWalletApi()`, `appKit.loadRegistry()`): a runtime
// export here would put it in every app's first load (bundlers keep re-exported code shared).
export type { AlertKey } from './alerts/alertCatalog.js'
export { type RaiseAlertOptions, raiseAlert } from './alerts/raiseAlert.js'
export type { ApiError, ApiErrorCode, ApiErrorParameters } from './api/ApiError.js'
export type { WalletApiCallOptions } from './api/fetchWalletApi.js'
export type { GetAppConfigReturnType, RemoteFeature } from './api/getAppConfig.js'
export type {
  GetWalletsParameters,
  GetWalletsReturnType,
  WalletApiWallet,
} from './api/getWallets.js'
export { loadWalletApi, type WalletApi } from './api/loadWalletApi.js'
export type { WalletApiContext } from './api/WalletApiContext.js'
export type { OnrampOrder } from './blockchainApi/onrampOrders.js'
export type {
  Connector,
  ConnectorConnection,
  ConnectorEvents,
  ConnectorType,
  Eip1193Provider,
} from './connectors/Connector.js'
export { sanitizeWalletIcon } from './connectors/sanitizeWalletIcon.js'
export { sanitizeWalletName } from './connectors/sanitizeWalletName.js'
export {
  buildWalletLink,
  type WalletLinkTarget,
} from './connectors/walletConnect/buildWalletLink.js'
export { isLoopbackRelay } from './connectors/walletConnect/isLoopbackRelay.js'
export {
  pairingExpiryMarginMs,
  pairingLifetimeMs,
} from './connectors/walletConnect/pairingExpiry.js'
export { pairingStatus } from './connectors/walletConnect/pairingStatus.js'
export type {
  WalletConnectConnector,
  WalletConnectPairing,
} from './connectors/walletConnect/WalletConnectConnector.js'
export {
  bip122Methods,
  eip155Methods,
  solanaMethods,
  walletConnectEvents,
} from './connectors/walletConnect/walletConnectNamespaces.js'
export { createAppKit } from './createAppKit.js'
export { BaseError, type BaseErrorParameters } from './errors/BaseError.js'
export type { AppKitErrorCode } from './errors/errorCodes.js'
export { isAppKitError } from './errors/isAppKitError.js'
export {
  ProviderRpcError,
  type ProviderRpcErrorInfo,
  type ProviderRpcErrorParameters,
  providerRpcErrors,
} from './errors/ProviderRpcError.js'
export { RequestPendingError } from './errors/RequestPendingError.js'
export { SwitchNetworkNotFoundError } from './errors/SwitchNetworkNotFoundError.js'
export { toBaseError } from './errors/toBaseError.js'
export { UnknownError } from './errors/UnknownError.js'
export { UnsupportedChainNamespaceError } from './errors/UnsupportedChainNamespaceError.js'
export { UserRejectedRequestError } from './errors/UserRejectedRequestError.js'
export type { AppKitEvents } from './events/AppKitEvents.js'
export { defineOwned } from './instance/createOwnedState.js'
export { createLogger, type Logger, type LogLevel, type LogSink } from './logger/createLogger.js'
export type { ConnectionBook } from './multiWallet/createConnectionBook.js'
export type {
  WalletConnection,
  WalletConnectionState,
} from './multiWallet/WalletConnection.js'
export type { NameRegistration } from './names/createNameRegistration.js'
export { isIdentityNetwork } from './names/isIdentityNetwork.js'
export type {
  NameRegistrationFailure,
  NameRegistrationState,
} from './names/NameRegistrationState.js'
export type { NameProblem } from './names/nameRules.js'
export type { OnrampController } from './onramp/createOnrampController.js'
export type { OnrampAccount } from './onramp/OnrampContext.js'
export type { OnrampCheckout, OnrampProviderQuote, OnrampState } from './onramp/OnrampState.js'
export { findInstalledConnector } from './registry/findInstalledConnector.js'
export type { Registry, RegistrySearchState, RegistryState } from './registry/Registry.js'
export type { RegistryWallet } from './registry/RegistryWallet.js'
export { imagePreloadTimeoutMs } from './registry/registryConstants.js'
export type { Route, RouteRequest, ViewDataMap, ViewName } from './router/ViewName.js'
export type { SendEventTransfer } from './send/SendEvents.js'
export type { SendPreview } from './send/SendState.js'
export { isSameAccount } from './siwx/isSameAccount.js'
export { SiwxNotEnabledError } from './siwx/SiwxNotEnabledError.js'
export type { SiwxState, SiwxStatus } from './siwx/SiwxState.js'
export type { SiwxSession, SiwxSessionData } from './siwx/verifySiwxMessage.js'
export type {
  AccountEntry,
  AccountState,
  AccountTab,
  AccountType,
  AccountUser,
  CaipAddress,
  ConnectedWalletInfo,
  ConnectionStatus,
  TokenBalance,
} from './state/AccountState.js'
export type { ChainState } from './state/createChainStore.js'
export type { FeatureState } from './state/createFeatureStore.js'
export type { ModalState } from './state/createModalStore.js'
export type { WalletProviderType } from './state/createProviderStore.js'
export type { ThemeState } from './state/createThemeStore.js'
export type { NetworkState } from './state/NetworkState.js'
export type { StorageLike } from './storage/createSafeStorage.js'
export {
  type DeepLinkChoice,
  type StoredConnection,
  storageKeys,
  storagePrefix,
} from './storage/storageKeys.js'
export { createStore, type Store } from './store/createStore.js'
export type { SwapController } from './swap/createSwapController.js'
export { isSwapNetwork } from './swap/isSwapNetwork.js'
export type { SwapState } from './swap/SwapState.js'
export type { SwapToken } from './swap/SwapToken.js'
export {
  createSnackbarStore,
  type SnackbarState,
  type SnackbarStore,
} from './toasts/createSnackbarStore.js'
export { createToastStore, type ToastState, type ToastStore } from './toasts/createToastStore.js'
export {
  type Toast,
  type ToastInput,
  type ToastPosition,
  type ToastType,
  visibleToastsByPosition,
} from './toasts/Toast.js'
export { isSameWallet } from './wallets/isSameWallet.js'
export {
  type ConnectGroup,
  type ConnectItem,
  selectConnectGroups,
} from './wallets/selectConnectGroups.js'

// The lazy features: each loader is an `import()`, so the modules behind it are chunks of their
// own, fetched when the account hub, the send form, sign-in or email login first needs them.

import { retryableImport } from './lazy/retryableImport.js'

export { retryableImport }

/** The Blockchain API client: token balances, identity, history, NFTs. */
export const loadBlockchainApi = retryableImport(() => import('./blockchainApi/index.js'))

/** Sending: amount and receiver checks, fees, the send itself. */
export const loadSend = retryableImport(() => import('./send/index.js'))

/** Swapping: the convert calls, the exact maths, and the controller behind the Swap view. */
export const loadSwap = retryableImport(() => import('./swap/index.js'))

/** Buying crypto: the onramp calls and the controller behind the Buy view. */
export const loadOnramp = retryableImport(() => import('./onramp/index.js'))

/** Names: the registration controller behind the RegisterAccountName view. */
export const loadNames = retryableImport(() => import('./names/index.js'))

/** Multi-wallet: the connection book behind ProfileWallets and `subscribeConnections`. */
export const loadMultiWallet = retryableImport(() => import('./multiWallet/index.js'))

/** Sign-in (SIWX): the controller behind the SIWXSignMessage view. */
export const loadSiwx = retryableImport(() => import('./siwx/index.js'))

export type { ApprovalState, AuthController, EmailChangeAction } from './auth/index.js'

/** The embedded wallet: the secure frame, email login and its connector. */
export const loadAuth = retryableImport(() => import('./auth/index.js'))

export { type EmailLoginOff, emailLoginSite } from '../../schema/grammar/emailLoginSite.js'
// First-load modules the lazy chunks of the engine share, re-exported here for the same reason:
// one shared file of the first load instead of one small file per module.
export { syncConnection } from './actions/syncConnection.js'
export { createEip1193Connector } from './connectors/createEip1193Connector.js'
export { findStoredConnector, isStoredConnector } from './connectors/findStoredConnector.js'
export { parseChainId } from './connectors/parseChainId.js'
export {
  primaryNamespace,
  proposedNamespaces,
} from './connectors/walletConnect/primaryNamespace.js'
export {
  pairingCancelled,
  toWalletConnectError,
  walletConnectUnavailable,
} from './connectors/walletConnect/toWalletConnectError.js'
export { readResultUri, socialNonceParameter } from './env/readResultUri.js'
export { validateWalletLink } from './registry/validateWalletLink.js'
export { rankingSignalOf } from './rpc/rankingSignalOf.js'
export { isWalletExcluded } from './wallets/isWalletExcluded.js'
