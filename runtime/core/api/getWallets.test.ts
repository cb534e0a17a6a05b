import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registryWallets } from '../../../sandbox/walletApi/registryWallets.js'
import { startWalletApi, type WalletApi } from '../../../sandbox/walletApi/startWalletApi.js'
import { ApiError } from './ApiError.js'
import { getWallets } from './getWallets.js'
import { sdkVersion } from './sdkVersion.js'
import type { WalletApiContext } from './WalletApiContext.js'

const projectId = '0123456789abcdef0123456789abcdef'
let server: WalletApi
let api: WalletApiContext

beforeAll(async () => {
  server = await startWalletApi()
  api = { baseUrl: server.url, projectId }
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.setFault('/getWallets', undefined)
})

/** The rejection of `promise`, which must be an ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const page = { page: 1, entries: 40 }

describe('getWallets', () => {
  it('sends projectId, st and sv, and the query, lists comma-separated', async () => {
    await getWallets(api, {
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:8453'],
      search: 'rain',
      badge_type: 'certified',
    })
    expect(server.requests[0]?.query).toEqual({
      projectId,
      st: 'appkit',
      sv: sdkVersion,
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:8453',
      search: 'rain',
      badge_type: 'certified',
    })
  })

  it('leaves out empty lists and returns the page and the count', async () => {
    const answer = await getWallets(api, { ...page, include: [], search: '' })
    expect(Object.keys(server.requests[0]?.query ?? {})).toEqual([
      'projectId',
      'st',
      'sv',
      'page',
      'entries',
    ])
    expect(answer.count).toBe(registryWallets.length)
    expect(answer.data).toHaveLength(40)
    expect(answer.data[0]).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask' })
  })

  it('drops single entries without a string id and name, and null fields', async () => {
    server.setFault('/getWallets', {
      body: {
        data: [{ id: 'ok', name: 'Fine', rdns: null, chains: 'x' }, { id: 1 }, null],
        count: 3,
      },
    })
    const answer = await getWallets(api, page)
    expect(answer.data).toEqual([{ id: 'ok', name: 'Fine', chains: [] }])
  })

  it('rejects with RATE_LIMITED on 429, with the Retry-After wait', async () => {
    server.setFault('/getWallets', { status: 429 })
    const error = await failure(getWallets(api, page))
    expect([error.code, error.shortMessage, error.status]).toEqual([
      'RATE_LIMITED',
      'Rate Limited',
      429,
    ])
    expect(error.retryAfterMs).toBe(60_000)
    expect(error.message).not.toContain(projectId)
  })

  it('rejects with SERVER_ERROR on 500 and 503', async () => {
    for (const status of [500, 503] as const) {
      server.setFault('/getWallets', { status })
      const error = await failure(getWallets(api, page))
      expect([error.code, error.shortMessage, error.status]).toEqual([
        'SERVER_ERROR',
        'Server Error',
        status,
      ])
      expect(error.details).toBe('failed to get the wallet list')
    }
  })

  it("rejects with 'Invalid App Configuration' on 403, saying why", async () => {
    server.setFault('/getWallets', { status: 403 })
    const origin = await failure(getWallets(api, page))
    expect([origin.code, origin.shortMessage]).toEqual([
      'INVALID_APP_CONFIGURATION',
      'Invalid App Configuration',
    ])
    expect(origin.details).toBe('origin not on the allowlist')
    server.setFault('/getWallets', undefined)
    const key = await failure(getWallets({ ...api, projectId: 'nope' }, page))
    expect([key.code, key.details]).toEqual(['INVALID_APP_CONFIGURATION', 'Invalid Project ID'])
  })

  it('rejects with INVALID_RESPONSE on a body that is not JSON, or not the shape', async () => {
    server.setFault('/getWallets', { malformed: true })
    expect((await failure(getWallets(api, page))).code).toBe('INVALID_RESPONSE')
    for (const body of [{ wallets: [] }, { data: {}, count: 1 }, { data: [], count: -1 }, null]) {
      server.setFault('/getWallets', { body })
      expect((await failure(getWallets(api, page))).code).toBe('INVALID_RESPONSE')
    }
  })

  it('rejects with HTTP_REQUEST_TIMEOUT when the answer is too slow', async () => {
    server.setFault('/getWallets', { delayMs: 2_000 })
    const error = await failure(getWallets({ ...api, timeoutMs: 100 }, page))
    expect([error.code, error.shortMessage]).toEqual([
      'HTTP_REQUEST_TIMEOUT',
      'The request took too long to respond.',
    ])
  })

  it('rejects with HTTP_REQUEST_FAILED when nothing answers (offline)', async () => {
    const gone = await startWalletApi()
    await gone.close()
    const error = await failure(getWallets({ ...api, baseUrl: gone.url }, page))
    expect([error.code, error.status]).toEqual(['HTTP_REQUEST_FAILED', undefined])
    expect(error.url).toBe(`${gone.url}/getWallets`)
  })

  it('rejects with the reason, not an ApiError, when the caller cancels', async () => {
    server.setFault('/getWallets', { delayMs: 2_000 })
    const controller = new AbortController()
    const request = getWallets(api, page, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
  })
})
