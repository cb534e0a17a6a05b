// What runtime/react needs from the engine that apps should not use (DESIGN, "The public surface
// and the seam"). Each loader is an `import()`: the modules behind them are chunks of their own,
// fetched when the account hub or the send form first needs them, never in the first load.

import { retryableImport } from './lazy/retryableImport.js'

export { retryableImport }

/** The Blockchain API client: token balances, identity, history, NFTs. */
export const loadBlockchainApi = retryableImport(() => import('./blockchainApi/index.js'))

/** Sending: amount and receiver checks, fees, the send itself. */
export const loadSend = retryableImport(() => import('./send/index.js'))

/** Sign-in (SIWX): the controller behind the SIWXSignMessage view. */
export const loadSiwx = retryableImport(() => import('./siwx/index.js'))

export type { ApprovalState, AuthController, EmailChangeAction } from './auth/index.js'

/** The embedded wallet: the secure frame, email login and its connector. */
export const loadAuth = retryableImport(() => import('./auth/index.js'))

export { type EmailLoginOff, emailLoginSite } from '../../schema/grammar/emailLoginSite.js'
// First-load modules the lazy chunks of the engine share, re-exported here for the same reason:
// one shared file of the first load instead of one small file per module.
export { truncateDecimals } from './actions/truncateDecimals.js'
export { isSolanaAddress } from './adapters/solana/isSolanaAddress.js'
export { parseChainId } from './connectors/parseChainId.js'
export { sanitizeWalletIcon } from './connectors/sanitizeWalletIcon.js'
export { sanitizeWalletName } from './connectors/sanitizeWalletName.js'
export { isLoopbackRelay } from './connectors/walletConnect/isLoopbackRelay.js'
export {
  pairingExpiryMarginMs,
  pairingLifetimeMs,
} from './connectors/walletConnect/pairingExpiry.js'
export {
  pairingCancelled,
  toWalletConnectError,
  walletConnectUnavailable,
} from './connectors/walletConnect/toWalletConnectError.js'
export { BaseError } from './errors/BaseError.js'
export { ProviderRpcError } from './errors/ProviderRpcError.js'
export { toBaseError } from './errors/toBaseError.js'
export { UnknownError } from './errors/UnknownError.js'
export { UserRejectedRequestError } from './errors/UserRejectedRequestError.js'
export { validateWalletLink } from './registry/validateWalletLink.js'
export { rankingSignalOf } from './rpc/rankingSignalOf.js'
export { storagePrefix } from './storage/storageKeys.js'
export { createStore } from './store/createStore.js'
export { isWalletExcluded } from './wallets/isWalletExcluded.js'
