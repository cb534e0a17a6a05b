import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupAppKit, stubBalanceRpc } from '../actions/fixtures/setupAppKit.js'
import { getRpcClient } from './getRpcClient.js'

const urls = ['https://a.rpc.example/', 'https://b.rpc.example/']
let fetchMock: ReturnType<typeof stubBalanceRpc>

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = stubBalanceRpc()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A kit whose first network has two RPC URLs. */
function kitWithTwoUrls() {
  const kit = setupAppKit({ config: { rpcUrls: { 'eip155:1': urls } } })
  const network = kit.appKit.config.networks[0]
  if (!network) throw new Error('no network')
  return { ...kit, network }
}

const pings = () =>
  fetchMock.mock.calls.filter(([, init]) => String(init?.body).includes('net_listening'))

describe('getRpcClient', () => {
  it('keeps one client per kit and network', () => {
    const { appKit, network } = kitWithTwoUrls()
    const other = kitWithTwoUrls()
    expect(getRpcClient(appKit, network)).toBe(getRpcClient(appKit, network))
    expect(getRpcClient(other.appKit, other.network)).not.toBe(getRpcClient(appKit, network))
    const base = appKit.config.networks[1]
    if (!base) throw new Error('no second network')
    expect(getRpcClient(appKit, base)).not.toBe(getRpcClient(appKit, network))
  })

  it('pings nothing in the background outside a page', async () => {
    const { appKit, network } = kitWithTwoUrls()
    getRpcClient(appKit, network)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ranks in a page while the kit lives, and leaves no timer once it is destroyed', async () => {
    vi.stubGlobal('document', {})
    const { appKit, network } = kitWithTwoUrls()
    getRpcClient(appKit, network)
    await vi.advanceTimersByTimeAsync(4_100)
    expect(pings()).toHaveLength(4)
    appKit.destroy()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pings()).toHaveLength(4)
    expect(vi.getTimerCount()).toBe(0)
  })
})
