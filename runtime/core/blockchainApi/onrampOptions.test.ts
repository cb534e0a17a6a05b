import { describe, expect, it } from 'vitest'
import { setupHubKit } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { unreachableUrl } from './fixtures/unreachableUrl.js'
import { fallbackOnrampOptions, fallbackPaymentLimits, getOnrampOptions } from './onrampOptions.js'

const server = serveTestBlockchainApi()
const path = '/v1/onramp/options'

const susd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usd = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10', max: '5000' },
    { id: 'bank_account', min: '10', max: '20000' },
  ],
}
const eth = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [{ name: 'Anvil', chain_id: 'eip155:31337', contract_address: null }],
}
const sandboxUsd = {
  id: 'SUSD',
  name: 'Sandbox USD',
  symbol: 'SUSD',
  networks: [{ name: 'Anvil', chain_id: 'eip155:31337', contract_address: susd }],
}
const options = { paymentCurrencies: [usd], purchaseCurrencies: [eth, sandboxUsd] }

function setup() {
  return setupHubKit(server.url)
}

const specFallback = {
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    limits: [
      { method: 'card', min: '10', max: '7500' },
      { method: 'bank_account', min: '10', max: '25000' },
    ],
  })),
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: undefined },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: undefined },
  ],
  fallback: true,
}

describe('getOnrampOptions', () => {
  it("returns the service's currencies, limits and networks", async () => {
    server.answer(path, { body: options })
    expect(await getOnrampOptions(setup().appKit)).toEqual({
      paymentCurrencies: [
        {
          id: 'USD',
          limits: [
            { method: 'card', min: '10', max: '5000' },
            { method: 'bank_account', min: '10', max: '20000' },
          ],
        },
      ],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [{ name: 'Anvil', chainId: 'eip155:31337' }],
        },
        {
          id: 'SUSD',
          name: 'Sandbox USD',
          symbol: 'SUSD',
          networks: [{ name: 'Anvil', chainId: 'eip155:31337', contractAddress: susd }],
        },
      ],
      fallback: false,
    })
    expect(server.requests[0]).toMatchObject({ method: 'GET', path })
  })

  it("gives SPEC's limits to a method that is missing or unreadable, and ignores other methods", async () => {
    const limitsOf = async (payment_method_limits: unknown) => {
      server.answer(path, {
        body: { ...options, paymentCurrencies: [{ id: 'EUR', payment_method_limits }] },
      })
      return (await getOnrampOptions(setup().appKit)).paymentCurrencies[0]?.limits
    }
    expect(await limitsOf([{ id: 'card', min: 10, max: 4500.5 }, { id: 'paypal' }])).toEqual([
      { method: 'card', min: '10', max: '4500.5' },
      { method: 'bank_account', min: '10', max: '25000' },
    ])
    const unreadable = [
      { id: 'card', min: '-1', max: '100' },
      { id: 'bank_account', min: '100', max: '10' },
    ]
    expect(await limitsOf(unreadable)).toEqual(fallbackPaymentLimits)
    for (const broken of [undefined, null, 'card', [{ id: 'card', min: '1e3', max: null }]]) {
      expect(await limitsOf(broken)).toEqual(fallbackPaymentLimits)
    }
  })

  it('makes names safe, keeps unknown networks as undefined, and drops malformed entries', async () => {
    const purchaseCurrencies = [
      { id: 'USDC', name: `U\u202eSD\u200b Coin${'x'.repeat(100)}`, symbol: 'USDC\u0007' },
      { ...eth, id: 'ETH', networks: null },
      { id: 'SOL', networks: [{ chain_id: 'solana:localnet' }, { chain_id: 'bad' }, 'x'] },
      { id: '<script>', name: 'Bad' },
      { id: 'BAD', networks: 'eip155:1' },
      { id: 'BAD2', networks: [{ chain_id: 'eip155:1', contract_address: 'a b' }] },
      { ...eth, name: 'Second ETH' },
      null,
    ]
    const paymentCurrencies = [
      usd,
      { id: 'U S D' },
      { id: 7 },
      { ...usd, payment_method_limits: [] },
    ]
    server.answer(path, { body: { paymentCurrencies, purchaseCurrencies } })
    const answer = await getOnrampOptions(setup().appKit)
    expect(answer.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD'])
    expect(answer.paymentCurrencies[0]?.limits[0]?.max).toBe('5000')
    const [usdc, ether, sol, bad2, ...rest] = answer.purchaseCurrencies
    expect(usdc?.name).toHaveLength(64)
    expect(usdc?.name.startsWith('USD Coinxx')).toBe(true)
    expect(usdc).toMatchObject({ id: 'USDC', symbol: 'USDC', networks: undefined })
    expect(ether).toEqual({ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: undefined })
    expect(sol).toEqual({
      id: 'SOL',
      name: 'SOL',
      symbol: 'SOL',
      networks: [{ name: 'solana:localnet', chainId: 'solana:localnet' }],
    })
    // A network whose contract cannot be read is left out, not offered without its contract.
    expect(bad2).toMatchObject({ id: 'BAD2', networks: [] })
    expect(rest).toEqual([])
  })

  it("falls back to SPEC's currencies on any failure, saying why, and warns once each", async () => {
    const failures = [
      [{ status: 500 }, 'Server Error: failed to get the onramp currencies'],
      [
        { delayMs: 1_000, body: options },
        'The request took too long to respond: No answer within 0.1 s.',
      ],
      [{ raw: '<html>' }, 'Invalid response: The answer is not valid JSON.'],
      [{ body: [] }, 'Invalid response: The onramp options are not of the shape'],
      [{ body: { ...options, purchaseCurrencies: 'ETH' } }, 'Invalid response: The onramp options'],
      [
        { body: { ...options, paymentCurrencies: [] } },
        'Invalid response: The onramp options list no usable currency.',
      ],
      [{ body: { ...options, purchaseCurrencies: [{ id: '' }] } }, 'list no usable currency'],
      [{ status: 404, body: { message: 'Not Found' } }, 'HTTP request failed: Not Found'],
    ] as const
    for (const [answer, reason] of failures) {
      server.answer(path, answer)
      const { appKit, logger } = setup()
      const result = await getOnrampOptions(appKit, { timeoutMs: 100 })
      const { failure, ...rest } = result
      expect(rest, reason).toEqual(specFallback)
      expect(failure, reason).toContain(reason)
      expect(logger.warn).toHaveBeenCalledTimes(1)
    }
  })

  it('falls back when the service cannot be reached at all', async () => {
    const { appKit } = setupHubKit(await unreachableUrl())
    const result = await getOnrampOptions(appKit, { timeoutMs: 5_000 })
    expect(result).toMatchObject({
      ...specFallback,
      failure: expect.stringMatching(/^HTTP request failed/),
    })
  })

  it('hands out copies: changing one answer changes no other', async () => {
    server.answer(path, { status: 500 })
    const first = await getOnrampOptions(setup().appKit)
    first.paymentCurrencies.pop()
    const firstLimit = first.paymentCurrencies[0]?.limits[0]
    if (firstLimit) firstLimit.max = '1'
    const second = await getOnrampOptions(setup().appKit)
    expect(second.paymentCurrencies).toEqual(specFallback.paymentCurrencies)
    expect(fallbackOnrampOptions.paymentCurrencies).toEqual(specFallback.paymentCurrencies)
    expect(Object.isFrozen(fallbackOnrampOptions.paymentCurrencies[0]?.limits[0])).toBe(true)
  })

  it('rejects when cancelled, instead of falling back', async () => {
    server.answer(path, { delayMs: 1_000, body: options })
    const controller = new AbortController()
    const reason = new Error('closed')
    const pending = getOnrampOptions(setup().appKit, { signal: controller.signal })
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
  })
})
