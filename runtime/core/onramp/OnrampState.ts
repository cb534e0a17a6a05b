import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { OnrampPaymentMethod } from '../blockchainApi/onrampFields.js'
import type {
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
} from '../blockchainApi/onrampOptions.js'
import type { OnrampOrder } from '../blockchainApi/onrampOrders.js'
import type { OnrampProvider } from '../blockchainApi/onrampProviders.js'
import type { OnrampQuote } from '../blockchainApi/onrampQuote.js'

/** How a person pays the provider (the methods SPEC section 5 gives limits for). */
export type { OnrampPaymentMethod }

/**
 * One provider's quote for the form's amount: `refused` when the provider will not sell this
 * (its own limits, a currency it lacks), with its reason; it cannot be picked then.
 */
export type OnrampProviderQuote =
  | { provider: OnrampProvider; status: 'loading' }
  | { provider: OnrampProvider; status: 'ready'; quote: OnrampQuote }
  | { provider: OnrampProvider; status: 'refused'; message: string }

/**
 * Where the purchase stands: `form` (choosing), `opening` (the checkout address is being made),
 * `checkout` (the provider's page is open, no payment seen yet), `delivering` (paid, the provider
 * is sending), `success`, `failed` (the provider gave up).
 */
export type OnrampStep = 'form' | 'opening' | 'checkout' | 'delivering' | 'success' | 'failed'

/** The provider's checkout as the view shows it while the purchase runs. */
export interface OnrampCheckout {
  provider: OnrampProvider
  /** The page's address; the view links to it when no window could be opened (popup blocked). */
  url: string | undefined
  /** Whether the kit opened (and still holds) the provider's window. */
  windowOpen: boolean
  /** What is being bought, for the waiting and success screens. */
  purchase: { amount: string; symbol: string; fiat: string; fiatCurrency: string }
  /** The provider's order, once a payment was seen. */
  order: OnrampOrder | undefined
}

/** The Buy view's state, outside React. */
export interface OnrampState {
  /** Why nothing can be bought now (not connected, a network no provider serves). */
  unavailable: string | undefined
  namespace: ChainNamespace | undefined
  network: CaipNetwork | undefined
  address: string | undefined
  /** The providers and currencies: `error` only when the providers could not be loaded. */
  loadStatus: 'loading' | 'ready' | 'error'
  /** The providers serving the network, in the service's order. */
  providers: readonly OnrampProvider[]
  /** What can be bought on the network. */
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
  /** The currencies are SPEC section 8's built-in ones: the options call failed. */
  optionsFallback: boolean
  purchaseCurrency: string | undefined
  paymentCurrency: string | undefined
  paymentMethod: OnrampPaymentMethod
  amountText: string
  /** What is wrong with the amount, shown under it as it is typed. */
  amountError: string | undefined
  /** The limits of the chosen currency and method. */
  limit: { min: string; max: string } | undefined
  /** One per provider, once the amount can be quoted. */
  quotes: readonly OnrampProviderQuote[]
  /** The provider picked (by default the one giving the most). */
  selectedProvider: string | undefined
  step: OnrampStep
  checkout: OnrampCheckout | undefined
  /** Why the last checkout could not open; the view offers to try again. */
  checkoutError: string | undefined
  /** A calm note above the form (the window was closed, the account changed). */
  notice: string | undefined
}

export const initialOnrampState: OnrampState = {
  unavailable: undefined,
  namespace: undefined,
  network: undefined,
  address: undefined,
  loadStatus: 'loading',
  providers: [],
  purchaseCurrencies: [],
  paymentCurrencies: [],
  optionsFallback: false,
  purchaseCurrency: undefined,
  paymentCurrency: undefined,
  paymentMethod: 'card',
  amountText: '',
  amountError: undefined,
  limit: undefined,
  quotes: [],
  selectedProvider: undefined,
  step: 'form',
  checkout: undefined,
  checkoutError: undefined,
  notice: undefined,
}
