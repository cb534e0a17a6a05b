import { maxUint256, parseEther, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxSwap } from '../contracts/sandboxSwap.js'
import { sandboxToken } from '../contracts/sandboxToken.js'
import type { SwapQuote, SwapToken } from './BlockchainApiTypes.js'
import { convertKit, nativeCaip } from './fixtures/convertKit.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
const { caip, susd, seur, user, reads, wallet, contractQuote, answer, refused } = convertKit(seeded)
const native = nativeCaip

// A real ERC20 that no pool trades: a swap to or from it has no route.
let poolless: string
beforeAll(async () => {
  const hash = await wallet(9).deployContract({ ...sandboxToken.artifact, args: [10n ** 12n] })
  const receipt = await reads().waitForTransactionReceipt({ hash, timeout: 10_000 })
  poolless = caip(receipt.contractAddress ?? '0x')
})

describe('GET /v1/convert/tokens', () => {
  it('lists ETH, SUSD and SEUR of the chain with CAIP-10 addresses and icons that load', async () => {
    const response = await seeded.get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(response.status).toBe(200)
    const { tokens } = (await response.json()) as { tokens: SwapToken[] }
    const icon = (file: string) => `${seeded.url()}/assets/${file}`
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: native,
        decimals: 18,
        logoUri: icon('eth.svg'),
        eip2612: false,
      },
      {
        name: 'Sandbox USD',
        symbol: 'SUSD',
        address: susd(),
        decimals: 6,
        logoUri: icon('susd.svg'),
        eip2612: false,
      },
      {
        name: 'Sandbox Euro',
        symbol: 'SEUR',
        address: seur(),
        decimals: 18,
        logoUri: icon('seur.svg'),
        eip2612: false,
      },
    ])
    for (const { logoUri } of tokens) {
      const image = await fetch(logoUri)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(await image.text()).toMatch(/^<svg /)
    }
  })

  it('refuses a missing, malformed or unknown chain', async () => {
    expect(await answer(await seeded.get('/v1/convert/tokens'))).toEqual(refused('Missing chainId'))
    expect(await answer(await seeded.get('/v1/convert/tokens', { chainId: '31337' }))).toEqual(
      refused(/^Invalid chainId: 31337/),
    )
    for (const chainId of ['eip155:1', 'eip155:31338']) {
      expect(await answer(await seeded.get('/v1/convert/tokens', { chainId }))).toEqual(
        refused('Network not supported for Swaps'),
      )
    }
  })
})

describe('GET /v1/convert/quotes', () => {
  const quote = (query: Record<string, string>) =>
    seeded.get('/v1/convert/quotes', { userAddress: user(4), gasPrice: '1000000000', ...query })

  it('quotes what the exchange pays: one hop for ETH/SUSD, two through SUSD for ETH/SEUR', async () => {
    const { tokenAddress, euroTokenAddress } = seeded.seed()
    const amount = parseEther('1.5')
    const cases = [
      [native, susd(), [sandboxSwap.nativeAddress, tokenAddress]],
      [native, seur(), [sandboxSwap.nativeAddress, tokenAddress, euroTokenAddress]],
      [seur(), native, [euroTokenAddress, tokenAddress, sandboxSwap.nativeAddress]],
    ] as const
    for (const [from, to, path] of cases) {
      const response = await quote({ amount: String(amount), from, to })
      expect(response.status).toBe(200)
      const expected = await contractQuote([...path], amount)
      expect(await response.json()).toEqual({
        quotes: [
          {
            fromAmount: String(amount),
            fromAccount: from,
            toAmount: String(expected),
            toAccount: to,
          } satisfies SwapQuote,
        ],
      })
    }
    // 1.5 ETH at about 3000 SUSD each, less the fee and a little price impact.
    const { quotes } = (await (
      await quote({ amount: String(amount), from: native, to: susd() })
    ).json()) as { quotes: SwapQuote[] }
    expect(BigInt(quotes[0]?.toAmount ?? 0)).toBeGreaterThan(parseUnits('4400', 6))
    expect(BigInt(quotes[0]?.toAmount ?? 0)).toBeLessThan(parseUnits('4500', 6))
  })

  it('answers no quote for a token no pool trades', async () => {
    for (const [from, to] of [
      [native, poolless],
      [poolless, seur()],
    ] as const) {
      const response = await quote({ amount: '1000', from, to })
      expect(await answer(response)).toEqual({ status: 200, body: { quotes: [] } })
    }
  })

  it('refuses the same token twice, a bad amount or address, mixed or unknown chains', async () => {
    const good = { amount: '1000', from: native, to: susd() }
    const cases: [Record<string, string>, RegExp | string][] = [
      [{ ...good, to: native }, `from and to are the same token: ${native}`],
      [{ ...good, from: susd().toLowerCase(), to: susd() }, /^from and to are the same token/],
      [{ ...good, amount: '0' }, /^Invalid amount: 0 \(expected a positive integer/],
      [{ ...good, amount: 'lots' }, /^Invalid amount: lots/],
      [{ ...good, amount: '1.5' }, /^Invalid amount: 1\.5/],
      [{ ...good, amount: '-3' }, /^Invalid amount: -3/],
      [{ ...good, amount: '' }, 'Missing amount'],
      [{ ...good, amount: String(maxUint256 + 1n) }, /^Invalid amount: /],
      [{ ...good, from: 'eip155:31337:0x123' }, /^Invalid from: eip155:31337:0x123 \(expected/],
      [{ ...good, to: seeded.seed().tokenAddress }, /^Invalid to: 0x/],
      [{ ...good, userAddress: 'alice.eth' }, /^Invalid userAddress: alice\.eth/],
      [{ ...good, gasPrice: 'fast' }, /^Invalid gasPrice: fast/],
      [{ ...good, to: caip(seeded.seed().tokenAddress).replace('31337', '1') }, /different chains/],
      [
        {
          amount: '1000',
          userAddress: 'eip155:1:0x0000000000000000000000000000000000000001',
          from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          to: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        'Network not supported for Swaps',
      ],
      [{ ...good, amount: String(maxUint256) }, /^Amount too large for the sandbox pools/],
    ]
    for (const [query, message] of cases) {
      expect(await answer(await quote(query)), JSON.stringify(query)).toEqual(refused(message))
    }
  })

  it('refuses every convert route without a valid projectId, and a wrong method', async () => {
    const query = new URLSearchParams({ chainId: 'eip155:31337' })
    for (const route of ['tokens', 'quotes', 'gas-price', 'allowance', 'build-approve']) {
      const missing = await fetch(`${seeded.url()}/v1/convert/${route}?${query}`)
      expect(await answer(missing)).toEqual({
        status: 401,
        body: { message: 'Unauthorized: missing projectId' },
      })
      const invalid = await fetch(`${seeded.url()}/v1/convert/${route}?projectId=abc&${query}`)
      expect(invalid.status).toBe(403)
    }
    const post = await fetch(`${seeded.url()}/v1/convert/build-transaction`, {
      method: 'POST',
      body: JSON.stringify({ amount: '1', from: native, to: susd(), userAddress: user(4) }),
    })
    expect(post.status).toBe(401)
    expect((await seeded.get('/v1/convert/build-transaction')).status).toBe(405)
    expect((await seeded.post('/v1/convert/quotes', {})).status).toBe(405)
    expect((await seeded.get('/v1/convert/routes')).status).toBe(404)
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's gas price as standard, a quarter more as fast, half more as instant", async () => {
    const response = await seeded.get('/v1/convert/gas-price', { chainId: 'eip155:31337' })
    const standard = await reads().getGasPrice()
    expect(await answer(response)).toEqual({
      status: 200,
      body: {
        standard: String(standard),
        fast: String((standard * 125n) / 100n),
        instant: String((standard * 150n) / 100n),
      },
    })
    expect(standard).toBeGreaterThan(0n)
  })

  it('refuses an unknown or malformed chain', async () => {
    const gas = (chainId: string) => seeded.get('/v1/convert/gas-price', { chainId })
    expect(await answer(await gas('eip155:1'))).toEqual(
      refused('Network not supported for Gas Price'),
    )
    expect(await answer(await gas('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toEqual(
      refused(/^Invalid chainId/),
    )
  })
})
