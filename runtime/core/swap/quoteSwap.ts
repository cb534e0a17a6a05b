import { formatUnits, parseUnits } from 'viem'
import { swapSlippagePercent } from '../blockchainApi/convertTransaction.js'
import { BaseError } from '../kernel.js'
import type { PriceBook } from './createPriceBook.js'
import { minimumReceived } from './minimumReceived.js'
import { networkFee, type SwapFee } from './networkFee.js'
import { priceImpact } from './priceImpact.js'
import type { SwapAccount, SwapContext } from './SwapContext.js'
import type { SwapAllowance, SwapQuoteState } from './SwapState.js'
import type { SwapToken } from './SwapToken.js'
import { swapMessages } from './swapMessages.js'
import { swapRate } from './swapRate.js'
import { nativeSwapAddress } from './swapTokensOf.js'
import { usdWorth } from './usdWorth.js'

/** A swap of the form, checked: what to quote. */
export interface SwapInput {
  account: SwapAccount
  from: SwapToken
  to: SwapToken
  /** In the sold token's base units. */
  amount: bigint
}

/** A quote with what it found out on the way. */
export interface QuoteSwapResult {
  quote: SwapQuoteState
  allowance: SwapAllowance
  /** Set when the native currency sold leaves too little for the fee. */
  amountError?: string
}

/**
 * The balance a token row of the view holds, in base units (the list's figure: fine for the form's
 * checks; a swap reads a fresh one before any prompt).
 * @example heldAmount(usdcRow) // 12500000n
 */
export function heldAmount(token: SwapToken): bigint {
  try {
    return parseUnits(token.quantity.numeric, token.decimals)
  } catch {
    return 0n
  }
}

async function allowanceOf(context: SwapContext, input: SwapInput): Promise<SwapAllowance> {
  if (input.from.isNative) return 'not-needed'
  const { network, address } = input.account
  try {
    const allowance = await context.allowance({
      caipNetwork: network,
      address,
      token: input.from.address,
    })
    return allowance >= input.amount ? 'enough' : 'approval-needed'
  } catch {
    // Asked again, fresh, when the swap is made.
    return 'unknown'
  }
}

async function estimateFee(
  context: SwapContext,
  input: SwapInput,
  allowance: SwapAllowance,
  nativePrice: number | undefined,
): Promise<SwapFee | undefined> {
  const { network, address } = input.account
  const swap = { caipNetwork: network, address, from: input.from.address, to: input.to.address }
  const simulate = allowance === 'not-needed' || allowance === 'enough'
  try {
    const built = await Promise.all([
      // Without the allowance in place the simulation would fail: build without it.
      context.buildTransaction({ ...swap, amount: input.amount, disableEstimate: !simulate }),
      ...(allowance === 'approval-needed'
        ? [context.buildApprove({ ...swap, amount: input.amount })]
        : []),
    ])
    return networkFee(built, network, nativePrice)
  } catch {
    return undefined
  }
}

function failureOf(error: unknown): SwapQuoteState {
  // The refusal of a network without swaps is SPEC's own message; anything else is the service's.
  const message =
    error instanceof BaseError && error.code === 'CHAIN_NOT_SUPPORTED'
      ? error.shortMessage
      : swapMessages.quoteUnavailable
  return { status: 'error', message }
}

/**
 * Quotes a checked swap and works out every figure the view shows: the amount bought and the
 * least the swap may give at SPEC's 1 % slippage, the rate, the price impact and USD worths (when
 * prices are known), the allowance, and the network fee (when it can be estimated). No route is
 * `no-route`; a service that is down, slow or answers nonsense is `error`. Never rejects.
 * @example const { quote } = await quoteSwap(context, prices, { account, from: eth, to: usdc, amount })
 */
export async function quoteSwap(
  context: SwapContext,
  prices: PriceBook,
  input: SwapInput,
): Promise<QuoteSwapResult> {
  const { account, from, to, amount } = input
  const { network, address } = account
  let toAmount: bigint
  try {
    const gasPrice = await context.gasPrice(network)
    const quote = await context.quote({
      caipNetwork: network,
      address,
      from: from.address,
      to: to.address,
      amount,
      gasPrice: gasPrice.standard,
    })
    if (!quote) {
      return { quote: { status: 'no-route', message: swapMessages.noRoute }, allowance: 'unknown' }
    }
    toAmount = quote.toAmount
  } catch (error) {
    return { quote: failureOf(error), allowance: 'unknown' }
  }
  const native = nativeSwapAddress(network)
  const [allowance, known] = await Promise.all([
    allowanceOf(context, input),
    prices.get([from.address, to.address, native]),
  ])
  const priceOf = (token: SwapToken) => known[token.address.toLowerCase()] ?? token.price
  // The balances' price of the native currency when the price service has none.
  const nativePrice = known[native] ?? [from, to].find((token) => token.isNative)?.price
  const fee = await estimateFee(context, input, allowance, nativePrice)
  const amounts = {
    fromAmount: amount,
    fromDecimals: from.decimals,
    toAmount,
    toDecimals: to.decimals,
  }
  const minimum = minimumReceived(toAmount, swapSlippagePercent)
  const result: QuoteSwapResult = {
    allowance,
    quote: {
      status: 'ready',
      quote: {
        fromAmount: amount,
        toAmount,
        toAmountText: formatUnits(toAmount, to.decimals),
        minimumReceived: minimum,
        minimumReceivedText: formatUnits(minimum, to.decimals),
        slippage: swapSlippagePercent,
        rate: swapRate(amounts),
        priceImpact: priceImpact(amounts, { fromPrice: priceOf(from), toPrice: priceOf(to) }),
        fromUsd: usdWorth(amount, from.decimals, priceOf(from)),
        toUsd: usdWorth(toAmount, to.decimals, priceOf(to)),
        fee,
      },
    },
  }
  if (from.isNative && fee && amount + fee.native > heldAmount(from)) {
    result.amountError = swapMessages.overBalanceWithFee(from.symbol)
  }
  return result
}
