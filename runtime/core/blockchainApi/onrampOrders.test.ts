import { describe, expect, it } from 'vitest'
import { evmAddress, setupHubKit, solanaAddress, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { type GetOnrampOrdersParameters, getOnrampOrders } from './onrampOrders.js'

const server = serveTestBlockchainApi()

const evmHash = `0x${'ab'.repeat(32)}`
const solanaSignature = '5'.repeat(40) + 'J'.repeat(48)

/** An order of the contract's OnrampOrderTransaction shape, with `overrides` of its metadata. */
function order(id: string, overrides: Record<string, unknown> = {}, transfers?: unknown[]) {
  return {
    id,
    metadata: {
      operationType: 'buy',
      hash: evmHash,
      minedAt: '2025-03-01T10:00:00Z',
      sentFrom: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      sentTo: evmAddress,
      nonce: 0,
      chain: 'eip155:31337',
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      ...overrides,
    },
    transfers: transfers ?? [
      {
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: 'http://127.0.0.1:4100/assets/eth.svg' },
        },
        direction: 'in',
        quantity: { numeric: '0.03296666' },
        value: 98.9,
        price: 3000,
      },
    ],
  }
}

const evm: GetOnrampOrdersParameters = {
  address: evmAddress,
  network: 'eip155:31337',
  provider: 'sandboxpay',
}
const ask = (parameters = evm) => getOnrampOrders(setupHubKit(server.url).appKit, parameters)

describe('getOnrampOrders', () => {
  it('asks the history with onramp and chainId, and returns the orders for an EVM wallet', async () => {
    const path = `/v1/account/${evmAddress}/history`
    const data = [
      order('o_2', { status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', hash: '' }),
      order('o_1', { sentTo: evmAddress.toLowerCase() }),
      order('o_0', { status: 'ONRAMP_TRANSACTION_STATUS_FAILED', hash: '' }),
    ]
    server.answer(path, { body: { data, next: null } })
    const common = {
      time: '2025-03-01T10:00:00.000Z',
      network: 'eip155:31337',
      amount: '0.03296666',
      symbol: 'ETH',
      name: 'Ether',
      iconUrl: 'http://127.0.0.1:4100/assets/eth.svg',
    }
    expect(await ask()).toEqual([
      { id: 'o_2', status: 'in-progress', hash: undefined, ...common },
      { id: 'o_1', status: 'success', hash: evmHash, ...common },
      { id: 'o_0', status: 'failed', hash: undefined, ...common },
    ])
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path,
      query: { onramp: 'sandboxpay', chainId: 'eip155:31337' },
    })
  })

  it('returns the orders for a Solana wallet, with its signature as the hash', async () => {
    const path = `/v1/account/${solanaAddress}/history`
    const sol = { fungible_info: { name: 'Solana', symbol: 'SOL' }, quantity: { numeric: 0.5 } }
    const metadata = { chain: solanaMainnet, sentTo: solanaAddress, hash: solanaSignature }
    server.answer(path, { body: { data: [order('o_9', metadata, [sol])], next: null } })
    const orders = await ask({
      address: solanaAddress,
      network: solanaMainnet,
      provider: 'loopbackramp',
    })
    expect(orders).toEqual([
      {
        id: 'o_9',
        status: 'success',
        hash: solanaSignature,
        time: '2025-03-01T10:00:00.000Z',
        network: solanaMainnet,
        amount: '0.5',
        symbol: 'SOL',
        name: 'Solana',
        iconUrl: undefined,
      },
    ])
    expect(server.requests[0]?.query).toMatchObject({
      onramp: 'loopbackramp',
      chainId: solanaMainnet,
    })
  })

  it('drops unknown statuses, other networks, other wallets and malformed entries', async () => {
    const path = `/v1/account/${evmAddress}/history`
    const data = [
      order('a', { status: 'ONRAMP_TRANSACTION_STATUS_CREATED' }),
      order('b', { status: 'confirmed' }),
      order('c', { status: 'toString' }),
      order('d', { chain: 'eip155:31338' }),
      order('e', { sentTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }),
      order('f', { sentTo: undefined }),
      order('g', { minedAt: 'soon' }),
      order('h id'),
      order('i', {}, []),
      order('j', {}, [{ fungible_info: { symbol: 'ETH' }, quantity: { numeric: '-1' } }]),
      order('k', {}, [
        { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1' } },
      ]),
      order('l', {}, [{ nft_info: { name: 'Punk' }, quantity: { numeric: '1' } }]),
      { id: 'm', metadata: null, transfers: [] },
      null,
      order('ok'),
    ]
    server.answer(path, { body: { data, next: null } })
    expect((await ask()).map((entry) => entry.id)).toEqual(['ok'])
  })

  it('makes names safe, refuses unsafe icons, and drops a hash of the wrong kind', async () => {
    const path = `/v1/account/${evmAddress}/history`
    const hostile = {
      fungible_info: {
        name: `\u202eEther\u200b<img onerror=x>${'x'.repeat(100)}`,
        symbol: 'E\u0000TH',
        icon: { url: 'javascript:alert(1)' },
      },
      quantity: { numeric: '1.5' },
    }
    const data = [order('o_1', { hash: solanaSignature }, [hostile])]
    server.answer(path, { body: { data, next: null } })
    const [found] = await ask()
    expect(found?.name).toHaveLength(64)
    expect(found?.name.startsWith('Ether<img onerror=x>xx')).toBe(true)
    expect(found).toMatchObject({
      symbol: 'ETH',
      iconUrl: undefined,
      hash: undefined,
      amount: '1.5',
    })
  })

  it('refuses a malformed page, and a failed request, as ApiErrors', async () => {
    const path = `/v1/account/${evmAddress}/history`
    server.answer(path, { body: [order('o_1')] })
    await expect(ask()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    server.answer(path, { status: 500 })
    await expect(ask()).rejects.toMatchObject({ code: 'SERVER_ERROR' })
  })

  it('asks nothing for an unconfigured network, another namespace or a malformed address', async () => {
    const refused = [
      { ...evm, network: 'eip155:10' },
      { ...evm, address: solanaAddress },
      { ...evm, address: '0x12' },
      { ...evm, address: evmAddress, network: solanaMainnet },
    ]
    for (const parameters of refused) {
      await expect(ask(parameters), JSON.stringify(parameters)).rejects.toMatchObject({
        code: 'CHAIN_NOT_SUPPORTED',
      })
    }
    expect(server.requests).toHaveLength(0)
  })
})
