// The onramp feature's one entry: loaded with `import()` (`loadOnramp` in ../kernel.ts) when the
// Buy view opens, so none of it, nor the onramp calls it makes, is in the first load.
// Names are re-exported one by one (STYLE.md 6).

export type { OnrampOrder } from '../blockchainApi/onrampOrders.js'
export type { OnrampProvider } from '../blockchainApi/onrampProviders.js'
export type { OnrampMoney, OnrampQuote } from '../blockchainApi/onrampQuote.js'
export { checkOnrampAmount, toCents } from './checkOnrampAmount.js'
export {
  createOnrampController,
  type OnrampController,
  type OnrampTimings,
  onrampNamespaces,
  onrampQuoteDebounceMs,
} from './createOnrampController.js'
export type { CheckoutWindow } from './followOrder.js'
export type { OnrampAccount, OnrampContext, OnrampProgress } from './OnrampContext.js'
export type {
  OnrampCheckout,
  OnrampPaymentMethod,
  OnrampProviderQuote,
  OnrampState,
  OnrampStep,
} from './OnrampState.js'
export { onrampControllerOf } from './onrampControllerOf.js'
export { onrampMessages } from './onrampMessages.js'
