import { describe, expect, it } from 'vitest'
import { getConvertQuote } from './convertQuote.js'
import { evmAddress, setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'

const server = serveTestBlockchainApi()
const path = '/v1/convert/quotes'
const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const quote = {
  fromAmount: '1000000000000000000',
  fromAccount: eth,
  toAmount: '2991020000',
  toAccount: usdc,
}

function ask(changes: Record<string, unknown> = {}, options = {}) {
  const kit = setupHubKit(server.url)
  const parameters = {
    caipNetwork: kit.networkOf('eip155:1'),
    address: evmAddress,
    from: eth,
    to: usdc,
    amount: 10n ** 18n,
    gasPrice: 12_000_000_000n,
    ...changes,
  }
  return getConvertQuote(kit.appKit, parameters, options)
}

describe('getConvertQuote', () => {
  it('asks with the amount, the CAIP-10 account and tokens, and the gas price', async () => {
    server.answer(path, { body: { quotes: [quote] } })
    expect(await ask()).toEqual({
      from: eth,
      to: usdc,
      fromAmount: 10n ** 18n,
      toAmount: 2_991_020_000n,
    })
    expect(server.requests[0]?.query).toMatchObject({
      amount: '1000000000000000000',
      userAddress: `eip155:1:${evmAddress}`,
      from: eth,
      to: usdc,
      gasPrice: '12000000000',
    })
  })

  it('takes the first quote, whatever the case of the addresses', async () => {
    const lower = { ...quote, toAccount: usdc.toLowerCase() }
    server.answer(path, { body: { quotes: [lower, { ...quote, toAmount: '1' }] } })
    expect((await ask())?.toAmount).toBe(2_991_020_000n)
  })

  it('is undefined when there is no route: no quote, or nothing out', async () => {
    server.answer(path, { body: { quotes: [] } })
    expect(await ask()).toBeUndefined()
    server.answer(path, { body: { quotes: [{ ...quote, toAmount: '0' }] } })
    expect(await ask()).toBeUndefined()
  })

  it('refuses a quote for another pair or amount, and amounts that are not base units', async () => {
    const garbage = [
      { quotes: [{ ...quote, toAccount: eth }] },
      { quotes: [{ ...quote, fromAccount: undefined }] },
      { quotes: [{ ...quote, fromAmount: '5' }] },
      { quotes: [{ ...quote, toAmount: 2991020000 }] },
      { quotes: [{ ...quote, toAmount: '2.5' }] },
      { quotes: [{ ...quote, toAmount: '-1' }] },
      { quotes: [{ ...quote, toAmount: '1e9' }] },
      { quotes: [null] },
      { quotes: 'none' },
      {},
    ]
    for (const body of garbage) {
      server.answer(path, { body })
      await expect(ask(), JSON.stringify(body)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    }
  })

  it("passes the service's refusal on as an ApiError with its message", async () => {
    server.answer(path, { status: 400, body: { message: 'Insufficient liquidity' } })
    await expect(ask()).rejects.toMatchObject({
      code: 'HTTP_REQUEST_FAILED',
      details: 'Insufficient liquidity',
    })
    server.answer(path, { delayMs: 1_000, body: { quotes: [quote] } })
    await expect(ask({}, { timeoutMs: 100 })).rejects.toMatchObject({
      code: 'HTTP_REQUEST_TIMEOUT',
    })
  })

  it('refuses tokens and accounts that are not of the network, without a request', async () => {
    const refusals = [
      { from: 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' },
      { to: 'eip155:1:0xA0b8' },
      { to: `${usdc}:extra` },
      { address: 'not-an-address' },
    ]
    for (const changes of refusals) {
      await expect(ask(changes), JSON.stringify(changes)).rejects.toMatchObject({
        shortMessage: 'Network not supported for Swaps',
      })
    }
    expect(server.requests).toHaveLength(0)
  })
})
