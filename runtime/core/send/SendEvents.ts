import type { CaipNetworkId, ChainNamespace } from '../../../schema/index.js'

/** What both send events say about the transfer (no receiver: analytics must not collect it). */
export interface SendEventTransfer {
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** The token's symbol ('ETH', 'SUSD'). */
  token: string
  /** The token's CAIP-10 address; absent for the native currency. */
  tokenAddress?: string
  /** The amount as a decimal string in whole tokens ('0.5'). */
  amount: string
}

/**
 * The send flow's events (SPEC section 7's SEND_INITIATED and SEND_SUCCESS), by name, for the
 * kit's emitter: `sendInitiated` just before the wallet is asked, `sendSuccess` once it returned
 * the transaction's hash.
 */
export interface SendEvents {
  sendInitiated: SendEventTransfer
  sendSuccess: SendEventTransfer & { hash: string }
}
