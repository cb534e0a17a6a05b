import { describe, expect, it, vi } from 'vitest'
import { setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getOnrampProviders } from './onrampProviders.js'

const server = serveTestBlockchainApi()
const path = '/v1/onramp/providers'

const sandboxPay = {
  label: 'Sandbox Pay',
  name: 'sandboxpay',
  feeRange: '1-1.5%',
  url: 'http://127.0.0.1:4300',
  supportedChains: ['eip155:31337', 'eip155:31338', 'solana:localnet'],
}
const livePay = { ...sandboxPay, label: 'Live Pay', name: 'livepay', url: 'https://pay.example' }

const ask = (options = {}) => getOnrampProviders(setupHubKit(server.url).appKit, options)

describe('getOnrampProviders', () => {
  it('returns the providers, https and (with the API on loopback) loopback http', async () => {
    server.answer(path, { body: [sandboxPay, livePay] })
    expect(await ask()).toEqual([sandboxPay, livePay])
    expect(server.requests[0]).toMatchObject({ method: 'GET', path })
  })

  it('makes label and fee range safe to show, and keeps only CAIP-2 chains, once each', async () => {
    const hostile = {
      ...sandboxPay,
      label: `\u202eSandbox\u200b Pay<img src=x>${'x'.repeat(200)}`,
      feeRange: '1-1.5%\u0000\n',
      supportedChains: ['eip155:31337', 'eip155:31337', 'javascript:alert(1)', 7, 'solana'],
    }
    server.answer(path, { body: [hostile] })
    const [provider] = await ask()
    expect(provider?.label).toHaveLength(64)
    expect(provider?.label.startsWith('Sandbox Pay<img src=x>xx')).toBe(true)
    expect(provider?.feeRange).toBe('1-1.5%')
    expect(provider?.supportedChains).toEqual(['eip155:31337'])
  })

  it('drops malformed entries and a second entry of one name', async () => {
    const bad = [
      null,
      'sandboxpay',
      { ...sandboxPay, name: 'Sandbox Pay' },
      { ...sandboxPay, name: 'x'.repeat(33) },
      { ...sandboxPay, label: 5 },
      { ...sandboxPay, label: '\u200b' },
      { ...sandboxPay, feeRange: undefined },
      { ...sandboxPay, supportedChains: 'eip155:31337' },
      { ...sandboxPay, url: undefined },
    ]
    server.answer(path, { body: [...bad, livePay, { ...livePay, label: 'Copy' }] })
    expect(await ask()).toEqual([livePay])
  })

  it.each([
    'http://pay.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://user:pass@pay.example',
    'https://pay.example/\u0000',
    ' https://pay.example',
    'not a url',
  ])('drops a provider whose url is %s', async (url) => {
    server.answer(path, { body: [{ ...livePay, url }, sandboxPay] })
    expect(await ask()).toEqual([sandboxPay])
  })

  it('drops loopback providers when the Blockchain API is not on loopback', async () => {
    const publicApi = 'https://api.example'
    const { appKit } = setupHubKit(publicApi)
    // The kit calls a public address; this fetch carries the call to the test server instead.
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (url: URL, init: RequestInit) =>
      realFetch(url.href.replace(publicApi, server.url), init),
    )
    try {
      server.answer(path, { body: [sandboxPay, livePay] })
      expect(await getOnrampProviders(appKit)).toEqual([livePay])
      expect(server.requests).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('refuses an answer that is not a list, and passes failures on as ApiErrors', async () => {
    for (const body of [{ providers: [sandboxPay] }, 'sandboxpay', null]) {
      server.answer(path, { body })
      await expect(ask(), JSON.stringify(body)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    }
    server.answer(path, { status: 500 })
    await expect(ask()).rejects.toMatchObject({ code: 'SERVER_ERROR' })
    server.answer(path, { delayMs: 1_000, body: [] })
    await expect(ask({ timeoutMs: 100 })).rejects.toMatchObject({ code: 'HTTP_REQUEST_TIMEOUT' })
  })
})
