import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { OnrampOptions } from '../blockchainApi/onrampOptions.js'
import type { OnrampOrder } from '../blockchainApi/onrampOrders.js'
import type { OnrampProvider } from '../blockchainApi/onrampProviders.js'
import type { OnrampQuote } from '../blockchainApi/onrampQuote.js'
import type { GenerateOnrampUrlParameters } from '../blockchainApi/onrampUrl.js'
import type { OnrampPaymentMethod } from './OnrampState.js'

/** Who buys: the active account and its network. */
export interface OnrampAccount {
  namespace: ChainNamespace
  network: CaipNetwork
  address: string
}

/** What a quote is asked for. */
export interface OnrampQuoteRequest {
  provider: string
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethod
  amount: string
  network: string
}

/**
 * What the onramp controller reaches the account, the Blockchain API and the clock through: the
 * kit's own functions (`onrampControllerOf` wires them), or a test's stand-ins.
 */
export interface OnrampContext {
  /** The active account when it is connected (any namespace; the controller checks which). */
  account(): OnrampAccount | undefined
  /** Calls `listener` when the active account or network may have changed; returns the stop. */
  watchAccount(listener: () => void): () => void
  providers(): Promise<OnrampProvider[]>
  /** Never rejects: SPEC section 8's fallback currencies on failure. */
  options(): Promise<OnrampOptions>
  /** Never rejects unless aborted: SPEC section 8's mock quote on failure. */
  quote(request: OnrampQuoteRequest, signal: AbortSignal): Promise<OnrampQuote>
  checkoutUrl(parameters: GenerateOnrampUrlParameters): Promise<string>
  /** The account's orders at `provider` (history with `onramp`), newest first. */
  orders(parameters: { address: string; network: string; provider: string }): Promise<OnrampOrder[]>
  /** Reads the account's balances again once a purchase arrived. */
  refreshBalance(account: OnrampAccount): void
  /** Milliseconds since the epoch (tests move it). */
  now(): number
}

/** What the view is told as a purchase it opened moves on: for toasts and Activity. */
export type OnrampProgress = (order: OnrampOrder, account: OnrampAccount) => void
