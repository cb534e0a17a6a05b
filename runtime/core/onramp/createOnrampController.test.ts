import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fallbackOnrampOptions } from '../blockchainApi/onrampOptions.js'
import { createOnrampController, onrampQuoteDebounceMs } from './createOnrampController.js'
import {
  base,
  ethereum,
  fakeOnrampContext,
  fakeWindow,
  type MockedOnrampContext,
  order,
  owner,
  pay,
  quoteFor,
  ramp,
} from './fixtures/fakeOnrampContext.js'
import { onrampMessages } from './onrampMessages.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)
const timings = { orderPollMs: 2_000, windowPollMs: 1_000, watchMs: 60_000, afterCloseMs: 10_000 }

async function opened(overrides: Partial<MockedOnrampContext> = {}) {
  const fake = fakeOnrampContext(overrides)
  const onramp = createOnrampController(fake.context, timings)
  await onramp.open()
  await settle()
  return { ...fake, onramp }
}

async function quoted(amount = '100', overrides: Partial<MockedOnrampContext> = {}) {
  const setup = await opened(overrides)
  setup.onramp.setAmount(amount)
  await settle(onrampQuoteDebounceMs)
  return setup
}

describe('createOnrampController: the form', () => {
  it("offers the providers serving the account's network and buys its native currency in USD by default", async () => {
    const { onramp } = await opened()
    expect(onramp.getState()).toMatchObject({
      unavailable: undefined,
      loadStatus: 'ready',
      network: ethereum,
      address: owner,
      providers: [pay, ramp],
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      optionsFallback: false,
    })
    expect(onramp.getState().purchaseCurrencies.map((entry) => entry.id)).toEqual(['USDC', 'ETH'])
  })

  it('leaves out a provider that does not serve the network, and currencies not sold there', async () => {
    const fake = fakeOnrampContext()
    fake.setAccount({ namespace: 'eip155', network: base, address: owner })
    const onramp = createOnrampController(fake.context, timings)
    await onramp.open()
    expect(onramp.getState().providers).toEqual([pay])
    expect(onramp.getState().purchaseCurrencies.map((entry) => entry.id)).toEqual(['ETH'])
  })

  it('says why nothing can be bought: not connected, another namespace, no provider', async () => {
    const none = await opened({ account: vi.fn(() => undefined) })
    expect(none.onramp.getState().unavailable).toBe(onrampMessages.notConnected)

    const polkadot = { ...ethereum, chainNamespace: 'polkadot' as const, name: 'Polkadot' }
    const other = await opened({
      account: vi.fn(() => ({ namespace: 'polkadot' as const, network: polkadot, address: 'x' })),
    })
    expect(other.onramp.getState().unavailable).toBe(
      onrampMessages.namespaceUnsupported('Polkadot'),
    )
    expect(other.mocks.providers).not.toHaveBeenCalled()

    const lonely = await opened({
      providers: vi.fn(async () => [{ ...ramp, supportedChains: [] }]),
    })
    expect(lonely.onramp.getState().unavailable).toBe(onrampMessages.noProvider(ethereum.name))
  })

  it('checks the amount as it is typed against the chosen method and currency', async () => {
    const { onramp } = await opened()
    onramp.setAmount('15')
    expect(onramp.getState()).toMatchObject({
      limit: { min: '20', max: '5000' },
      amountError: 'The minimum is 20 USD.',
      quotes: [],
    })
    onramp.setPaymentMethod('bank_account')
    expect(onramp.getState()).toMatchObject({
      limit: { min: '10', max: '20000' },
      amountError: undefined,
    })
    onramp.setAmount('20000.01')
    expect(onramp.getState().amountError).toBe('The maximum is 20000 USD.')
    onramp.setAmount('12.345')
    expect(onramp.getState().amountError).toBe('Use at most 2 decimals.')
    onramp.setAmount('ten')
    expect(onramp.getState().amountError).toBe('Enter a number, like 100 or 49.99.')
  })

  it("uses SPEC's fallback limits for a method the currency lists none for", async () => {
    const { onramp } = await opened()
    onramp.setPaymentCurrency('EUR')
    onramp.setPaymentMethod('bank_account')
    onramp.setAmount('25001')
    expect(onramp.getState()).toMatchObject({
      limit: { min: '10', max: '25000' },
      amountError: 'The maximum is 25000 EUR.',
    })
  })

  it('drops a quote answered after the amount changed', async () => {
    let answerLate: (() => void) | undefined
    const quote = vi.fn(async (request: Parameters<MockedOnrampContext['quote']>[0]) => {
      if (request.amount === '50') await new Promise<void>((resolve) => (answerLate = resolve))
      return quoteFor(request)
    })
    const { onramp } = await opened({ quote })
    onramp.setAmount('50')
    await settle(onrampQuoteDebounceMs)
    onramp.setAmount('100')
    await settle(onrampQuoteDebounceMs)
    answerLate?.()
    await settle()
    const amounts = onramp
      .getState()
      .quotes.map((entry) => (entry.status === 'ready' ? entry.quote.paymentTotal.amount : ''))
    expect(amounts).toEqual(['100.00', '100.00'])
  })

  it('asks every provider once typing pauses, only for the last amount, and picks the one giving the most', async () => {
    const { onramp, mocks } = await opened()
    onramp.setAmount('10')
    onramp.setAmount('100')
    expect(onramp.getState().quotes.map((entry) => entry.status)).toEqual(['loading', 'loading'])
    await settle(onrampQuoteDebounceMs)
    expect(mocks.quote).toHaveBeenCalledTimes(2)
    expect(mocks.quote.mock.calls.map(([request]) => request)).toEqual([
      {
        provider: 'sandboxpay',
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        paymentMethod: 'card',
        amount: '100',
        network: ethereum.caipNetworkId,
      },
      expect.objectContaining({ provider: 'loopbackramp', amount: '100' }),
    ])
    expect(onramp.getState().quotes.map((entry) => entry.status)).toEqual(['ready', 'ready'])
    expect(onramp.getState().selectedProvider).toBe('sandboxpay')
    onramp.selectProvider('loopbackramp')
    expect(onramp.getState().selectedProvider).toBe('loopbackramp')
  })

  it('keeps a refused provider from being picked, with its reason', async () => {
    const { onramp } = await quoted('100', {
      quote: vi.fn(async (request) => ({
        ...quoteFor(request),
        ...(request.provider === 'sandboxpay'
          ? { estimate: true, refused: true, failure: 'Amount above the card limit' }
          : {}),
      })),
    })
    expect(onramp.getState().quotes[0]).toMatchObject({
      status: 'refused',
      message: 'Amount above the card limit',
    })
    expect(onramp.getState().selectedProvider).toBe('loopbackramp')
    onramp.selectProvider('sandboxpay')
    expect(onramp.getState().selectedProvider).toBe('loopbackramp')
  })

  it('marks the built-in currencies when the options call fell back', async () => {
    const { onramp } = await opened({ options: vi.fn(async () => fallbackOnrampOptions) })
    expect(onramp.getState()).toMatchObject({ optionsFallback: true, purchaseCurrency: 'ETH' })
    expect(onramp.getState().paymentCurrencies.map((entry) => entry.id)).toEqual(['USD', 'EUR'])
  })

  it('shows a retry when the providers cannot be loaded, and loads them on retry', async () => {
    const providers = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([pay])
    const { onramp } = await opened({ providers })
    expect(onramp.getState()).toMatchObject({
      loadStatus: 'error',
      notice: onrampMessages.providersFailed,
    })
    onramp.retry()
    await settle()
    expect(onramp.getState()).toMatchObject({
      loadStatus: 'ready',
      providers: [pay],
      notice: undefined,
    })
  })
})

describe('createOnrampController: the checkout', () => {
  it('sends the window opened in the click to the checkout, once, however often Continue is pressed', async () => {
    const { onramp, mocks } = await quoted('100')
    const { checkoutWindow, visited } = fakeWindow()
    const progress = vi.fn()
    const first = onramp.checkout(checkoutWindow, progress)
    const second = onramp.checkout(fakeWindow().checkoutWindow, progress)
    await Promise.all([first, second])
    expect(mocks.checkoutUrl).toHaveBeenCalledTimes(1)
    expect(mocks.checkoutUrl.mock.calls[0]?.[0]).toMatchObject({
      provider: pay,
      address: owner,
      network: ethereum.caipNetworkId,
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      fiatAmount: '100',
      cryptoAmount: '0.03296667',
      quoteId: 'q-sandboxpay-100',
    })
    expect(visited).toEqual(['https://pay.example/checkout/o1'])
    expect(onramp.getState()).toMatchObject({
      step: 'checkout',
      checkout: { url: 'https://pay.example/checkout/o1', windowOpen: true },
    })
  })

  it('keeps the page as a link when the browser blocked the window', async () => {
    const { onramp } = await quoted('100')
    await onramp.checkout(null, vi.fn())
    expect(onramp.getState()).toMatchObject({
      step: 'checkout',
      checkout: { url: 'https://pay.example/checkout/o1', windowOpen: false },
    })
  })

  it('closes the window and offers to try again when the checkout address cannot be made', async () => {
    const { onramp } = await quoted('100', {
      checkoutUrl: vi.fn(async () => {
        throw new Error('The checkout address is not on the provider.')
      }),
    })
    const { checkoutWindow } = fakeWindow()
    await onramp.checkout(checkoutWindow, vi.fn())
    expect(checkoutWindow.closed).toBe(true)
    expect(onramp.getState()).toMatchObject({
      step: 'form',
      checkout: undefined,
      checkoutError: `${onrampMessages.urlFailed('Sandbox Pay')} The checkout address is not on the provider.`,
    })
  })

  it('follows the new order from paid to delivered, and reads the balance again', async () => {
    const fake = await quoted('100')
    fake.setOrders([order({ id: 'old', status: 'success' })])
    const progress = vi.fn()
    await fake.onramp.checkout(fakeWindow().checkoutWindow, progress)
    await settle(2_000)
    expect(fake.onramp.getState().step).toBe('checkout')
    fake.setOrders([order(), order({ id: 'old', status: 'success' })])
    await settle(2_000)
    expect(fake.onramp.getState()).toMatchObject({
      step: 'delivering',
      checkout: { order: { id: 'order-1', status: 'in-progress' } },
    })
    fake.setOrders([order({ status: 'success', hash: '0xabc' })])
    await settle(2_000)
    expect(fake.onramp.getState()).toMatchObject({
      step: 'success',
      checkout: { order: { status: 'success', hash: '0xabc' } },
    })
    expect(progress.mock.calls.map(([entry]) => entry.status)).toEqual(['in-progress', 'success'])
    expect(fake.mocks.refreshBalance).toHaveBeenCalledTimes(1)
    const reads = fake.mocks.orders.mock.calls.length
    await settle(10_000)
    expect(fake.mocks.orders.mock.calls.length).toBe(reads)
  })

  it('returns to the form calmly when the window is closed before a payment', async () => {
    const fake = await quoted('100')
    const { checkoutWindow } = fakeWindow()
    const progress = vi.fn()
    await fake.onramp.checkout(checkoutWindow, progress)
    checkoutWindow.close()
    await settle(1_000)
    expect(fake.onramp.getState()).toMatchObject({
      step: 'form',
      checkout: undefined,
      notice: onrampMessages.windowClosed('Sandbox Pay'),
      amountText: '100',
    })
    // Paid just after: still reported, the form stays.
    fake.setOrders([order({ status: 'success', hash: '0xdef' })])
    await settle(2_000)
    expect(progress).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'success' }),
      expect.objectContaining({ address: owner }),
    )
    expect(fake.onramp.getState().step).toBe('form')
  })

  it('clears the quotes when the account changes mid-checkout, and still reports the purchase', async () => {
    const fake = await quoted('100')
    const stop = fake.onramp.watch()
    const progress = vi.fn()
    await fake.onramp.checkout(fakeWindow().checkoutWindow, progress)
    fake.setAccount({ namespace: 'eip155', network: base, address: owner })
    await settle()
    expect(fake.onramp.getState()).toMatchObject({
      step: 'form',
      network: base,
      notice: onrampMessages.accountChanged,
      providers: [pay],
    })
    fake.setOrders([order({ status: 'success', hash: '0x1' })])
    await settle(2_000)
    expect(progress).toHaveBeenCalledTimes(1)
    expect(progress.mock.calls[0]?.[1]).toMatchObject({ network: ethereum })
    stop()
  })

  it('stops following on dispose', async () => {
    const fake = await quoted('100')
    await fake.onramp.checkout(fakeWindow().checkoutWindow, vi.fn())
    const reads = fake.mocks.orders.mock.calls.length
    fake.onramp.dispose()
    await settle(10_000)
    expect(fake.mocks.orders.mock.calls.length).toBe(reads)
  })
})
