import { afterEach, describe, expect, it, vi } from 'vitest'
import { evmAddress, setupHubKit, solanaMainnet } from '../blockchainApi/fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from '../blockchainApi/fixtures/startTestBlockchainApi.js'
import { isSwapNetwork, loadSwap } from '../kernel.js'
import { swapControllerOf } from './swapControllerOf.js'
import { swapMessages } from './swapMessages.js'

const server = serveTestBlockchainApi()
afterEach(() => vi.unstubAllGlobals())

const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const router = '0x1111111254EEB25477B68fb85Ed929f73A960582'

/** The swap service of the tests: ETH and USDC on Ethereum at 2991 USDC per ETH. */
function answerSwapService() {
  server.answer('/v1/convert/tokens', {
    body: {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: eth, decimals: 18, logoUri: '' },
        { name: 'USD Coin', symbol: 'USDC', address: usdc, decimals: 6, logoUri: '' },
      ],
    },
  })
  server.answer(`/v1/account/${evmAddress}/balance`, {
    body: {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          price: 3000,
          value: 6000,
          quantity: { decimals: '18', numeric: '2' },
          iconUrl: '',
        },
      ],
    },
  })
  server.answer('/v1/convert/gas-price', {
    body: { standard: '1000000000', fast: '2000000000', instant: '3000000000' },
  })
  server.answer('/v1/convert/quotes', {
    body: {
      quotes: [
        {
          fromAmount: '1000000000000000000',
          fromAccount: eth,
          toAmount: '2991000000',
          toAccount: usdc,
        },
      ],
    },
  })
  server.answer('/v1/convert/build-transaction', {
    body: {
      tx: {
        from: evmAddress,
        to: router,
        data: '0x12aa3caf',
        amount: '1000000000000000000',
        eip155: { gas: '200000', gasPrice: '1000000000' },
      },
    },
  })
  // The service knows no price: ETH's comes from the balances, USDC's stays unknown.
  server.answer('/v1/fungible/price', { body: { fungibles: [] } })
}

/** Lets the Blockchain API calls through to the test server and answers the chain's RPC. */
function stubChainRpc(balanceWei: bigint) {
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (url: unknown, init?: RequestInit) => {
    if (String(url).startsWith(server.url)) return realFetch(url as string, init)
    type Call = { id: number; method: string }
    const answer = ({ id, method }: Call) => ({
      jsonrpc: '2.0',
      id,
      result: method === 'eth_getBalance' ? `0x${balanceWei.toString(16)}` : null,
    })
    const body = JSON.parse(String(init?.body)) as Call | Call[]
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), {
      headers: { 'content-type': 'application/json' },
    })
  })
}

describe('swapControllerOf', () => {
  it('keeps one controller per kit, released when the kit is destroyed', async () => {
    const { appKit } = setupHubKit(server.url)
    const swap = swapControllerOf(appKit)
    expect(swapControllerOf(appKit)).toBe(swap)
    expect(swapControllerOf(setupHubKit(server.url).appKit)).not.toBe(swap)
    answerSwapService()
    await swap.open({ amount: '1' })
    swap.watch()
    appKit.destroy()
    expect(swap.getState().amountText).toBe('')
    swap.setAmount('2')
    expect(swap.getState().amountText).toBe('')
  })

  it("quotes the connected account's swap over the kit's Blockchain API", async () => {
    answerSwapService()
    const { appKit, networkOf } = setupHubKit(server.url)
    const swap = swapControllerOf(appKit)
    await swap.open({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    await vi.waitFor(() => expect(swap.getState().quote.status).toBe('ready'), { timeout: 10_000 })
    expect(swap.getState()).toMatchObject({
      network: networkOf('eip155:1'),
      address: evmAddress,
      tokens: [{ symbol: 'ETH', quantity: { numeric: '2' } }, { symbol: 'USDC' }],
      quote: {
        quote: {
          toAmountText: '2991',
          minimumReceivedText: '2961.09',
          priceImpact: undefined,
          fromUsd: '3000',
          fee: { nativeText: '0.0002', usd: '0.6' },
        },
      },
    })
    const quote = server.requests.find((request) => request.path === '/v1/convert/quotes')
    expect(quote?.query).toMatchObject({
      amount: '1000000000000000000',
      userAddress: `eip155:1:${evmAddress}`,
      from: eth,
      to: usdc,
      gasPrice: '1000000000',
    })
    const prices = server.requests.filter((request) => request.path === '/v1/fungible/price')
    expect(prices.map((request) => JSON.parse(request.body).addresses)).toEqual([[eth], [usdc]])
  })

  it("asks the connected wallet and reports on the kit's events", async () => {
    answerSwapService()
    stubChainRpc(2n * 10n ** 18n)
    const { appKit } = setupHubKit(server.url)
    const asked: string[] = []
    const wallet = {
      async request({ method }: { method: string }) {
        asked.push(method)
        if (method === 'eth_chainId') return '0x1'
        throw { code: 4001, message: 'User rejected the request.' }
      },
    }
    appKit.stores.providers.setState({ eip155: { provider: wallet, type: 'injected' } })
    const events: string[] = []
    for (const name of ['swapInitiated', 'swapError', 'swapSuccess'] as const) {
      appKit.events.on(name, () => events.push(name))
    }
    const swap = swapControllerOf(appKit)
    await swap.open({ fromToken: 'ETH', toToken: 'USDC', amount: '1' })
    await vi.waitFor(() => expect(swap.getState().quote.status).toBe('ready'), { timeout: 10_000 })
    expect(await swap.submit()).toEqual({ status: 'declined', message: swapMessages.swapDeclined })
    expect(asked).toEqual(['eth_chainId', 'eth_sendTransaction'])
    expect(events).toEqual(['swapInitiated', 'swapError'])
  })

  it('says why there is no swap off the swap networks and when disconnected', async () => {
    const { appKit, networkOf } = setupHubKit(server.url)
    const swap = swapControllerOf(appKit)
    appKit.stores.chains.setNetwork('eip155', { caipNetwork: networkOf('eip155:31337') })
    await swap.open()
    expect(swap.getState().unavailable).toBe('Network not supported for Swaps')
    appKit.stores.chains.resetAccount('eip155')
    await swap.open()
    expect(swap.getState().unavailable).toBe(swapMessages.notConnected)
    expect(server.requests).toHaveLength(0)
  })
})

describe('isSwapNetwork', () => {
  it("is true on the config's swap networks only, which are EVM", () => {
    const { appKit, networkOf } = setupHubKit(server.url)
    expect(isSwapNetwork(appKit, networkOf('eip155:1'))).toBe(true)
    expect(isSwapNetwork(appKit, networkOf('eip155:8453'))).toBe(true)
    expect(isSwapNetwork(appKit, networkOf('eip155:31337'))).toBe(false)
    expect(isSwapNetwork(appKit, networkOf(solanaMainnet))).toBe(false)
    expect(isSwapNetwork(appKit, undefined)).toBe(false)
    const listed = { config: { swapNetworks: [solanaMainnet] } } as never
    expect(isSwapNetwork(listed, networkOf(solanaMainnet))).toBe(false)
    expect(isSwapNetwork({ config: {} } as never, networkOf('eip155:1'))).toBe(false)
  })
})

describe('loadSwap', () => {
  it('fetches the swap feature as a module of its own', async () => {
    const swap = await loadSwap()
    expect(swap.swapControllerOf).toBe(swapControllerOf)
  })
})
