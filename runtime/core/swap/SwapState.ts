import type { CaipNetwork } from '../../../schema/index.js'
import type { SwapFee } from './networkFee.js'
import type { SwapToken } from './SwapToken.js'

/** A quote of the form's swap, with every figure the view shows, worked out exactly. */
export interface SwapQuote {
  /** In the sold token's base units: what was typed. */
  fromAmount: bigint
  /** In the bought token's base units. */
  toAmount: bigint
  /** `toAmount` in whole tokens ('2991.02'). */
  toAmountText: string
  /** The least the swap may give before it reverts, at `slippage` percent. */
  minimumReceived: bigint
  minimumReceivedText: string
  /** The slippage tolerance in percent (SPEC section 9: '1'). */
  slippage: string
  /** 1 sold token = `rate` bought tokens, six significant digits. */
  rate: string
  /** Percent, two decimals, negative when the quote beats market prices; unknown without prices. */
  priceImpact: string | undefined
  /** The sold and bought amounts' worth in USD, when prices are known. */
  fromUsd: string | undefined
  toUsd: string | undefined
  /** The network fee of the approval (if needed) and the swap; unknown when it could not be estimated. */
  fee: SwapFee | undefined
}

/** Where the form's quote stands. */
export type SwapQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: SwapQuote }
  | { status: 'no-route'; message: string }
  | { status: 'error'; message: string }

/**
 * Whether the router may already move the amount: `not-needed` for the native currency,
 * `approval-needed` when the swap will ask for an approval first.
 */
export type SwapAllowance = 'unknown' | 'not-needed' | 'enough' | 'approval-needed'

/**
 * The swap's progress: `form` (editing), `approving` / `swapping` (a wallet prompt or its receipt
 * is awaited), `success`, `failed` (`failure` says why).
 */
export type SwapStep = 'form' | 'approving' | 'swapping' | 'success' | 'failed'

/** What is wrong with a field, by field: shown under it. */
export interface SwapFieldErrors {
  from?: string
  to?: string
  amount?: string
}

/** The Swap view's state (SPEC section 3's swap tokens and the form), outside React. */
export interface SwapState {
  /** Why no swap can be made now (not connected, network without swaps); `undefined` when one can. */
  unavailable: string | undefined
  /** The account's network and address the state is for. */
  network: CaipNetwork | undefined
  address: string | undefined
  /** The token list of the network: `error` when it could not be loaded (`open()` again retries). */
  tokensStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** The tokens offered, held ones first. */
  tokens: readonly SwapToken[]
  fromToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The amount to sell as typed. */
  amountText: string
  errors: SwapFieldErrors
  quote: SwapQuoteState
  allowance: SwapAllowance
  step: SwapStep
  /** A swap is being checked or carried out (`submit()`); the Swap button waits. */
  submitting: boolean
  /** A form-level notice, e.g. the wallet prompt was declined. */
  notice: string | undefined
  /** Why the swap failed (step `failed`). */
  failure: string | undefined
  /** The approval's transaction, once sent. */
  approveHash: string | undefined
  /** The swap's transaction, once sent. */
  swapHash: string | undefined
}

export const initialSwapState: SwapState = {
  unavailable: undefined,
  network: undefined,
  address: undefined,
  tokensStatus: 'idle',
  tokens: [],
  fromToken: undefined,
  toToken: undefined,
  amountText: '',
  errors: {},
  quote: { status: 'idle' },
  allowance: 'unknown',
  step: 'form',
  submitting: false,
  notice: undefined,
  failure: undefined,
  approveHash: undefined,
  swapHash: undefined,
}
