import { describe, expect, it } from 'vitest'
import { setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { unreachableUrl } from './fixtures/unreachableUrl.js'
import { type GetOnrampQuoteParameters, getOnrampQuote } from './onrampQuote.js'

const server = serveTestBlockchainApi()
const path = '/v1/onramp/quote'

const parameters: GetOnrampQuoteParameters = {
  provider: 'sandboxpay',
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  amount: '100',
  network: 'eip155:31337',
}
const quote = {
  purchaseAmount: { amount: '0.03296666', currency: 'ETH' },
  paymentSubtotal: { amount: '98.90', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  providerFee: { amount: '1.00', currency: 'USD' },
  quoteId: 'q_1',
}
const paid = (amount: string) => ({ amount, currency: 'USD' })
/** SPEC section 8's mock quote for `amount`: every figure is the amount typed. */
const mockOf = (amount: string) => ({
  purchaseAmount: { amount, currency: 'ETH' },
  paymentSubtotal: paid(amount),
  paymentTotal: paid(amount),
  networkFee: paid(amount),
  providerFee: paid(amount),
  quoteId: '',
  estimate: true,
})

function ask(changes: Partial<GetOnrampQuoteParameters> = {}, options = {}) {
  const kit = setupHubKit(server.url)
  return getOnrampQuote(kit.appKit, { ...parameters, ...changes }, options)
}

describe('getOnrampQuote', () => {
  it("POSTs the contract's body and returns the validated quote", async () => {
    server.answer(path, { body: quote })
    expect(await ask()).toEqual({ ...quote, estimate: false })
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
      provider: 'sandboxpay',
      paymentMethod: 'card',
    })
  })

  it('takes amounts written as numbers, without float noise', async () => {
    const numeric = {
      ...quote,
      purchaseAmount: { amount: 0.03296666, currency: 'ETH' },
      paymentSubtotal: { amount: 98.9, currency: 'usd' },
      networkFee: { amount: 0.1, currency: 'USD' },
    }
    server.answer(path, { body: numeric })
    const answer = await ask()
    expect(answer.purchaseAmount).toEqual({ amount: '0.03296666', currency: 'ETH' })
    expect(answer.paymentSubtotal).toEqual(paid('98.9'))
    expect(answer.networkFee).toEqual(paid('0.1'))
    expect(answer.estimate).toBe(false)
  })

  it('gives the mock quote for a malformed answer, saying why', async () => {
    const garbage = [
      { ...quote, purchaseAmount: { amount: '-1', currency: 'ETH' } },
      { ...quote, paymentTotal: { amount: '1e2', currency: 'USD' } },
      { ...quote, networkFee: { amount: Number.NaN, currency: 'USD' } },
      { ...quote, providerFee: undefined },
      { ...quote, paymentSubtotal: '98.90' },
      // A figure in another currency is not one for this purchase.
      { ...quote, purchaseAmount: { amount: '0.03', currency: 'BTC' } },
      { ...quote, paymentTotal: { amount: '100', currency: 'EUR' } },
      { ...quote, quoteId: undefined },
      { ...quote, quoteId: 'q 1\n' },
      [quote],
      'quote',
    ]
    for (const body of garbage) {
      server.answer(path, { body })
      const { failure, ...rest } = await ask({ amount: '25.50' })
      expect(rest, JSON.stringify(body)).toEqual(mockOf('25.50'))
      expect(failure).toMatch(/^Invalid response: The quote/)
    }
  })

  it('gives the mock quote on a server error, a timeout and with the service down', async () => {
    server.answer(path, { status: 500 })
    expect(await ask()).toEqual({
      ...mockOf('100'),
      failure: 'Server Error: failed to get a quote',
    })
    server.answer(path, { delayMs: 1_000, body: quote })
    expect(await ask({}, { timeoutMs: 100 })).toEqual({
      ...mockOf('100'),
      failure: 'The request took too long to respond: No answer within 0.1 s.',
    })
    const down = setupHubKit(await unreachableUrl())
    const quoteWhileDown = await getOnrampQuote(down.appKit, parameters, { timeoutMs: 5_000 })
    expect(quoteWhileDown).toMatchObject(mockOf('100'))
    expect(quoteWhileDown.failure).toMatch(/^HTTP request failed: No answer from the service/)
    expect(quoteWhileDown).not.toHaveProperty('refused')
    expect(down.logger.warn).toHaveBeenCalledTimes(1)
  })

  it("keeps the service's message when it refuses the inputs (400), made safe", async () => {
    const message = 'Amount is above the card limit of 5000 USD.'
    server.answer(path, { status: 400, body: { message } })
    expect(await ask({ amount: '6000' })).toEqual({
      ...mockOf('6000'),
      failure: message,
      refused: true,
    })
    server.answer(path, {
      status: 400,
      body: { message: `\u202eNo\u0000 network${'!'.repeat(300)}` },
    })
    const hostile = await ask()
    // The fetch keeps the first 200 characters; the two hidden ones among them are stripped.
    expect(hostile.failure).toBe(`No network${'!'.repeat(188)}`)
    server.answer(path, { status: 400, raw: 'nope' })
    expect(await ask()).toMatchObject({ failure: 'The service answered 400.', refused: true })
  })

  it('refuses an amount that is not a decimal without a request', async () => {
    for (const amount of ['', 'abc', '-5', '1e3', '10,5']) {
      const answer = await ask({ amount })
      expect(answer, amount).toMatchObject({ ...mockOf('0'), refused: true })
      expect(answer.failure).toBe('Enter an amount as a number, such as 100 or 99.50.')
    }
    expect(server.requests).toHaveLength(0)
  })

  it('rejects when cancelled, before or during the call, instead of giving a mock quote', async () => {
    server.answer(path, { delayMs: 1_000, body: quote })
    const controller = new AbortController()
    const reason = new Error('amount changed')
    const pending = ask({}, { signal: controller.signal })
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    await expect(ask({}, { signal: controller.signal })).rejects.toBe(reason)
  })
})
