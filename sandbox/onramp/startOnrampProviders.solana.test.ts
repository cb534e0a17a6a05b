import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlockchainApi, startBlockchainApi } from '../blockchainApi/startBlockchainApi.js'
import { sandboxSolanaCaipNetworkId } from '../solana/sandboxSolanaNetwork.js'
import { type SandboxSolana, startSolanaValidator } from '../solana/startSolanaValidator.js'
import type { OnrampOrderTransaction } from './onrampTypes.js'
import { onrampSolanaKey } from './sandboxOnrampProviders.js'
import { type OnrampProviders, startOnrampProviders } from './startOnrampProviders.js'

const projectId = '0123456789abcdef0123456789abcdef'
const wait = { timeout: 45_000, interval: 200 }

let solana: SandboxSolana
let onramp: OnrampProviders
let api: BlockchainApi
beforeAll(async () => {
  solana = await startSolanaValidator()
  onramp = await startOnrampProviders({
    chains: [],
    tokenAddress: zeroAddress,
    solana: { rpcUrl: solana.rpcUrl, caipNetworkId: sandboxSolanaCaipNetworkId },
    deliveryDelayMs: 300,
  })
  api = await startBlockchainApi({
    chains: [],
    solana: {
      rpcUrl: solana.rpcUrl,
      caipNetworkId: sandboxSolanaCaipNetworkId,
      tokenMint: solana.tokenMint,
    },
    onramp,
  })
})
afterAll(async () => {
  await api?.close()
  await onramp?.close()
  await solana?.stop()
})

const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}?projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
const get = (path: string, query: Record<string, string> = {}) =>
  fetch(`${api.url}${path}?${new URLSearchParams({ projectId, ...query })}`, {
    signal: AbortSignal.timeout(15_000),
  })

describe('startOnrampProviders on Solana Localnet', () => {
  it('funds each provider hot wallet with 1000 SOL at start', async () => {
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    for (const name of ['sandboxpay', 'loopbackramp']) {
      const { address } = onrampSolanaKey(name)
      expect(onramp.hotWallets[name]?.[sandboxSolanaCaipNetworkId]).toBe(address)
      expect(await connection.getBalance(new PublicKey(address))).toBe(1_000_000_000_000)
    }
  })

  it('offers SOL on Solana Localnet and delivers exactly the quoted lamports', async () => {
    const options = (await (await get('/v1/onramp/options')).json()) as {
      purchaseCurrencies: { id: string; networks: { chain_id: string }[] }[]
    }
    expect(options.purchaseCurrencies).toEqual([
      expect.objectContaining({
        id: 'SOL',
        networks: [
          { name: 'Solana Localnet', chain_id: sandboxSolanaCaipNetworkId, contract_address: null },
        ],
      }),
    ])
    const request = {
      purchaseCurrency: 'SOL',
      paymentCurrency: 'EUR',
      network: sandboxSolanaCaipNetworkId,
      provider: 'loopbackramp',
      paymentMethod: 'card',
    }
    const quote = (await (await post('/v1/onramp/quote', { ...request, amount: '50' })).json()) as {
      purchaseAmount: { amount: string }
    }
    // 50 EUR - 0.75 - 0.25 = 49.00 EUR = 53.90 USD = 0.35933333 SOL
    expect(quote.purchaseAmount.amount).toBe('0.35933333')

    const destination = Keypair.generate().publicKey.toBase58()
    const generated = await post('/v1/generators/onrampurl', {
      ...request,
      destinationWallets: [
        { address: destination, blockchains: [sandboxSolanaCaipNetworkId], assets: ['SOL'] },
      ],
      defaultNetwork: sandboxSolanaCaipNetworkId,
      presetFiatAmount: 50,
    })
    expect(generated.status).toBe(200)
    const { url } = (await generated.json()) as { url: string }
    const paid = await fetch(`${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'card', cardNumber: '4242424242424242' }),
    })
    expect(paid.status).toBe(200)
    const status = async () =>
      (await (await fetch(`${url}/status`)).json()) as { status: string; hash?: string }
    await expect.poll(async () => (await status()).status, wait).toBe('succeeded')
    const { hash } = await status()
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)

    const connection = new Connection(solana.rpcUrl, 'confirmed')
    expect(await connection.getBalance(new PublicKey(destination))).toBe(359_333_330)

    const history = (await (
      await get(`/v1/account/${destination}/history`, {
        onramp: 'loopbackramp',
        chainId: sandboxSolanaCaipNetworkId,
      })
    ).json()) as { data: OnrampOrderTransaction[] }
    expect(history.data).toHaveLength(1)
    expect(history.data[0]?.metadata).toMatchObject({
      hash,
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      sentFrom: onrampSolanaKey('loopbackramp').address,
      sentTo: destination,
      chain: sandboxSolanaCaipNetworkId,
    })
    expect(history.data[0]?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'SOL' },
      quantity: { numeric: '0.35933333' },
      price: 150,
    })
  })
})
