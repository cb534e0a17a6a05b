import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import { ApiError } from './ApiError.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { sdkVersion } from './sdkVersion.js'
import { walletApiContext } from './WalletApiContext.js'

let server: WalletApi
const projectId = '0123456789abcdef0123456789abcdef'

beforeAll(async () => {
  server = await startWalletApi()
})
afterAll(() => server.close())
afterEach(() => {
  server.setFault('/getAnalyticsConfig', undefined)
  server.fixture.isAnalyticsEnabled = true
})

const api = (overrides = {}) =>
  walletApiContext({ projectId, services: { walletApi: `${server.url}/` } as never }, overrides)

describe('getAnalyticsConfig', () => {
  it("returns the project's switch, asked with the query every call carries", async () => {
    expect(await getAnalyticsConfig(api())).toEqual({ isAnalyticsEnabled: true })
    server.fixture.isAnalyticsEnabled = false
    expect(await getAnalyticsConfig(api())).toEqual({ isAnalyticsEnabled: false })
    expect(server.requests.at(-1)).toMatchObject({
      path: '/getAnalyticsConfig',
      query: { projectId, st: 'appkit', sv: sdkVersion },
    })
  })

  it('reports a refused origin as INVALID_APP_CONFIGURATION with its 403', async () => {
    server.setFault('/getAnalyticsConfig', { status: 403 })
    const error = await getAnalyticsConfig(api()).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'INVALID_APP_CONFIGURATION',
      status: 403,
      details: 'origin not on the allowlist',
    })
  })

  it('refuses answers without a boolean switch, and says what failed on a server error', async () => {
    for (const body of [{}, { isAnalyticsEnabled: 'true' }, { isAnalyticsEnabled: 1 }, null, []]) {
      server.setFault('/getAnalyticsConfig', { body })
      await expect(getAnalyticsConfig(api()), JSON.stringify(body)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
      })
    }
    server.setFault('/getAnalyticsConfig', { malformed: true })
    await expect(getAnalyticsConfig(api())).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    server.setFault('/getAnalyticsConfig', { status: 500 })
    await expect(getAnalyticsConfig(api())).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      details: 'failed to get the analytics configuration',
    })
  })

  it('gives up after its timeout when the service does not answer', async () => {
    server.setFault('/getAnalyticsConfig', { delayMs: 2_000 })
    await expect(getAnalyticsConfig(api({ timeoutMs: 100 }))).rejects.toMatchObject({
      code: 'HTTP_REQUEST_TIMEOUT',
    })
  })
})
