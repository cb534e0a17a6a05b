import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupHubKit } from './fixtures/setupHubKit.js'
import { getFungiblePrices } from './getFungiblePrices.js'

const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const unknown = 'eip155:1:0x000000000000000000000000000000000000dEaD'
const etherPrice = {
  name: 'Ether',
  symbol: 'ETH',
  iconUrl: 'https://assets.example/eth.svg',
  price: 3000,
}
const usdcPrice = { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 0.9998 }

/** A price service answering each address with `answers[address]` (a body, or a status). */
function stubPriceService(answers: Record<string, unknown>) {
  const bodies: unknown[] = []
  const fetchMock = vi.fn(async (_url: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(String(init?.body)) as { addresses: string[] }
    bodies.push(body)
    const answer = answers[body.addresses[0] ?? '']
    if (typeof answer === 'number') return new Response('{}', { status: answer })
    return new Response(JSON.stringify(answer ?? { fungibles: [] }), {
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, bodies }
}
afterEach(() => vi.unstubAllGlobals())

const appKit = () => setupHubKit('https://blockchain.example').appKit

describe('getFungiblePrices', () => {
  it('asks for each address on its own, in usd, and keys the answers by address', async () => {
    const { bodies, fetchMock } = stubPriceService({
      [eth]: { fungibles: [etherPrice] },
      [usdc]: { fungibles: [usdcPrice] },
    })
    const kit = appKit()
    expect(await getFungiblePrices(kit, { addresses: [eth, usdc, eth] })).toEqual({
      [eth]: etherPrice,
      [usdc]: usdcPrice,
    })
    expect(bodies).toEqual([
      { projectId: kit.config.projectId, currency: 'usd', addresses: [eth] },
      { projectId: kit.config.projectId, currency: 'usd', addresses: [usdc] },
    ])
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(
      /^https:\/\/blockchain\.example\/v1\/fungible\/price\?projectId=/,
    )
  })

  it('leaves out unknown tokens, failed requests, malformed prices and malformed addresses', async () => {
    const { bodies } = stubPriceService({
      [eth]: { fungibles: [etherPrice] },
      [usdc]: 500,
      [unknown]: { fungibles: [{ ...usdcPrice, price: -1 }] },
    })
    const addresses = [eth, usdc, unknown, 'javascript:alert(1)']
    expect(await getFungiblePrices(appKit(), { addresses })).toEqual({ [eth]: etherPrice })
    expect(bodies).toHaveLength(3)
  })

  it('makes names and icons inert', async () => {
    const hostile = { ...etherPrice, name: 'E\u202ether', iconUrl: 'data:image/svg+xml,<svg/>' }
    stubPriceService({ [eth]: { fungibles: [hostile] } })
    expect((await getFungiblePrices(appKit(), { addresses: [eth] }))[eth]).toEqual({
      ...etherPrice,
      name: 'Ether',
      iconUrl: '',
    })
  })

  it('fails when every request failed, or an answer is not { fungibles }', async () => {
    stubPriceService({ [eth]: 500, [usdc]: 429 })
    await expect(getFungiblePrices(appKit(), { addresses: [eth, usdc] })).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
    stubPriceService({ [eth]: { prices: [] } })
    await expect(getFungiblePrices(appKit(), { addresses: [eth] })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
  })
})
