import { formatUnits } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError.js'
import { createSwapController, quoteDebounceMs, quoteRefreshMs } from './createSwapController.js'
import {
  base,
  dai,
  deferred,
  eth,
  ether,
  ethereum,
  fakeSwapContext,
  type MockedSwapContext,
  otherOwner,
  owner,
  polygonZk,
  usdc,
} from './fixtures/fakeSwapContext.js'
import { fallbackSwapGas } from './readMaxSwapAmount.js'
import type { SwapContext } from './SwapContext.js'
import { swapMessages } from './swapMessages.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Lets the stand-ins' promises settle (and fires timers due by then). */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)

async function opened(
  preset?: Parameters<ReturnType<typeof createSwapController>['open']>[0],
  overrides: Partial<MockedSwapContext> = {},
) {
  const fake = fakeSwapContext(overrides)
  const swap = createSwapController(fake.context)
  await swap.open(preset)
  await settle()
  return { ...fake, swap }
}

const symbols = (tokens: readonly { symbol: string }[]) => tokens.map((token) => token.symbol)

describe('createSwapController: the form', () => {
  it("offers the network's tokens, held ones first, and sells the native currency by default", async () => {
    const { swap } = await opened()
    const state = swap.getState()
    expect(state).toMatchObject({
      unavailable: undefined,
      network: ethereum,
      address: owner,
      tokensStatus: 'ready',
      amountText: '',
      quote: { status: 'idle' },
      step: 'form',
    })
    expect(symbols(state.tokens)).toEqual(['ETH', 'USDC', 'DAI'])
    expect(state.tokens[1]).toMatchObject({
      address: usdc.address,
      isNative: false,
      quantity: { decimals: '6', numeric: '100' },
      price: 1,
      value: 100,
    })
    expect(state.tokens[2]?.quantity.numeric).toBe('0')
    expect(state.fromToken?.symbol).toBe('ETH')
    expect(state.toToken).toBeUndefined()
  })

  it('applies a preset by symbol or address, in any case, and quotes it with every figure', async () => {
    const { swap, context } = await opened({
      fromToken: 'eth',
      toToken: usdc.address.toLowerCase(),
      amount: ' 1 ',
    })
    const state = swap.getState()
    expect(state.fromToken?.symbol).toBe('ETH')
    expect(state.toToken?.symbol).toBe('USDC')
    expect(state.amountText).toBe('1')
    expect(state.allowance).toBe('not-needed')
    expect(state.quote).toEqual({
      status: 'ready',
      quote: {
        fromAmount: ether,
        toAmount: 2_991_000_000n,
        toAmountText: '2991',
        // floor(2991 x 0.99) USDC
        minimumReceived: 2_961_090_000n,
        minimumReceivedText: '2961.09',
        slippage: '1',
        rate: '2991',
        // $3000 sold for $2991 bought
        priceImpact: '0.3',
        fromUsd: '3000',
        toUsd: '2991',
        fee: { native: 200_000n * 10n ** 9n, nativeText: '0.0002', symbol: 'ETH', usd: '0.6' },
      },
    })
    expect(context.quote).toHaveBeenCalledWith({
      caipNetwork: ethereum,
      address: owner,
      from: eth.address,
      to: usdc.address,
      amount: ether,
      gasPrice: 10n ** 9n,
    })
    // The native currency needs no allowance; its fee is built with the estimate on.
    expect(context.allowance).not.toHaveBeenCalled()
    expect(context.buildTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ disableEstimate: false }),
    )
  })

  it('says which preset token is unknown and keeps everything else', async () => {
    const { swap } = await opened({ fromToken: 'USDC', toToken: 'PEPE', amount: '5' })
    const state = swap.getState()
    expect(state.errors).toEqual({ to: 'No token "PEPE" can be swapped on Ethereum.' })
    expect(state.fromToken?.symbol).toBe('USDC')
    expect(state.amountText).toBe('5')
  })

  it('refuses the same token on both sides of a preset', async () => {
    const { swap } = await opened({ fromToken: 'USDC', toToken: 'usdc' })
    expect(swap.getState()).toMatchObject({
      fromToken: { symbol: 'USDC' },
      toToken: undefined,
      errors: { to: swapMessages.sameToken },
    })
  })

  it("swaps sides when a side is given the other side's token, and on flip", async () => {
    const { swap } = await opened({ fromToken: 'ETH', toToken: 'USDC' })
    swap.setTo('ETH')
    expect([swap.getState().fromToken?.symbol, swap.getState().toToken?.symbol]).toEqual([
      'USDC',
      'ETH',
    ])
    swap.setFrom(swap.getState().tokens[0] ?? 'ETH')
    expect([swap.getState().fromToken?.symbol, swap.getState().toToken?.symbol]).toEqual([
      'ETH',
      'USDC',
    ])
    swap.flip()
    expect([swap.getState().fromToken?.symbol, swap.getState().toToken?.symbol]).toEqual([
      'USDC',
      'ETH',
    ])
    swap.setTo('DAI')
    expect([swap.getState().fromToken?.symbol, swap.getState().toToken?.symbol]).toEqual([
      'USDC',
      'DAI',
    ])
    swap.setFrom('nope')
    expect(swap.getState().errors.from).toBe('No token "nope" can be swapped on Ethereum.')
    expect(swap.getState().fromToken?.symbol).toBe('USDC')
  })

  it('quotes once typing pauses for 400 ms', async () => {
    const { swap, context } = await opened({ fromToken: 'ETH', toToken: 'USDC' })
    for (const text of ['0', '0.', '0.5']) {
      swap.setAmount(text)
      await settle(100)
    }
    expect(swap.getState().quote.status).toBe('loading')
    expect(context.quote).not.toHaveBeenCalled()
    await settle(quoteDebounceMs)
    expect(context.quote).toHaveBeenCalledTimes(1)
    expect(context.quote.mock.calls[0]?.[0].amount).toBe(ether / 2n)
    expect(swap.getState().quote).toMatchObject({
      status: 'ready',
      quote: { toAmountText: '1495.5' },
    })
  })

  it('refuses bad amounts at once, without a quote, and keeps what was typed', async () => {
    const { swap, context } = await opened({ fromToken: 'USDC', toToken: 'DAI' })
    const cases = [
      ['1.0000001', 'This token has at most 6 decimal places.'],
      ['0', 'Enter an amount above zero.'],
      ['1e3', 'Use digits and one dot only, like 0.5.'],
      ['1,5', 'Use digits and one dot only, like 0.5.'],
      ['abc', 'Use digits and one dot only, like 0.5.'],
      ['100.5', 'That is more than your balance of 100 USDC.'],
    ]
    for (const [text, message] of cases) {
      swap.setAmount(text as string)
      expect(swap.getState(), text).toMatchObject({
        amountText: text,
        errors: { amount: message },
        quote: { status: 'idle' },
      })
    }
    await settle(quoteDebounceMs)
    expect(context.quote).not.toHaveBeenCalled()
    swap.setAmount('')
    expect(swap.getState().errors).toEqual({})
  })

  it('drops the answer for an older amount that arrives after the newer one', async () => {
    const slow = deferred<Awaited<ReturnType<SwapContext['quote']>>>()
    const { swap, context } = await opened({ fromToken: 'ETH', toToken: 'USDC' })
    context.quote.mockImplementationOnce(() => slow.promise)
    swap.setAmount('1')
    await settle(quoteDebounceMs)
    swap.setAmount('2')
    await settle(quoteDebounceMs)
    expect(swap.getState().quote).toMatchObject({ quote: { fromAmount: 2n * ether } })
    slow.resolve({
      from: eth.address,
      to: usdc.address,
      fromAmount: ether,
      toAmount: 2_991_000_000n,
    })
    await settle()
    expect(swap.getState().quote).toMatchObject({ quote: { fromAmount: 2n * ether } })
  })

  it('says when there is no route', async () => {
    const { swap } = await opened(
      { fromToken: 'ETH', toToken: 'DAI', amount: '1' },
      { quote: vi.fn<SwapContext['quote']>(async () => undefined) },
    )
    expect(swap.getState().quote).toEqual({ status: 'no-route', message: swapMessages.noRoute })
  })

  it('says when the quote service is down, slow or answers nonsense, and keeps the inputs', async () => {
    const url = 'https://blockchain.example/v1/convert/quotes'
    for (const code of ['SERVER_ERROR', 'HTTP_REQUEST_TIMEOUT', 'INVALID_RESPONSE'] as const) {
      const quote = vi.fn<SwapContext['quote']>(async () => {
        throw new ApiError(code, { url })
      })
      const { swap } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1' }, { quote })
      expect(swap.getState(), code).toMatchObject({
        quote: { status: 'error', message: swapMessages.quoteUnavailable },
        fromToken: { symbol: 'ETH' },
        toToken: { symbol: 'USDC' },
        amountText: '1',
        errors: {},
      })
    }
  })

  it('shows a quote without prices or fee when those cannot be had', async () => {
    const { swap } = await opened(
      { fromToken: 'ETH', toToken: 'DAI', amount: '1' },
      {
        prices: vi.fn<SwapContext['prices']>(async () => {
          throw new Error('down')
        }),
        buildTransaction: vi.fn<SwapContext['buildTransaction']>(async () => {
          throw new Error('down')
        }),
      },
    )
    // DAI has no balance row, so no price at all; ETH's price comes from the balances.
    expect(swap.getState().quote).toMatchObject({
      status: 'ready',
      quote: { priceImpact: undefined, fromUsd: '3000', toUsd: undefined, fee: undefined },
    })
  })

  it('tells when the native currency sold leaves too little for the fee', async () => {
    const { swap } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1.99999' })
    expect(swap.getState().errors.amount).toBe(swapMessages.overBalanceWithFee('ETH'))
  })

  it('asks whether the router may move a token, and what the approval costs', async () => {
    const { swap, context } = await opened({ fromToken: 'USDC', toToken: 'ETH', amount: '10' })
    expect(swap.getState().allowance).toBe('approval-needed')
    expect(context.buildTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ disableEstimate: true }),
    )
    // 50,000 gas of approval and 200,000 of swap at 1 gwei.
    expect(swap.getState().quote).toMatchObject({ quote: { fee: { nativeText: '0.00025' } } })
    context.allowance.mockResolvedValue(10n ** 9n)
    swap.setAmount('20')
    await settle(quoteDebounceMs)
    expect(swap.getState().allowance).toBe('enough')
  })

  it('asks again every 15 s while watched, and stops with the watch', async () => {
    const { swap, context } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    expect(context.quote).toHaveBeenCalledTimes(1)
    const stop = swap.watch()
    await settle(quoteRefreshMs)
    expect(context.quote).toHaveBeenCalledTimes(2)
    // The quote stays on screen while it is asked again.
    expect(swap.getState().quote.status).toBe('ready')
    await settle(quoteRefreshMs)
    expect(context.quote).toHaveBeenCalledTimes(3)
    stop()
    stop()
    await settle(quoteRefreshMs * 3)
    expect(context.quote).toHaveBeenCalledTimes(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('retries a token list that failed to load', async () => {
    const tokens = vi.fn<SwapContext['tokens']>(async () => {
      throw new ApiError('SERVER_ERROR', { url: 'https://blockchain.example/v1/convert/tokens' })
    })
    const { swap } = await opened({ fromToken: 'USDC' }, { tokens })
    expect(swap.getState()).toMatchObject({
      tokensStatus: 'error',
      notice: swapMessages.tokensUnavailable,
    })
    tokens.mockResolvedValue([eth, usdc, dai])
    swap.retry()
    await settle()
    expect(swap.getState()).toMatchObject({ tokensStatus: 'ready', notice: undefined })
  })

  it('fills Max from a fresh balance, less the fee and a margin for the native currency', async () => {
    const { swap, context } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    // 2 ETH less 1.5 x 0.0002 ETH of fee.
    expect(await swap.fillMax()).toEqual({ ok: true, amountText: '1.9997' })
    expect(context.readBalance).toHaveBeenCalledWith({
      network: ethereum,
      address: owner,
      token: { symbol: 'ETH', quantity: { decimals: '18', numeric: '2' } },
    })
    swap.setFrom('USDC')
    expect(await swap.fillMax()).toEqual({ ok: true, amountText: '100' })
    context.readBalance.mockRejectedValueOnce(new Error('RPC down'))
    expect(await swap.fillMax()).toEqual({ ok: false, message: swapMessages.balanceUnknown })
  })

  it('leaves a generous swap gas at the fast price for Max before a token to buy is chosen', async () => {
    const { swap } = await opened({ fromToken: 'ETH' })
    // 2 ETH less 1.5 x 300,000 gas at 2 gwei.
    const left = 2n * ether - (fallbackSwapGas * 2n * 10n ** 9n * 3n) / 2n
    expect(await swap.fillMax()).toEqual({ ok: true, amountText: formatUnits(left, 18) })
  })

  it('builds the fee for Max when no quote is ready, and refuses a balance that cannot pay it', async () => {
    const { swap, context } = await opened({ fromToken: 'ETH', toToken: 'USDC' })
    context.readBalance.mockResolvedValueOnce(ether)
    expect(await swap.fillMax()).toEqual({ ok: true, amountText: '0.9997' })
    expect(context.buildTransaction).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: ether, disableEstimate: true }),
    )
    context.readBalance.mockResolvedValueOnce(10n ** 14n)
    expect(await swap.fillMax()).toEqual({
      ok: false,
      message: swapMessages.overBalanceWithFee('ETH'),
    })
  })
})

describe('createSwapController: account and network changes', () => {
  it('follows another account on the same network: the typed amount stays, the quote is asked again', async () => {
    const { swap, context, connect } = await opened({
      fromToken: 'ETH',
      toToken: 'USDC',
      amount: '1',
    })
    swap.watch()
    connect({ network: ethereum, address: otherOwner, nativeBalance: '2' })
    await settle()
    expect(swap.getState()).toMatchObject({
      address: otherOwner,
      amountText: '1',
      fromToken: { symbol: 'ETH' },
      toToken: { symbol: 'USDC' },
      quote: { status: 'ready' },
    })
    expect(context.quote).toHaveBeenCalledTimes(2)
    expect(context.quote.mock.calls[1]?.[0].address).toBe(otherOwner)
  })

  it('follows another network: its tokens, and the amount cleared when its token is gone', async () => {
    const { swap, connect } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    swap.watch()
    connect({ network: base, address: owner, nativeBalance: '0.5' })
    await settle()
    expect(swap.getState()).toMatchObject({
      network: base,
      amountText: '',
      fromToken: { address: 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' },
      toToken: undefined,
      quote: { status: 'idle' },
    })
  })

  it('says why no swap can be made when disconnected or on a network without swaps', async () => {
    const { swap, connect } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    swap.watch()
    connect({ network: polygonZk, address: owner, nativeBalance: '1' })
    await settle()
    expect(swap.getState()).toMatchObject({
      unavailable: 'Network not supported for Swaps',
      tokens: [],
      quote: { status: 'idle' },
    })
    connect(undefined)
    await settle()
    expect(swap.getState().unavailable).toBe(swapMessages.notConnected)
    connect({ network: ethereum, address: owner, nativeBalance: '2' })
    await settle()
    expect(swap.getState()).toMatchObject({ unavailable: undefined, tokensStatus: 'ready' })
  })

  it('drops a quote asked for the previous account', async () => {
    const slow = deferred<Awaited<ReturnType<SwapContext['quote']>>>()
    const { swap, context, connect } = await opened({ fromToken: 'ETH', toToken: 'USDC' })
    swap.watch()
    context.quote.mockImplementationOnce(() => slow.promise)
    swap.setAmount('1')
    await settle(quoteDebounceMs)
    connect({ network: base, address: owner, nativeBalance: '0.5' })
    await settle()
    slow.resolve({ from: eth.address, to: usdc.address, fromAmount: ether, toAmount: 1n })
    await settle()
    expect(swap.getState()).toMatchObject({ network: base, quote: { status: 'idle' } })
  })

  it('stops its timers and forgets the form when disposed', async () => {
    const { swap } = await opened({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    swap.watch()
    swap.setAmount('2')
    swap.dispose()
    expect(vi.getTimerCount()).toBe(0)
    expect(swap.getState().amountText).toBe('')
    swap.setAmount('3')
    expect(swap.getState().amountText).toBe('')
    expect(await swap.submit()).toMatchObject({ status: 'invalid' })
  })
})
