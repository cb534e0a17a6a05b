import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { evmAddress, setupHubKit, solanaAddress, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getTokenBalances, tokenBalanceCacheMs } from './getTokenBalances.js'

const server = serveTestBlockchainApi()
beforeEach(() => {
  // Only the clock: the HTTP server's timers keep running for real.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

const path = `/v1/account/${evmAddress}/balance`
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://assets.example/eth.svg',
}
const usdc = {
  ...ether,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  value: 12.5,
  quantity: { decimals: '6', numeric: '12.5' },
}

function setup() {
  const kit = setupHubKit(server.url)
  return { ...kit, ethereum: kit.networkOf('eip155:1') }
}

describe('getTokenBalances', () => {
  it('asks for usd balances of the network and stores them on the account', async () => {
    server.answer(path, { body: { balances: [ether, usdc] } })
    const { appKit, ethereum, account } = setup()
    const tokens = await getTokenBalances(appKit, { address: evmAddress, caipNetwork: ethereum })
    expect(tokens).toEqual([ether, usdc])
    expect(account().tokenBalance).toEqual(tokens)
    expect(server.requests[0]?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
    expect(server.requests[0]?.query).not.toHaveProperty('forceUpdate')
  })

  it("drops malformed entries, decimals '0', other chains, and bad numbers", async () => {
    const bad = [
      null,
      'ETH',
      { ...usdc, quantity: { decimals: '0', numeric: '5' } },
      { ...usdc, chainId: 'eip155:8453' },
      { ...usdc, price: -1 },
      { ...usdc, price: Number.NaN },
      { ...usdc, value: 'lots' },
      { ...usdc, quantity: { decimals: '6', numeric: '1e6' } },
      { ...usdc, quantity: { decimals: '6', numeric: '-3' } },
      { ...usdc, symbol: 42 },
      { ...usdc, symbol: '\u200b\u202e' },
      { ...usdc, address: 'javascript:alert(1)' },
    ]
    server.answer(path, {
      raw: `{"balances":[${[...bad.map((b) => JSON.stringify(b)), '{"price":1e999}'].join(',')}, ${JSON.stringify(ether)}]}`,
    })
    const { appKit, ethereum } = setup()
    expect(await getTokenBalances(appKit, { address: evmAddress, caipNetwork: ethereum })).toEqual([
      ether,
    ])
  })

  it('makes hostile names and icons inert', async () => {
    const hostile = {
      ...usdc,
      name: `<img src=x onerror=alert(1)>${'A'.repeat(500)}`,
      symbol: 'US\u202eDC\u200b<b>',
      iconUrl: 'javascript:alert(1)',
    }
    const plainHttp = { ...usdc, iconUrl: 'http://evil.example/x.svg' }
    const loopback = { ...usdc, iconUrl: 'http://127.0.0.1:4000/assets/usdc.svg' }
    server.answer(path, { body: { balances: [hostile, plainHttp, loopback] } })
    const { appKit, ethereum } = setup()
    const [first, second, third] = await getTokenBalances(appKit, {
      address: evmAddress,
      caipNetwork: ethereum,
    })
    expect(first?.name).toHaveLength(64)
    expect(first?.name.startsWith('<img src=x onerror=alert(1)>AAA')).toBe(true)
    expect(first?.symbol).toBe('USDC<b>')
    expect([first?.iconUrl, second?.iconUrl, third?.iconUrl]).toEqual([
      '',
      '',
      'http://127.0.0.1:4000/assets/usdc.svg',
    ])
  })

  it('is BALANCE_UNAVAILABLE on a malformed answer, a 429, a 500 or a timeout', async () => {
    const answers = [
      { body: { tokens: [] } },
      { body: [ether] },
      { raw: 'not json' },
      { status: 429 },
      { status: 500 },
      { delayMs: 1_000, body: { balances: [] } },
    ]
    const causes = ['INVALID_RESPONSE', 'INVALID_RESPONSE', 'INVALID_RESPONSE']
    causes.push('RATE_LIMITED', 'SERVER_ERROR', 'HTTP_REQUEST_TIMEOUT')
    for (const [index, answer] of answers.entries()) {
      server.answer(path, answer)
      const { appKit, ethereum } = setup()
      const request = getTokenBalances(
        appKit,
        { address: evmAddress, caipNetwork: ethereum },
        { timeoutMs: 100 },
      )
      await expect(request).rejects.toMatchObject({
        code: 'BALANCE_UNAVAILABLE',
        shortMessage: 'Token Balance Unavailable',
        cause: { code: causes[index] },
      })
    }
  })

  it('reuses balances 30 s per address and network; forceUpdate asks again, fresh', async () => {
    server.answer(path, { body: { balances: [ether] } })
    const { appKit, ethereum, networkOf } = setup()
    const parameters = { address: evmAddress, caipNetwork: ethereum }
    await Promise.all([getTokenBalances(appKit, parameters), getTokenBalances(appKit, parameters)])
    await getTokenBalances(appKit, { ...parameters, address: evmAddress.toLowerCase() })
    expect(server.requests).toHaveLength(1)
    await getTokenBalances(appKit, { ...parameters, caipNetwork: networkOf('eip155:8453') })
    expect(server.requests).toHaveLength(2)
    vi.setSystemTime(Date.now() + tokenBalanceCacheMs)
    await getTokenBalances(appKit, parameters)
    expect(server.requests).toHaveLength(3)
    await getTokenBalances(appKit, { ...parameters, forceUpdate: true })
    expect(server.requests).toHaveLength(4)
    expect(server.requests[3]?.query.forceUpdate).toBe('true')
    // Another kit has its own cache.
    await getTokenBalances(setup().appKit, parameters)
    expect(server.requests).toHaveLength(5)
  })

  it('backs off 30 s after a failure, repeating it, unless forced', async () => {
    server.answer(path, { status: 500 })
    const { appKit, ethereum } = setup()
    const parameters = { address: evmAddress, caipNetwork: ethereum }
    const first = await getTokenBalances(appKit, parameters).catch((error: unknown) => error)
    server.answer(path, { body: { balances: [ether] } })
    await expect(getTokenBalances(appKit, parameters)).rejects.toBe(first)
    vi.setSystemTime(Date.now() + tokenBalanceCacheMs - 1)
    await expect(getTokenBalances(appKit, parameters)).rejects.toBe(first)
    expect(server.requests).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    await expect(getTokenBalances(appKit, parameters)).resolves.toEqual([ether])
    server.answer(path, { status: 500 })
    await expect(getTokenBalances(appKit, { ...parameters, forceUpdate: true })).rejects.toThrow()
    expect(server.requests).toHaveLength(3)
  })

  it('stores nothing when the account or network changed meanwhile', async () => {
    server.answer(path, { body: { balances: [ether] }, delayMs: 50 })
    const { appKit, ethereum, account } = setup()
    const pending = getTokenBalances(appKit, { address: evmAddress, caipNetwork: ethereum })
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    appKit.stores.chains.setAccount('eip155', { address: other })
    await pending
    expect(account().tokenBalance).toEqual([])
    appKit.stores.chains.setAccount('eip155', { address: evmAddress })
    server.answer(path, { body: { balances: [{ ...ether, chainId: 'eip155:8453' }] } })
    const base = { address: evmAddress, caipNetwork: setup().networkOf('eip155:8453') }
    expect(await getTokenBalances(appKit, base)).toHaveLength(1)
    expect(account().tokenBalance).toEqual([])
  })

  it('refuses, without a request, unsupported networks and malformed addresses', async () => {
    const { appKit, ethereum, networkOf } = setup()
    const polygon = { ...ethereum, id: 137, caipNetworkId: 'eip155:137' as const }
    const bitcoin = { ...ethereum, chainNamespace: 'bip122' as const }
    for (const caipNetwork of [polygon, bitcoin]) {
      await expect(
        getTokenBalances(appKit, { address: evmAddress, caipNetwork }),
      ).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE' })
    }
    for (const address of ['0x123', `${evmAddress}/../identity`, solanaAddress]) {
      await expect(
        getTokenBalances(appKit, { address, caipNetwork: ethereum }),
      ).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE' })
    }
    await expect(
      getTokenBalances(appKit, { address: evmAddress, caipNetwork: networkOf(solanaMainnet) }),
    ).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE' })
    expect(server.requests).toHaveLength(0)
  })

  it('reads Solana balances on a solana network', async () => {
    const sol = { ...ether, name: 'Solana', symbol: 'SOL', chainId: solanaMainnet }
    server.answer(`/v1/account/${solanaAddress}/balance`, { body: { balances: [sol] } })
    const { appKit, networkOf } = setup()
    const caipNetwork = networkOf(solanaMainnet)
    expect(await getTokenBalances(appKit, { address: solanaAddress, caipNetwork })).toEqual([sol])
    expect(server.requests[0]?.query.chainId).toBe(solanaMainnet)
  })
})
