import type { CaipNetworkId, ChainNamespace } from '../../../schema/index.js'
import type { AlertKey, AlertSeverity } from '../alerts/alertCatalog.js'
import type { BaseError } from '../errors/BaseError.js'
import type { ViewName } from '../router/ViewName.js'
import type { SendEvents } from '../send/SendEvents.js'
import type { SiwxSignOutReason } from '../siwx/createSiwxController.js'
import type { CaipAddress } from '../state/AccountState.js'
import type { SwapEvents } from '../swap/SwapEvents.js'

/**
 * The events of an AppKit instance, by name, with their payloads (for `useAppKitEvents` and
 * analytics).
 */
export interface AppKitEvents {
  /** The modal became visible, on `view`. */
  modalOpen: { view: ViewName; connected: boolean }
  /** The modal was closed. */
  modalClose: { connected: boolean }
  /** A different view is on screen (page views for analytics). */
  viewChange: { view: ViewName; previousView: ViewName }
  /** The user connected a wallet with `connect()` (restoring one on load does not count). */
  connectSuccess: {
    namespace: ChainNamespace
    connectorId: string
    walletName: string
    address: string
    caipAddress: CaipAddress
  }
  /** `connect()` failed; `error.shortMessage` is what the modal shows ('Connection rejected'). */
  connectError: { connectorId: string; error: BaseError }
  /** A live connection of `namespace` ended, by the user or by the wallet (`byWallet`). */
  disconnectSuccess: {
    namespace: ChainNamespace
    connectorId: string | undefined
    /** The wallet ended it (revoked, locked, disconnected from its side), not the app or user. */
    byWallet?: true
  }
  /**
   * The active network of `namespace` changed: picked in the modal, switched by the wallet, or the
   * wallet's chain on connect. `supported` is false for a chain the config does not list.
   */
  switchNetwork: {
    namespace: ChainNamespace
    caipNetworkId: CaipNetworkId
    previousCaipNetworkId: CaipNetworkId | undefined
    supported: boolean
  }
  /** The user confirmed a send in the modal; the wallet prompt comes next (SEND_INITIATED). */
  sendInitiated: SendEvents['sendInitiated']
  /** The wallet returned the send's transaction hash or signature (SEND_SUCCESS). */
  sendSuccess: SendEvents['sendSuccess']
  /** The user confirmed a swap in the modal; its first wallet prompt comes next. */
  swapInitiated: SwapEvents['swapInitiated']
  /** The swap's approval was mined; the swap itself comes next. */
  swapApproveSuccess: SwapEvents['swapApproveSuccess']
  /** The swap was mined. */
  swapSuccess: SwapEvents['swapSuccess']
  /** A confirmed swap ended otherwise (declined, reverted, failed): `reason` says why. */
  swapError: SwapEvents['swapError']
  /** The visitor signed in (SIWX): the session was verified and kept. */
  siwxSignIn: { address: string; caipNetworkId: CaipNetworkId; expirationTime: string | undefined }
  /**
   * A session ended: signed out by the app (`user`), the wallet disconnected, another account was
   * chosen in the wallet, or its expiration time came.
   */
  siwxSignOut: { address: string; reason: SiwxSignOutReason }
  /** Sign-in failed: `error.shortMessage` is what the modal shows ('Signature declined'). */
  siwxError: { error: BaseError }
  /**
   * A step of a social login (SPEC section 7's SOCIAL_LOGIN_*): `started` (the popup opened, or
   * the Farcaster QR code was asked for), `requestUserData` (the provider's answer came back and
   * the secure site is asked for the user), `success`, `canceled` (the popup was closed, or the
   * user denied), `error` (`message` says what failed).
   */
  socialLogin: {
    stage: 'started' | 'requestUserData' | 'success' | 'canceled' | 'error'
    provider: string
    message?: string
  }
  /**
   * The embedded wallet moved to its smart account or its plain one (SET_PREFERRED_ACCOUNT_TYPE):
   * `caipNetworkId` is the network it was on.
   */
  setPreferredAccountType: {
    accountType: 'eoa' | 'smartAccount'
    caipNetworkId: CaipNetworkId | undefined
  }
  /** The user searched All Wallets, once the typing paused (SEARCH_WALLET). */
  searchWallet: { search: string }
  /** The Activity tab's history could not be fetched (ERROR_FETCH_TRANSACTIONS). */
  fetchTransactionsError: { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
  /**
   * The kit logged an error (`logger.error`), or one of its errors went uncaught
   * (INTERNAL_SDK_ERROR): `errorType` is the error's name ('Error' when it has none).
   */
  internalError: {
    errorType: string
    errorMessage: string
    stack: string | undefined
    uncaught: boolean
  }
  /**
   * One of SPEC section 8's alerts (`raiseAlert`), shown in the modal's alert surface, or as a
   * toast while the modal is closed: `title` and `message` as the catalog words them.
   */
  alert: { key: AlertKey; title: string; message: string; severity: AlertSeverity }
}
