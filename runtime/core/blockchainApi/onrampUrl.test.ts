import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError.js'
import { evmAddress, setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import type { OnrampProvider } from './onrampProviders.js'
import { type GenerateOnrampUrlParameters, generateOnrampUrl } from './onrampUrl.js'

const server = serveTestBlockchainApi()
const path = '/v1/generators/onrampurl'

const sandboxPay: OnrampProvider = {
  label: 'Sandbox Pay',
  name: 'sandboxpay',
  feeRange: '1-1.5%',
  url: 'http://127.0.0.1:4300',
  supportedChains: ['eip155:31337'],
}
const livePay: OnrampProvider = { ...sandboxPay, label: 'Live Pay', url: 'https://pay.example' }

const parameters: GenerateOnrampUrlParameters = {
  provider: sandboxPay,
  address: evmAddress,
  network: 'eip155:31337',
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  fiatAmount: '100',
  cryptoAmount: '0.03296666',
  quoteId: 'q_1',
}

function ask(changes: Partial<GenerateOnrampUrlParameters> = {}, options = {}) {
  return generateOnrampUrl(setupHubKit(server.url).appKit, { ...parameters, ...changes }, options)
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('generateOnrampUrl', () => {
  it("POSTs the contract's body and returns the checkout URL", async () => {
    server.answer(path, { body: { url: 'http://127.0.0.1:4300/checkout/o_1' } })
    expect(await ask()).toBe('http://127.0.0.1:4300/checkout/o_1')
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(JSON.parse(request?.body ?? '')).toEqual({
      destinationWallets: [{ address: evmAddress, blockchains: ['eip155:31337'], assets: ['ETH'] }],
      defaultNetwork: 'eip155:31337',
      partnerUserId: evmAddress,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      presetCryptoAmount: 0.03296666,
      provider: 'sandboxpay',
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      quoteId: 'q_1',
    })
  })

  it('leaves out the crypto amount and quote id of a mock quote', async () => {
    server.answer(path, { body: { url: 'http://127.0.0.1:4300/checkout/o_2' } })
    await ask({ cryptoAmount: undefined, quoteId: '', fiatAmount: '99.50' })
    const body = JSON.parse(server.requests[0]?.body ?? '')
    expect(body.presetFiatAmount).toBe(99.5)
    expect(body).not.toHaveProperty('presetCryptoAmount')
    expect(body).not.toHaveProperty('quoteId')
  })

  it('refuses a missing or unreadable URL, saying so', async () => {
    for (const body of [
      {},
      { url: null },
      { url: 7 },
      { url: '/checkout/o_1' },
      'http://x',
      null,
    ]) {
      server.answer(path, { body })
      const error = await refusal(ask())
      expect(error.code, JSON.stringify(body)).toBe('INVALID_RESPONSE')
      expect(error.details).toBe(
        'Sandbox Pay gave no checkout address the kit can read. Try again.',
      )
    }
  })

  it.each([
    ['another origin', sandboxPay, 'http://127.0.0.1:9999/checkout/o_1'],
    ['another site', livePay, 'https://evil.example/checkout/o_1'],
    ['plain http off loopback', { ...livePay, url: 'http://pay.example' }, 'http://pay.example/c'],
    ['javascript:', livePay, 'javascript:alert(document.cookie)'],
    ['data:', livePay, 'data:text/html,<form>card number</form>'],
    ['credentials', livePay, 'https://user:pass@pay.example/c'],
  ])('refuses a checkout URL on %s', async (_, provider, url) => {
    server.answer(path, { body: { url } })
    const error = await refusal(ask({ provider }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.details).toBe(
      `The checkout address is not a secure page of ${provider.label}'s own site, so it was not opened.`,
    )
  })

  it('accepts https on the provider origin, and refuses loopback while the API is public', async () => {
    server.answer(path, { body: { url: 'https://pay.example/checkout/o_3' } })
    expect(await ask({ provider: livePay })).toBe('https://pay.example/checkout/o_3')

    const publicApi = 'https://api.example'
    const { appKit } = setupHubKit(publicApi)
    // The kit calls a public address; this fetch carries the call to the test server instead.
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (url: URL, init: RequestInit) =>
      realFetch(url.href.replace(publicApi, server.url), init),
    )
    try {
      server.answer(path, { body: { url: 'http://127.0.0.1:4300/checkout/o_4' } })
      const error = await refusal(generateOnrampUrl(appKit, parameters))
      expect(error.code).toBe('INVALID_RESPONSE')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("passes the service's refusals and failures on as ApiErrors", async () => {
    server.answer(path, { status: 400, body: { message: 'Network not supported by sandboxpay.' } })
    expect(await refusal(ask())).toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      details: 'Network not supported by sandboxpay.',
    })
    server.answer(path, { status: 500 })
    expect(await refusal(ask())).toMatchObject({ code: 'SERVER_ERROR' })
    server.answer(path, { delayMs: 1_000, body: { url: 'http://127.0.0.1:4300/c' } })
    expect(await refusal(ask({}, { timeoutMs: 100 }))).toMatchObject({
      code: 'HTTP_REQUEST_TIMEOUT',
    })
  })
})
