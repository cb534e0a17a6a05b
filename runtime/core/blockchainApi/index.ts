// The Blockchain API client of the account hub as one module, the target of
// `loadBlockchainApi()` in ../kernel.ts: a chunk of its own, fetched when the account views
// first need it. Nothing on the first load may import it.

export type { AccountTransaction, AccountTransfer } from './AccountTransaction.js'
export {
  type CreateHistoryPagerParameters,
  createHistoryPager,
  type HistoryPager,
  type HistoryPagerState,
  maxPendingTransactions,
  type PendingTransaction,
} from './createHistoryPager.js'
export {
  type BlockchainApiOptions,
  blockchainApiContext,
  fetchBlockchainApi,
} from './fetchBlockchainApi.js'
export {
  type GetHistoryPageParameters,
  type GetHistoryPageReturnType,
  getHistoryPage,
} from './getHistoryPage.js'
export {
  type AccountIdentity,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
  identityCacheMs,
} from './getIdentity.js'
export { getNameRecord } from './getNameRecord.js'
export { getNameSuggestions, type NameSuggestion } from './getNameSuggestions.js'
export { getNamesOfAddress } from './getNamesOfAddress.js'
export {
  type AccountNft,
  type GetNftsPageParameters,
  type GetNftsPageReturnType,
  getNftsPage,
} from './getNftsPage.js'
export {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
  tokenBalanceCacheMs,
} from './getTokenBalances.js'
export { isOpenableCheckoutUrl } from './isOpenableCheckoutUrl.js'
export { forgetAccountNames } from './nameCaches.js'
export { type NameRecord, nameAddressOn } from './nameRecord.js'
export type { OnrampPaymentMethod } from './onrampFields.js'
export {
  fallbackOnrampOptions,
  fallbackPaymentLimits,
  getOnrampOptions,
  type OnrampCurrencyNetwork,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampPaymentLimit,
  type OnrampPurchaseCurrency,
} from './onrampOptions.js'
export {
  type GetOnrampOrdersParameters,
  getOnrampOrders,
  type OnrampOrder,
} from './onrampOrders.js'
export { getOnrampProviders, type OnrampProvider } from './onrampProviders.js'
export {
  type GetOnrampQuoteParameters,
  getOnrampQuote,
  type OnrampMoney,
  type OnrampQuote,
} from './onrampQuote.js'
export { type GenerateOnrampUrlParameters, generateOnrampUrl } from './onrampUrl.js'
export { type RegisterNameParameters, registerName } from './registerName.js'
