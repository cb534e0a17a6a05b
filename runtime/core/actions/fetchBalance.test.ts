import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testAccounts } from '../connectors/fixtures/createTestProvider.js'
import { balanceCacheMs, fetchBalance, truncateDecimals } from './fetchBalance.js'
import { setupAppKit, stubBalanceRpc } from './fixtures/setupAppKit.js'

const address = testAccounts[0]
let fetchMock: ReturnType<typeof stubBalanceRpc>

beforeEach(() => {
  fetchMock = stubBalanceRpc()
  // Only the clock: viem's own timers keep running for real.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function withAccount(chainId = 1) {
  const kit = setupAppKit()
  kit.appKit.stores.chains.setAccount('eip155', {
    status: 'connected',
    address,
    caipAddress: `eip155:${chainId}:${address}`,
  })
  return kit
}

function failRpc() {
  fetchMock.mockImplementation(async () => new Response('bad request', { status: 400 }))
}

describe('truncateDecimals', () => {
  it('truncates, never rounds', () => {
    expect(truncateDecimals('1.23456')).toBe('1.234')
    expect(truncateDecimals('1.9999')).toBe('1.999')
    expect(truncateDecimals('2.000')).toBe('2')
    expect(truncateDecimals('7')).toBe('7')
  })
})

describe('fetchBalance', () => {
  it('reads the native balance and stores it on the account', async () => {
    const kit = withAccount()
    await expect(fetchBalance(kit.appKit)).resolves.toEqual({ balance: '1.234', symbol: 'ETH' })
    expect(kit.account()).toMatchObject({ balance: '1.234', balanceSymbol: 'ETH' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://eth.merkle.io/')
  })

  it('reuses a balance for 30 s per address and network, and shares a read in flight', async () => {
    const kit = withAccount()
    await Promise.all([fetchBalance(kit.appKit), fetchBalance(kit.appKit)])
    await fetchBalance(kit.appKit)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + balanceCacheMs)
    await fetchBalance(kit.appKit)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await fetchBalance(kit.appKit, { forceUpdate: true })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('keys the cache by network too', async () => {
    const kit = withAccount()
    await fetchBalance(kit.appKit)
    kit.appKit.stores.chains.setNetwork('eip155', { caipNetwork: kit.appKit.config.networks[1] })
    kit.appKit.stores.chains.setAccount('eip155', { caipAddress: `eip155:8453:${address}` })
    await fetchBalance(kit.appKit)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('backs off for 30 s after a failure, unless forced', async () => {
    const kit = withAccount()
    failRpc()
    await expect(fetchBalance(kit.appKit)).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      shortMessage: 'Token Balance Unavailable',
    })
    await expect(fetchBalance(kit.appKit)).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + balanceCacheMs - 1)
    await expect(fetchBalance(kit.appKit)).rejects.toThrow()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    vi.setSystemTime(Date.now() + 1)
    stubBalanceRpc()
    fetchMock = vi.mocked(fetch) as typeof fetchMock
    await expect(fetchBalance(kit.appKit)).resolves.toMatchObject({ balance: '1.234' })
    failRpc()
    await expect(fetchBalance(kit.appKit, { forceUpdate: true })).rejects.toThrow()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not write a balance that belongs to an account that changed meanwhile', async () => {
    const kit = withAccount()
    const pending = fetchBalance(kit.appKit)
    kit.appKit.stores.chains.setAccount('eip155', { caipAddress: `eip155:1:${testAccounts[1]}` })
    await pending
    expect(kit.account().balance).toBeUndefined()
  })

  it('refuses without an account, and on a chain the config does not list', async () => {
    const kit = setupAppKit()
    await expect(fetchBalance(kit.appKit)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    const unlisted = withAccount(999)
    unlisted.appKit.stores.chains.setNetwork('eip155', {
      caipNetwork: {
        ...unlisted.appKit.config.networks[0],
        id: 999,
        caipNetworkId: 'eip155:999',
      } as never,
    })
    await expect(fetchBalance(unlisted.appKit)).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps a cache per instance', async () => {
    const a = withAccount()
    const b = withAccount()
    await fetchBalance(a.appKit)
    await fetchBalance(b.appKit)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
