import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { convertTokensCacheMs, getConvertTokens } from './convertTokens.js'
import { setupHubKit, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'

const server = serveTestBlockchainApi()
beforeEach(() => {
  // Only the clock: the HTTP server's timers keep running for real.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())
const path = '/v1/convert/tokens'
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: 'https://assets.example/eth.svg',
}
const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  logoUri: 'https://assets.example/usdc.svg',
  eip2612: true,
}

function setup() {
  const kit = setupHubKit(server.url)
  return { ...kit, ethereum: kit.networkOf('eip155:1') }
}

describe('getConvertTokens', () => {
  it("asks for the network's tokens and returns them validated", async () => {
    server.answer(path, { body: { tokens: [ether, usdc] } })
    const { appKit, ethereum } = setup()
    expect(await getConvertTokens(appKit, { caipNetwork: ethereum })).toEqual([ether, usdc])
    expect(server.requests[0]?.query).toMatchObject({
      chainId: 'eip155:1',
      projectId: appKit.config.projectId,
    })
  })

  it('leaves out malformed entries, other chains and repeated addresses', async () => {
    const bad = [
      null,
      'USDC',
      { ...usdc, address: 'eip155:8453:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { ...usdc, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { ...usdc, address: 'eip155:1:0xA0b8' },
      { ...usdc, decimals: '6' },
      { ...usdc, decimals: 6.5 },
      { ...usdc, decimals: -1 },
      { ...usdc, decimals: 78 },
      { ...usdc, symbol: 7 },
      { ...usdc, symbol: '\u200b\u202e' },
      { ...ether, name: 'Ether again' },
    ]
    server.answer(path, { body: { tokens: [ether, ...bad, usdc] } })
    const { appKit, ethereum } = setup()
    expect(await getConvertTokens(appKit, { caipNetwork: ethereum })).toEqual([ether, usdc])
  })

  it('makes hostile names, symbols and logos inert', async () => {
    const hostile = {
      ...usdc,
      name: `<img src=x onerror=alert(1)>${'A'.repeat(500)}`,
      symbol: 'US\u202eDC\u200b<b>xxxxxxxxxxxxxxx',
      logoUri: 'javascript:alert(1)',
      eip2612: 'yes',
    }
    server.answer(path, { body: { tokens: [hostile] } })
    const { appKit, ethereum } = setup()
    const [token] = await getConvertTokens(appKit, { caipNetwork: ethereum })
    expect(token?.name).toHaveLength(64)
    expect(token?.symbol).toBe('USDC<b>xxxxxxxxx')
    expect(token?.logoUri).toBe('')
    expect(token).not.toHaveProperty('eip2612')
  })

  it('reuses a network list for the kit 5 minutes; another kit asks again', async () => {
    server.answer(path, { body: { tokens: [ether] } })
    const { appKit, ethereum } = setup()
    await getConvertTokens(appKit, { caipNetwork: ethereum })
    const second = await getConvertTokens(appKit, { caipNetwork: ethereum })
    expect(server.requests).toHaveLength(1)
    second.pop()
    expect(await getConvertTokens(appKit, { caipNetwork: ethereum })).toEqual([ether])
    await getConvertTokens(setup().appKit, { caipNetwork: ethereum })
    expect(server.requests).toHaveLength(2)
    vi.setSystemTime(Date.now() + convertTokensCacheMs)
    await getConvertTokens(appKit, { caipNetwork: ethereum })
    expect(server.requests).toHaveLength(3)
  })

  it("refuses a network without swaps with SPEC's message, without a request", async () => {
    const { appKit, networkOf } = setup()
    for (const id of [solanaMainnet, 'eip155:31337']) {
      await expect(getConvertTokens(appKit, { caipNetwork: networkOf(id) })).rejects.toMatchObject({
        shortMessage: 'Network not supported for Swaps',
        code: 'CHAIN_NOT_SUPPORTED',
      })
    }
    expect(server.requests).toHaveLength(0)
  })

  it('is an ApiError on a malformed answer, a 500 or a timeout, and asks again after one', async () => {
    const cases = [
      [{ body: { tokens: {} } }, 'INVALID_RESPONSE'],
      [{ body: [ether] }, 'INVALID_RESPONSE'],
      [{ raw: 'not json' }, 'INVALID_RESPONSE'],
      [{ status: 500 }, 'SERVER_ERROR'],
      [{ delayMs: 1_000, body: { tokens: [] } }, 'HTTP_REQUEST_TIMEOUT'],
    ] as const
    const { appKit, ethereum } = setup()
    for (const [answer, code] of cases) {
      server.answer(path, answer)
      const request = getConvertTokens(appKit, { caipNetwork: ethereum }, { timeoutMs: 100 })
      await expect(request, code).rejects.toMatchObject({ code })
    }
    expect(server.requests).toHaveLength(cases.length)
  })
})
