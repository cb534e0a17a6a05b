import { formatUnits } from 'viem'
import type { ConvertTransaction } from '../blockchainApi/convertBuiltTransaction.js'
import type { SendToken } from '../send/SendParameters.js'
import { SendConfirmationError, TransactionRejectedError, toSendError } from '../send/sendErrors.js'
import type { SwapInput } from './quoteSwap.js'
import type { SwapContext } from './SwapContext.js'
import type { SwapEventDetails } from './SwapEvents.js'
import type { SwapState } from './SwapState.js'
import type { SwapToken } from './SwapToken.js'
import { swapMessages } from './swapMessages.js'

/** How a `submit()` ended. */
export type SwapOutcome =
  /** Mined; the balances are being read again. */
  | { status: 'success'; hash: string; approveHash?: string }
  /** The user declined a wallet prompt: back to the form, inputs kept. */
  | { status: 'declined'; message: string }
  /** Reverted, failed, or its fate unknown (`hash` when a swap was sent). */
  | { status: 'failed'; message: string; hash?: string }
  /** Refused before any wallet prompt (`field` says which input is at fault). */
  | { status: 'invalid'; message: string; field?: 'amount' }

/** The row of the view as the send feature's balance read takes it. */
export function sendTokenOf(token: SwapToken): SendToken {
  const { symbol, quantity } = token
  return token.isNative ? { symbol, quantity } : { symbol, quantity, address: token.address }
}

/** What the swap events say about `input`. */
function swapEventDetails(input: SwapInput): SwapEventDetails {
  const { account, from, to, amount } = input
  return {
    caipNetworkId: account.network.caipNetworkId,
    fromToken: { symbol: from.symbol, address: from.address },
    toToken: { symbol: to.symbol, address: to.address },
    amount: formatUnits(amount, from.decimals),
  }
}

/**
 * Makes one checked swap: a fresh balance first (never the list's), then, for a token the router
 * may not move yet, the approval (built by the service, sent through the wallet, its receipt
 * awaited), then the swap at SPEC's 1 % slippage and its receipt. `update` moves the view through
 * `approving` and `swapping` and records each hash as soon as it is known. Never rejects: every end
 * is a `SwapOutcome`, and from `swapInitiated` on, `swapSuccess` or `swapError` says how it ended.
 * @example const outcome = await runSwap(context, input, (partial) => store.setState(partial))
 */
export async function runSwap(
  context: SwapContext,
  input: SwapInput,
  update: (partial: Partial<SwapState>) => void,
): Promise<SwapOutcome> {
  const { account, from, amount } = input
  const { network, address } = account
  const swap = { caipNetwork: network, address, from: from.address, to: input.to.address, amount }
  let balance: bigint
  try {
    balance = await context.readBalance({ network, address, token: sendTokenOf(from) })
  } catch {
    return { status: 'invalid', message: swapMessages.balanceUnknown }
  }
  if (amount > balance) {
    const message = swapMessages.overBalance(formatUnits(balance, from.decimals), from.symbol)
    return { status: 'invalid', field: 'amount', message }
  }
  const details = swapEventDetails(input)
  context.emit('swapInitiated', details)
  let stage: 'approval' | 'swap' = 'swap'
  let approveHash: string | undefined
  let hash: string | undefined
  const failed = (message: string, sent?: string): SwapOutcome => {
    context.emit('swapError', { ...details, ...(sent ? { hash: sent } : {}), reason: message })
    return { status: 'failed', message, ...(sent ? { hash: sent } : {}) }
  }
  try {
    if (!from.isNative) {
      const allowance = await context.allowance({
        caipNetwork: network,
        address,
        token: from.address,
      })
      if (allowance < amount) {
        stage = 'approval'
        update({ step: 'approving', allowance: 'approval-needed' })
        const approval = await context.buildApprove(swap)
        approveHash = (await context.sendTransaction(network, approval)).hash
        update({ approveHash })
        if ((await context.waitForReceipt(network, approveHash)) === 'failed') {
          return failed(swapMessages.approvalFailed, approveHash)
        }
        context.emit('swapApproveSuccess', { ...details, hash: approveHash })
        stage = 'swap'
      }
      update({ allowance: 'enough' })
    }
    update({ step: 'swapping' })
    const transaction: ConvertTransaction = await context.buildTransaction(swap)
    if (from.isNative && amount + transaction.gas * transaction.gasPrice > balance) {
      const message = swapMessages.overBalanceWithFee(from.symbol)
      context.emit('swapError', { ...details, reason: message })
      return { status: 'invalid', field: 'amount', message }
    }
    hash = (await context.sendTransaction(network, transaction)).hash
    update({ swapHash: hash })
    if ((await context.waitForReceipt(network, hash)) === 'failed') {
      return failed(swapMessages.reverted, hash)
    }
    context.emit('swapSuccess', { ...details, hash })
    return { status: 'success', hash, ...(approveHash ? { approveHash } : {}) }
  } catch (raw) {
    const error = toSendError(raw)
    if (error instanceof TransactionRejectedError) {
      const message =
        stage === 'approval' ? swapMessages.approvalDeclined : swapMessages.swapDeclined
      context.emit('swapError', { ...details, reason: message })
      return { status: 'declined', message }
    }
    if (error instanceof SendConfirmationError) return failed(swapMessages.unconfirmed, error.hash)
    if (hash) return failed(error.shortMessage, hash)
    const what = error.shortMessage
    return failed(
      approveHash ? swapMessages.failedAfterApproval(what) : swapMessages.prepareFailed(what),
    )
  }
}
