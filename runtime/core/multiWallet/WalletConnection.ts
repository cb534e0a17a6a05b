import type { CaipNetworkId, ChainNamespace } from '../../../schema/index.js'

/**
 * Where a known connection stands (SPEC section 4): `connected` is the namespace's connector now,
 * `active` is known and reachable but another connector is in use, `disconnected` could not be
 * reached (the wallet is gone from the page, or forgot the site).
 */
export type WalletConnectionState = 'connected' | 'active' | 'disconnected'

/** One wallet connection of a namespace, as multi-wallet lists it (SPEC section 3). */
export interface WalletConnection {
  namespace: ChainNamespace
  /** The connector's id as stored (an EIP-6963 id from an earlier page load keeps its rdns). */
  connectorId: string
  /** The wallet's sanitized name. */
  name: string
  /** The wallet's icon, for an `<img src>` only, when its connector is on the page. */
  icon?: string | undefined
  accounts: readonly { address: string }[]
  caipNetworkId?: CaipNetworkId | undefined
  /** The embedded wallet's login (the email), shortened as SPEC section 5 says. */
  authName?: string | undefined
  state: WalletConnectionState
}
