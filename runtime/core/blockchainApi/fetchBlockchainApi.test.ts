import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/ApiError.js'
import { sdkVersion } from '../api/sdkVersion.js'
import { blockchainApiContext, fetchBlockchainApi } from './fetchBlockchainApi.js'
import { setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'

const server = serveTestBlockchainApi()

const kit = () => setupHubKit(server.url).appKit
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (reason: unknown) => {
      expect(reason).toBeInstanceOf(ApiError)
      return reason as ApiError
    },
  )

describe('fetchBlockchainApi', () => {
  it('calls services.blockchainApi with projectId, st and sv, then the query', async () => {
    server.answer('/v1/x', { body: { ok: true } })
    const appKit = kit()
    expect(await fetchBlockchainApi(appKit, '/v1/x', { chainId: 'eip155:1' })).toEqual({ ok: true })
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      query: {
        projectId: appKit.config.projectId,
        st: 'appkit',
        sv: sdkVersion,
        chainId: 'eip155:1',
      },
    })
    expect(blockchainApiContext(appKit).baseUrl).toBe(server.url)
  })

  it('POSTs a JSON body', async () => {
    server.answer('/v1/fungible/price', { body: { fungibles: [] } })
    const body = { currency: 'usd', addresses: ['eip155:1:0xabc'] }
    await fetchBlockchainApi(kit(), '/v1/fungible/price', {}, { method: 'POST', body })
    expect(server.requests[0]?.method).toBe('POST')
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual(body)
  })

  it('maps 429, 5xx, 403, bad JSON and a slow answer as the Wallet API does', async () => {
    const cases = [
      [{ status: 429, headers: { 'retry-after': '5' } }, 'RATE_LIMITED'],
      [{ status: 500 }, 'SERVER_ERROR'],
      [
        { status: 403, body: { message: 'Unauthorized: invalid key' } },
        'INVALID_APP_CONFIGURATION',
      ],
      [{ raw: '{"balances": [' }, 'INVALID_RESPONSE'],
      [{ delayMs: 1_000, body: {} }, 'HTTP_REQUEST_TIMEOUT'],
    ] as const
    for (const [answer, code] of cases) {
      server.answer('/v1/x', answer)
      const error = await failure(fetchBlockchainApi(kit(), '/v1/x', {}, { timeoutMs: 100 }))
      expect(error.code, code).toBe(code)
      expect(error.url).toBe(`${server.url}/v1/x`)
    }
    server.answer('/v1/x', { status: 429, headers: { 'retry-after': '5' } })
    expect((await failure(fetchBlockchainApi(kit(), '/v1/x', {}))).retryAfterMs).toBe(5_000)
  })
})
