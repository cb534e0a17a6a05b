import { maxSwapAmount } from './maxSwapAmount.js'
import { sendTokenOf } from './runSwap.js'
import type { SwapAccount, SwapContext } from './SwapContext.js'
import type { SwapQuoteState } from './SwapState.js'
import type { SwapToken } from './SwapToken.js'

/** Gas a router swap may take when none can be built yet (no token to buy chosen). */
export const fallbackSwapGas = 300_000n

export interface ReadMaxSwapAmountParameters {
  account: SwapAccount
  from: SwapToken
  /** The token to buy, when chosen: the swap's own gas is then built for. */
  to: SwapToken | undefined
  /** The form's quote: its fee is the swap's when it is ready. */
  quote: SwapQuoteState
}

/** The most that can be sold, with the fresh balance it came from, or what could not be read. */
export type MaxSwapAmountResult =
  | { ok: true; balance: bigint; max: bigint }
  | { ok: false; unread: 'balance' | 'fee' }

async function swapFee(
  context: SwapContext,
  parameters: ReadMaxSwapAmountParameters,
  balance: bigint,
): Promise<bigint> {
  const { account, from, to, quote } = parameters
  if (quote.status === 'ready' && quote.quote.fee) return quote.quote.fee.native
  if (to) {
    const built = await context.buildTransaction({
      caipNetwork: account.network,
      address: account.address,
      from: from.address,
      to: to.address,
      amount: balance,
      // The whole balance cannot also pay for gas: the simulation would fail.
      disableEstimate: true,
    })
    return built.gas * built.gasPrice
  }
  const { fast } = await context.gasPrice(account.network)
  return fallbackSwapGas * fast
}

/**
 * "Max": the most of `from` that can be sold now, in base units: the balance read from the chain
 * at this moment (never the list's), less for the native currency its swap's network fee with a
 * margin (`maxSwapAmount`); or which of the balance and the fee could not be read.
 * @example const max = await readMaxSwapAmount(context, { account, from: eth, to: usdc, quote })
 */
export async function readMaxSwapAmount(
  context: SwapContext,
  parameters: ReadMaxSwapAmountParameters,
): Promise<MaxSwapAmountResult> {
  const { account, from } = parameters
  let balance: bigint
  try {
    balance = await context.readBalance({
      network: account.network,
      address: account.address,
      token: sendTokenOf(from),
    })
  } catch {
    return { ok: false, unread: 'balance' }
  }
  let fee = 0n
  if (from.isNative) {
    try {
      fee = await swapFee(context, parameters, balance)
    } catch {
      return { ok: false, unread: 'fee' }
    }
  }
  return { ok: true, balance, max: maxSwapAmount(balance, fee, from.isNative) }
}
