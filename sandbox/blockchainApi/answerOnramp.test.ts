import { createPublicClient, erc20Abi, formatUnits, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { setupOnrampApi } from '../onramp/fixtures/setupOnrampApi.js'
import type { OnrampOrderTransaction, OnrampQuote } from '../onramp/onrampTypes.js'
import { startBlockchainApi } from './startBlockchainApi.js'

const api = setupOnrampApi()
const wait = { timeout: 45_000, interval: 200 }

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const reads = () => createPublicClient({ transport: http(api.chain().rpcUrl), cacheTime: 0 })
const message = async (response: Response) => {
  const body = (await response.json()) as { message?: string }
  return { status: response.status, message: body.message }
}

const quoteBody = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'eip155:31337',
  provider: 'sandboxpay',
  paymentMethod: 'card',
}

function urlBody(destination: string, change: Record<string, unknown> = {}) {
  return {
    destinationWallets: [{ address: destination, blockchains: ['eip155:31337'], assets: ['ETH'] }],
    defaultNetwork: 'eip155:31337',
    partnerUserId: destination,
    defaultExperience: 'buy',
    presetFiatAmount: 100,
    presetCryptoAmount: 0.03296666,
    provider: 'sandboxpay',
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    quoteId: 'q_test',
    ...change,
  }
}

async function checkoutUrl(body: Record<string, unknown>): Promise<string> {
  const response = await api.post('/v1/generators/onrampurl', body)
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}

const pay = (checkout: string, body: unknown) =>
  fetch(`${checkout}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
const status = async (checkout: string) =>
  (await (await fetch(`${checkout}/status`)).json()) as { status: string; hash?: string }
const history = async (address: string, query: Record<string, string>) =>
  (await (await api.get(`/v1/account/${address}/history`, query)).json()) as {
    data: OnrampOrderTransaction[]
    next: string | null
  }

describe('the onramp calls', () => {
  it('list both providers with loopback origins and the networks each delivers on', async () => {
    const response = await api.get('/v1/onramp/providers')
    expect(response.status).toBe(200)
    const origin = expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await response.json()).toEqual([
      {
        label: 'Sandbox Pay',
        name: 'sandboxpay',
        feeRange: '1-1.5%',
        url: origin,
        supportedChains: ['eip155:31337', 'eip155:31338'],
      },
      {
        label: 'Loopback Ramp',
        name: 'loopbackramp',
        feeRange: '1.5-2%',
        url: origin,
        supportedChains: ['eip155:31337'],
      },
    ])
  })

  it('answer the options: USD and EUR with the sandbox limits, ETH and SUSD on the chains', async () => {
    const response = await api.get('/v1/onramp/options')
    const limits = (card: string, bank: string) => [
      { id: 'card', min: '10', max: card },
      { id: 'bank_account', min: '10', max: bank },
    ]
    const network = (chainId: number, contract: string | null) => ({
      name: `Anvil ${chainId}`,
      chain_id: `eip155:${chainId}`,
      contract_address: contract,
    })
    const token = api.seed().tokenAddress
    expect(await response.json()).toEqual({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits('5000', '20000') },
        { id: 'EUR', payment_method_limits: limits('4500', '18000') },
      ],
      // No Solana validator here: SOL is not offered.
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [network(31337, null), network(31338, null)],
        },
        {
          id: 'SUSD',
          name: 'Sandbox USD',
          symbol: 'SUSD',
          networks: [network(31337, token), network(31338, token)],
        },
      ],
    })
  })

  it('quote the contract example exactly', async () => {
    const response = await api.post('/v1/onramp/quote', quoteBody)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      purchaseAmount: { amount: '0.03296666', currency: 'ETH' },
      paymentSubtotal: { amount: '98.90', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      providerFee: { amount: '1.00', currency: 'USD' },
      quoteId: expect.stringMatching(/^q_[0-9a-f]{18}$/),
    })
  })

  it.each([
    [{ amount: 'abc' }, /^Invalid amount: abc/],
    [{ amount: '10.001' }, /more than 2 decimals$/],
    [{ amount: '5000.01' }, /over the card maximum of 5000 USD$/],
    [{ amount: '9' }, /under the card minimum of 10 USD$/],
    [{ network: 'eip155:1' }, /^Unsupported network/],
    [{ provider: 'loopbackramp', network: 'eip155:31338' }, /^Unsupported network: Loopback Ramp/],
    [{ provider: 'coinbase' }, /^Unknown provider: coinbase/],
    [{ paymentMethod: 'apple_pay' }, /^Unknown paymentMethod/],
  ])('refuse a quote with %j (400: %s)', async (change, pattern) => {
    const answer = await message(await api.post('/v1/onramp/quote', { ...quoteBody, ...change }))
    expect(answer.status).toBe(400)
    expect(answer.message).toMatch(pattern)
  })

  it('refuse a body that is not an object, a GET quote and a missing project id', async () => {
    expect(await message(await api.post('/v1/onramp/quote', [1]))).toEqual({
      status: 400,
      message: 'Invalid body: expected a JSON object',
    })
    expect((await api.get('/v1/onramp/quote')).status).toBe(405)
    expect((await fetch(`${api.url()}/v1/onramp/providers`)).status).toBe(401)
  })

  it('are 404 on a stand-in started without onramp', async () => {
    const plain = await startBlockchainApi({
      chains: [{ chainId: 31337, rpcUrl: api.chain().rpcUrl }],
    })
    try {
      for (const path of ['/v1/onramp/providers', '/v1/onramp/options']) {
        const response = await fetch(`${plain.url}${path}?projectId=${'0'.repeat(32)}`)
        expect(response.status).toBe(404)
      }
    } finally {
      await plain.close()
    }
  })
})

describe('the URL generator', () => {
  it('answers a checkout URL on the provider origin for a new, unlisted order', async () => {
    const destination = fresh()
    const url = await checkoutUrl(urlBody(destination, { provider: 'loopbackramp' }))
    const origin = api.onramp().providers.find((each) => each.name === 'loopbackramp')?.url
    expect(url).toMatch(new RegExp(`^${origin}/checkout/ord_[0-9a-f]{24}$`))
    expect(await status(url)).toEqual({ status: 'created' })
    expect(await history(destination, { onramp: 'loopbackramp' })).toEqual({ data: [], next: null })
  })

  it.each([
    [{ destinationWallets: [] }, /^Invalid destinationWallets: expected a non-empty list$/],
    [{ destinationWallets: [{ address: '0x12', blockchains: 'x' }] }, /blockchains: expected/],
    [{ defaultNetwork: 'eip155:31338' }, /^Invalid destinationWallets: none is on eip155:31338$/],
    [
      { destinationWallets: [{ address: '0x12', blockchains: ['eip155:31337'] }] },
      /^Invalid destinationWallets address: 0x12 is not an address on eip155:31337$/,
    ],
    [{ purchaseCurrency: 'SUSD' }, /SUSD is not among them$/],
    [{ presetFiatAmount: 0.001 }, /^Invalid amount/],
    [{ presetFiatAmount: 20000 }, /over the card maximum/],
    [{ defaultExperience: 'send' }, /^Invalid defaultExperience/],
    [{ provider: 'nope' }, /^Unknown provider/],
  ])('refuses %j (400: %s)', async (change, pattern) => {
    const answer = await message(
      await api.post('/v1/generators/onrampurl', urlBody(fresh(), change)),
    )
    expect(answer.status).toBe(400)
    expect(answer.message).toMatch(pattern)
  })
})

describe('buying through a stand-in provider', () => {
  it('delivers exactly the quoted ETH from Sandbox Pay, then lists it as succeeded', async () => {
    const destination = fresh()
    const quote = (await (await api.post('/v1/onramp/quote', quoteBody)).json()) as OnrampQuote
    const url = await checkoutUrl(urlBody(destination, { quoteId: quote.quoteId }))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('0.03296666 ETH')

    const paid = await pay(url, { method: 'card', cardNumber: '4242 4242 4242 4242' })
    expect(paid.status).toBe(200)
    expect(await status(url)).toEqual({ status: 'in_progress' })
    const pending = await history(destination, { onramp: 'sandboxpay', chainId: 'eip155:31337' })
    expect(pending.data).toHaveLength(1)
    expect(pending.data[0]?.metadata).toMatchObject({
      operationType: 'buy',
      hash: '',
      status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      sentTo: destination,
      chain: 'eip155:31337',
    })

    await expect.poll(async () => (await status(url)).status, wait).toBe('succeeded')
    const { hash } = await status(url)
    const hotWallet = api.chain().accounts[8]?.address
    const receipt = await reads().getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt).toMatchObject({ status: 'success', from: hotWallet?.toLowerCase() })
    expect(await reads().getBalance({ address: destination })).toBe(
      parseEther(quote.purchaseAmount.amount),
    )

    const done = await history(destination, { onramp: 'sandboxpay', chainId: 'eip155:31337' })
    expect(done.next).toBeNull()
    expect(done.data).toEqual([
      {
        id: url.split('/').at(-1),
        metadata: {
          operationType: 'buy',
          hash,
          minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          sentFrom: hotWallet,
          sentTo: destination,
          nonce: 0,
          chain: 'eip155:31337',
          status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        },
        transfers: [
          {
            fungible_info: {
              name: 'Ether',
              symbol: 'ETH',
              icon: { url: `${api.url()}/assets/eth.svg` },
            },
            direction: 'in',
            quantity: { numeric: '0.03296666' },
            value: 98.9,
            price: 3000,
          },
        ],
      },
    ])
    // Another provider's, or another network's, history does not list it.
    expect((await history(destination, { onramp: 'loopbackramp' })).data).toEqual([])
    expect(
      (await history(destination, { onramp: 'sandboxpay', chainId: 'eip155:31338' })).data,
    ).toEqual([])
    // Without `onramp`, the delivery is an ordinary receive.
    const plain = (await history(destination, { chainId: 'eip155:31337' })).data
    expect(plain[0]?.metadata).toMatchObject({ operationType: 'receive', hash })
  })

  it('delivers SUSD by bank transfer from Loopback Ramp, minting its float as needed', async () => {
    const destination = fresh()
    const body = urlBody(destination, {
      provider: 'loopbackramp',
      purchaseCurrency: 'SUSD',
      paymentMethod: 'bank_account',
      presetFiatAmount: '2500',
      destinationWallets: [{ address: destination, blockchains: ['eip155:31337'] }],
    })
    const url = await checkoutUrl(body)
    expect((await pay(url, { method: 'bank_account' })).status).toBe(200)
    await expect.poll(async () => (await status(url)).status, wait).toBe('succeeded')
    // 2500 - 37.50 provider fee - 2.00 network fee (capped) = 2460.50 SUSD
    const held = await reads().readContract({
      address: api.seed().tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [destination],
    })
    expect(formatUnits(held, 6)).toBe('2460.5')
    expect(held).toBe(parseUnits('2460.5', 6))
    const listed = await history(destination, { onramp: 'loopbackramp' })
    expect(listed.data[0]?.metadata).toMatchObject({
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      sentFrom: api.chain().accounts[9]?.address,
    })
    expect(listed.data[0]?.transfers[0]).toMatchObject({
      quantity: { numeric: '2460.5' },
      value: 2460.5,
      price: 1,
    })
  })

  it('leaves a declined order unpaid, unlisted and undelivered', async () => {
    const destination = fresh()
    const url = await checkoutUrl(urlBody(destination))
    const declined = await pay(url, { method: 'card', cardNumber: '4000000000000002' })
    expect(await message(declined)).toEqual({ status: 402, message: 'Your card was declined.' })
    expect(await status(url)).toEqual({ status: 'created' })
    expect(await history(destination, { onramp: 'sandboxpay' })).toEqual({ data: [], next: null })
    expect(await reads().getBalance({ address: destination })).toBe(0n)
  })

  it('refuses paying twice and an unknown order', async () => {
    const url = await checkoutUrl(urlBody(fresh()))
    expect((await pay(url, { method: 'bank_account' })).status).toBe(200)
    expect((await pay(url, { method: 'bank_account' })).status).toBe(409)
    const unknown = url.replace(/ord_[0-9a-f]+$/, 'ord_000000000000000000000000')
    expect((await fetch(unknown)).status).toBe(404)
    expect((await pay(unknown, { method: 'bank_account' })).status).toBe(404)
  })
})

describe('the history with onramp', () => {
  it.each([
    [{ onramp: 'coinbase' }, /^Unknown onramp provider: coinbase/],
    [{ onramp: 'sandboxpay', chainId: '31337' }, /^Invalid chainId: 31337$/],
    [{ onramp: 'sandboxpay', cursor: 'ord_nope' }, /^Invalid cursor: ord_nope$/],
  ])('refuses %j (400: %s)', async (query, pattern) => {
    const answer = await message(await api.get(`/v1/account/${fresh()}/history`, query))
    expect(answer.status).toBe(400)
    expect(answer.message).toMatch(pattern)
  })

  it('takes base58 Solana addresses and refuses malformed ones', async () => {
    const solana = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    expect(await history(solana, { onramp: 'sandboxpay' })).toEqual({ data: [], next: null })
    const bad = await message(
      await api.get('/v1/account/not-an-address/history', { onramp: 'sandboxpay' }),
    )
    expect(bad).toEqual({ status: 400, message: 'Invalid address: not-an-address' })
    const mixed = await message(
      await api.get(`/v1/account/${solana}/history`, {
        onramp: 'sandboxpay',
        chainId: 'eip155:31337',
      }),
    )
    expect(mixed.status).toBe(400)
  })
})
