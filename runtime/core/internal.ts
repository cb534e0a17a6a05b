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

export type { ApprovalState, AuthController } from './auth/index.js'

/** The embedded wallet: the secure frame, email login and its connector. */
export const loadAuth = retryableImport(() => import('./auth/index.js'))
