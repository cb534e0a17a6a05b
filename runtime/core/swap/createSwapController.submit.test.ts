import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import { SendConfirmationError } from '../send/sendErrors.js'
import { createSwapController } from './createSwapController.js'
import {
  approveHash,
  approveTransaction,
  balances,
  deferred,
  eth,
  ether,
  ethereum,
  fakeSwapContext,
  type MockedSwapContext,
  otherOwner,
  owner,
  swapHash,
  usdc,
} from './fixtures/fakeSwapContext.js'
import type { SwapContext } from './SwapContext.js'
import type { SwapStep } from './SwapState.js'
import { swapMessages } from './swapMessages.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

/** A form quoted for selling `amount` of `fromToken` for `toToken`, the stand-ins' calls forgotten. */
async function ready(
  preset: { fromToken: string; toToken: string; amount: string },
  overrides: Partial<MockedSwapContext> = {},
) {
  const fake = fakeSwapContext(overrides)
  const swap = createSwapController(fake.context)
  await swap.open(preset)
  await settle()
  expect(swap.getState().quote.status).toBe('ready')
  vi.clearAllMocks()
  const steps: SwapStep[] = []
  swap.subscribe((state) => {
    if (steps.at(-1) !== state.step) steps.push(state.step)
  })
  return { ...fake, swap, steps }
}

const usdcForEth = { fromToken: 'USDC', toToken: 'ETH', amount: '10' }
const ethForUsdc = { fromToken: 'ETH', toToken: 'USDC', amount: '1' }
const usdcDetails = {
  caipNetworkId: 'eip155:1',
  fromToken: { symbol: 'USDC', address: usdc.address },
  toToken: { symbol: 'ETH', address: eth.address },
  amount: '10',
}
const rejection = () => new UserRejectedRequestError(new Error('User rejected the request.'))
const events = (emit: ReturnType<typeof vi.fn>) => emit.mock.calls.map(([name]) => name)

describe('createSwapController: submit', () => {
  it('approves first, waits for the approval to be mined, then swaps and waits again', async () => {
    const approvalMined = deferred<'confirmed' | 'failed'>()
    const { swap, context, steps } = await ready(usdcForEth)
    context.waitForReceipt.mockImplementationOnce(() => approvalMined.promise)
    const submitted = swap.submit()
    await settle()
    expect(context.readBalance).toHaveBeenCalledTimes(1)
    expect(context.allowance).toHaveBeenCalledWith({
      caipNetwork: ethereum,
      address: owner,
      token: usdc.address,
    })
    expect(context.buildApprove).toHaveBeenCalledWith({
      caipNetwork: ethereum,
      address: owner,
      from: usdc.address,
      to: eth.address,
      amount: 10_000_000n,
    })
    expect(context.sendTransaction).toHaveBeenCalledWith(ethereum, approveTransaction)
    expect(context.waitForReceipt).toHaveBeenCalledWith(ethereum, approveHash)
    expect(swap.getState()).toMatchObject({ step: 'approving', submitting: true, approveHash })
    // Nothing of the swap before the approval's receipt.
    expect(context.buildTransaction).not.toHaveBeenCalled()
    approvalMined.resolve('confirmed')
    expect(await submitted).toEqual({ status: 'success', hash: swapHash, approveHash })
    expect(context.buildTransaction).toHaveBeenCalledWith({
      caipNetwork: ethereum,
      address: owner,
      from: usdc.address,
      to: eth.address,
      amount: 10_000_000n,
    })
    expect(context.sendTransaction).toHaveBeenCalledTimes(2)
    expect(context.waitForReceipt).toHaveBeenLastCalledWith(ethereum, swapHash)
    expect(steps).toEqual(['form', 'approving', 'swapping', 'success'])
    expect(swap.getState()).toMatchObject({
      step: 'success',
      submitting: false,
      swapHash,
      allowance: 'enough',
    })
    expect(context.emit.mock.calls).toEqual([
      ['swapInitiated', usdcDetails],
      ['swapApproveSuccess', { ...usdcDetails, hash: approveHash }],
      ['swapSuccess', { ...usdcDetails, hash: swapHash }],
    ])
  })

  it('asks for no approval when the allowance is already enough', async () => {
    const { swap, context, steps } = await ready(usdcForEth, {
      allowance: vi.fn<SwapContext['allowance']>(async () => 10_000_000n),
    })
    expect(await swap.submit()).toEqual({ status: 'success', hash: swapHash })
    expect(context.buildApprove).not.toHaveBeenCalled()
    expect(context.sendTransaction).toHaveBeenCalledTimes(1)
    expect(steps).toEqual(['form', 'swapping', 'success'])
    expect(events(context.emit)).toEqual(['swapInitiated', 'swapSuccess'])
  })

  it('sells the native currency without an allowance, sending exactly the amount', async () => {
    const { swap, context } = await ready(ethForUsdc)
    expect(await swap.submit()).toMatchObject({ status: 'success' })
    expect(context.allowance).not.toHaveBeenCalled()
    expect(context.sendTransaction.mock.calls[0]?.[1]).toMatchObject({
      value: ether,
      gas: 200_000n,
    })
  })

  it('reads the balances again after a success and empties the form on the way back', async () => {
    const after = balances.map((row) =>
      row.address ? { ...row, quantity: { ...row.quantity, numeric: '90' } } : row,
    )
    const { swap, context } = await ready(usdcForEth, {
      refreshBalances: vi.fn<SwapContext['refreshBalances']>(async () => after),
    })
    await swap.submit()
    await settle()
    expect(context.refreshBalances).toHaveBeenCalledWith(
      expect.objectContaining({ address: owner }),
    )
    expect(swap.getState().fromToken?.quantity.numeric).toBe('90')
    swap.backToForm()
    expect(swap.getState()).toMatchObject({
      step: 'form',
      amountText: '',
      quote: { status: 'idle' },
      swapHash: undefined,
      approveHash: undefined,
      fromToken: { symbol: 'USDC' },
      toToken: { symbol: 'ETH' },
    })
  })

  it('goes back to the form, inputs kept, when the approval is declined', async () => {
    const { swap, context } = await ready(usdcForEth, {
      sendTransaction: vi.fn<SwapContext['sendTransaction']>(async () => {
        throw rejection()
      }),
    })
    expect(await swap.submit()).toEqual({
      status: 'declined',
      message: swapMessages.approvalDeclined,
    })
    expect(swap.getState()).toMatchObject({
      step: 'form',
      submitting: false,
      notice: swapMessages.approvalDeclined,
      amountText: '10',
      fromToken: { symbol: 'USDC' },
      quote: { status: 'ready' },
    })
    expect(context.buildTransaction).not.toHaveBeenCalled()
    expect(context.emit).toHaveBeenLastCalledWith('swapError', {
      ...usdcDetails,
      reason: swapMessages.approvalDeclined,
    })
  })

  it('goes back to the form when the swap itself is declined', async () => {
    const { swap, context } = await ready(ethForUsdc)
    context.sendTransaction.mockRejectedValueOnce({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await swap.submit()).toEqual({ status: 'declined', message: swapMessages.swapDeclined })
    expect(swap.getState()).toMatchObject({
      step: 'form',
      notice: swapMessages.swapDeclined,
      amountText: '1',
    })
  })

  it('fails clearly when the swap reverted, and quotes again on the way back', async () => {
    const { swap, context } = await ready(ethForUsdc)
    context.waitForReceipt.mockResolvedValueOnce('failed')
    expect(await swap.submit()).toEqual({
      status: 'failed',
      message: swapMessages.reverted,
      hash: swapHash,
    })
    expect(swap.getState()).toMatchObject({
      step: 'failed',
      failure: swapMessages.reverted,
      swapHash,
    })
    expect(swapMessages.reverted).toMatch(/price moved more than 1%.*intact/)
    expect(context.emit).toHaveBeenLastCalledWith(
      'swapError',
      expect.objectContaining({ hash: swapHash, reason: swapMessages.reverted }),
    )
    swap.backToForm()
    await settle()
    expect(swap.getState()).toMatchObject({ step: 'form', failure: undefined, amountText: '1' })
    expect(context.quote).toHaveBeenCalledTimes(1)
  })

  it('fails when the approval reverted, and swaps nothing', async () => {
    const { swap, context } = await ready(usdcForEth)
    context.waitForReceipt.mockResolvedValueOnce('failed')
    expect(await swap.submit()).toEqual({
      status: 'failed',
      message: swapMessages.approvalFailed,
      hash: approveHash,
    })
    expect(context.buildTransaction).not.toHaveBeenCalled()
  })

  it('keeps the hash and never sends again when the confirmation cannot be read', async () => {
    const { swap, context } = await ready(ethForUsdc)
    context.waitForReceipt.mockRejectedValueOnce(new SendConfirmationError(swapHash))
    expect(await swap.submit()).toEqual({
      status: 'failed',
      message: swapMessages.unconfirmed,
      hash: swapHash,
    })
    expect(swap.getState()).toMatchObject({ step: 'failed', swapHash })
    expect(context.sendTransaction).toHaveBeenCalledTimes(1)
  })

  it('says nothing was sent when the swap could not be prepared', async () => {
    const { swap, context } = await ready(ethForUsdc)
    context.buildTransaction.mockRejectedValueOnce(
      new ApiError('SERVER_ERROR', {
        url: 'https://blockchain.example/v1/convert/build-transaction',
      }),
    )
    expect(await swap.submit()).toEqual({
      status: 'failed',
      message: swapMessages.prepareFailed('Server Error'),
    })
    expect(context.sendTransaction).not.toHaveBeenCalled()
  })

  it('makes one swap however often it is submitted meanwhile', async () => {
    const mined = deferred<'confirmed' | 'failed'>()
    const { swap, context } = await ready(ethForUsdc)
    context.waitForReceipt.mockImplementationOnce(() => mined.promise)
    const first = swap.submit()
    const second = swap.submit()
    expect(second).toBe(first)
    await settle()
    expect(swap.submit()).toBe(first)
    swap.setAmount('0.5')
    expect(swap.getState().amountText).toBe('1')
    mined.resolve('confirmed')
    await first
    expect(context.sendTransaction).toHaveBeenCalledTimes(1)
    expect(events(context.emit)).toEqual(['swapInitiated', 'swapSuccess'])
  })

  it('refuses, before any prompt, an amount above the balance read now', async () => {
    const { swap, context } = await ready(usdcForEth, {
      readBalance: vi.fn<SwapContext['readBalance']>(async () => 9_000_000n),
    })
    expect(await swap.submit()).toEqual({
      status: 'invalid',
      field: 'amount',
      message: 'That is more than your balance of 9 USDC.',
    })
    expect(swap.getState()).toMatchObject({
      step: 'form',
      errors: { amount: 'That is more than your balance of 9 USDC.' },
    })
    expect(context.sendTransaction).not.toHaveBeenCalled()
    expect(context.emit).not.toHaveBeenCalled()
  })

  it('refuses a native swap whose fee the balance read now cannot pay', async () => {
    const { swap, context } = await ready(ethForUsdc, {
      readBalance: vi.fn<SwapContext['readBalance']>(async () => ether),
    })
    expect(await swap.submit()).toMatchObject({
      status: 'invalid',
      message: swapMessages.overBalanceWithFee('ETH'),
    })
    expect(context.sendTransaction).not.toHaveBeenCalled()
  })

  it('refuses without a ready quote, or with an amount error', async () => {
    const { swap, context } = await ready(ethForUsdc)
    swap.setAmount('2')
    expect(await swap.submit()).toEqual({ status: 'invalid', message: swapMessages.quoteFirst })
    swap.setAmount('3')
    expect(await swap.submit()).toEqual({
      status: 'invalid',
      message: 'That is more than your balance of 2 ETH.',
    })
    expect(context.readBalance).not.toHaveBeenCalled()
  })

  it('refuses a swap for an account that is no longer connected, then follows the new one', async () => {
    const { swap, context, connect } = await ready(ethForUsdc)
    connect({ network: ethereum, address: otherOwner, nativeBalance: '2' })
    expect(await swap.submit()).toEqual({ status: 'invalid', message: swapMessages.accountChanged })
    await settle()
    expect(swap.getState().address).toBe(otherOwner)
    expect(context.sendTransaction).not.toHaveBeenCalled()
  })

  it('finishes the swap in flight when the account changes, then follows it', async () => {
    const mined = deferred<'confirmed' | 'failed'>()
    const { swap, context, connect } = await ready(ethForUsdc)
    swap.watch()
    context.waitForReceipt.mockImplementationOnce(() => mined.promise)
    const submitted = swap.submit()
    await settle()
    connect({ network: ethereum, address: otherOwner, nativeBalance: '2' })
    await settle()
    expect(swap.getState()).toMatchObject({ step: 'swapping', address: owner })
    mined.resolve('confirmed')
    expect(await submitted).toMatchObject({ status: 'success' })
    await settle()
    expect(swap.getState()).toMatchObject({ step: 'success', address: otherOwner })
  })
})
