// The swap feature's one entry: loaded with `import()` (`loadSwap` in ../kernel.ts) when the
// Swap view opens, so none of it, nor the convert calls it makes, is in the first load.
// Names are re-exported one by one (STYLE.md 6).

export type { ConvertToken } from '../blockchainApi/convertTokens.js'
export {
  createSwapController,
  type FillMaxResult,
  quoteDebounceMs,
  quoteRefreshMs,
  type SwapController,
} from './createSwapController.js'
export { formatQuotient, type QuotientPrecision } from './formatQuotient.js'
export { maxSwapAmount } from './maxSwapAmount.js'
export { minimumReceived } from './minimumReceived.js'
export type { SwapFee } from './networkFee.js'
export { priceImpact, type QuotePrices } from './priceImpact.js'
export type { SwapOutcome } from './runSwap.js'
export type { SwapAccount, SwapContext } from './SwapContext.js'
export type { SwapEventDetails, SwapEvents, SwapEventToken } from './SwapEvents.js'
export type {
  SwapAllowance,
  SwapFieldErrors,
  SwapQuote,
  SwapQuoteState,
  SwapState,
  SwapStep,
} from './SwapState.js'
export { findSwapToken, type SwapToken, sameToken } from './SwapToken.js'
export { swapControllerOf } from './swapControllerOf.js'
export { swapMessages } from './swapMessages.js'
export { type QuoteAmounts, swapRate } from './swapRate.js'
export { nativeSwapAddress } from './swapTokensOf.js'
export { usdWorth } from './usdWorth.js'
