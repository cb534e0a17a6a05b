import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  parseAbiItem,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedChain } from '../chain/seedChain.js'
import { type SandboxChain, startChain } from '../chain/startChain.js'
import { toViemChain } from '../chain/toViemChain.js'
import { requestWithHost } from '../http/fixtures/requestWithHost.js'
import type { TokenBalance, Transaction } from './BlockchainApiTypes.js'
import { type BlockchainApi, startBlockchainApi } from './startBlockchainApi.js'

const projectId = '0123456789abcdef0123456789abcdef'
let chain: SandboxChain
let other: SandboxChain
let tokenAddress: Address
let api: BlockchainApi

beforeAll(async () => {
  ;[chain, other] = await Promise.all([startChain(), startChain({ chainId: 31338 })])
  ;({ tokenAddress } = await seedChain(chain))
  // More than a page of history for account 5: 25 payments from account 4.
  const payer = createWalletClient({
    account: privateKeyToAccount(chain.accounts[4]?.privateKey ?? '0x'),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  for (let i = 1; i <= 25; i++)
    await payer.sendTransaction({ to: account(5), value: parseEther(`0.00${i}`) })
  api = await startBlockchainApi({
    chains: [
      { chainId: 31337, rpcUrl: chain.rpcUrl, tokenAddress },
      { chainId: 31338, rpcUrl: other.rpcUrl },
    ],
    identities: {
      [account(1).toLowerCase()]: { name: 'alice.sandbox', avatar: 'https://example.test/a.png' },
    },
  })
})
afterAll(async () => {
  await api?.close()
  await Promise.all([chain?.stop(), other?.stop()])
})

function account(index: number): Address {
  const found = chain.accounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found.address
}
const client = () => createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
const get = (path: string, query: Record<string, string> = {}) =>
  fetch(`${api.url}${path}?${new URLSearchParams({ projectId, ...query })}`)

async function history(
  address: Address,
  query: Record<string, string> = {},
): Promise<Transaction[]> {
  const all: Transaction[] = []
  let cursor: string | null = null
  do {
    const response = await get(`/v1/account/${address}/history`, {
      ...query,
      ...(cursor ? { cursor } : {}),
    })
    const page = (await response.json()) as { data: Transaction[]; next: string | null }
    expect(page.data.length).toBeLessThanOrEqual(20)
    all.push(...page.data)
    cursor = page.next
  } while (cursor)
  return all
}

/** The account's transfers worked out with plain viem reads, newest first. */
async function expectedHistory(address: Address): Promise<string[]> {
  const reads = client()
  const found = new Map<string, [bigint, number]>()
  const latest = await reads.getBlockNumber()
  for (let blockNumber = 0n; blockNumber <= latest; blockNumber++) {
    const block = await reads.getBlock({ blockNumber, includeTransactions: true })
    for (const tx of block.transactions) {
      const touches = [tx.from, tx.to].some(
        (party) => party?.toLowerCase() === address.toLowerCase(),
      )
      if (tx.value > 0n && touches) found.set(tx.hash, [blockNumber, tx.transactionIndex])
    }
  }
  const event = parseAbiItem(
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  )
  for (const args of [{ from: address }, { to: address }]) {
    const logs = await reads.getLogs({ address: tokenAddress, event, args, fromBlock: 0n })
    for (const log of logs) found.set(log.transactionHash, [log.blockNumber, log.transactionIndex])
  }
  return [...found]
    .sort(([, a], [, b]) => (a[0] === b[0] ? b[1] - a[1] : Number(b[0] - a[0])))
    .map(([hash]) => hash)
}

describe('balances', () => {
  it('are the exact on-chain ETH and token balances, priced at 3000 and 1 USD', async () => {
    for (const index of [1, 2, 3]) {
      const response = await get(`/v1/account/${account(index)}/balance`, {
        currency: 'usd',
        chainId: 'eip155:31337',
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const { balances } = (await response.json()) as { balances: TokenBalance[] }
      const wei = await client().getBalance({ address: account(index) })
      const units = await client().readContract({
        address: tokenAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account(index)],
      })
      expect(balances).toEqual([
        expect.objectContaining({
          symbol: 'ETH',
          chainId: 'eip155:31337',
          price: 3000,
          quantity: { decimals: '18', numeric: formatEther(wei) },
          value: Number(formatEther(wei)) * 3000,
        }),
        expect.objectContaining({
          name: 'Sandbox USD',
          symbol: 'SUSD',
          address: `eip155:31337:${tokenAddress}`,
          price: 1,
          quantity: { decimals: '6', numeric: formatUnits(units, 6) },
          value: Number(formatUnits(units, 6)),
        }),
      ])
      expect(balances[0]).not.toHaveProperty('address')
    }
  })

  it('cover every configured chain without chainId, and none for a chain the sandbox lacks', async () => {
    const all = (await (await get(`/v1/account/${account(9)}/balance`)).json()) as {
      balances: TokenBalance[]
    }
    expect(all.balances.map((entry) => entry.chainId)).toEqual(['eip155:31337', 'eip155:31338'])
    const none = await get(`/v1/account/${account(1)}/balance`, { chainId: 'eip155:1' })
    expect(await none.json()).toEqual({ balances: [] })
  })

  it('serve their icons', async () => {
    const { balances } = (await (await get(`/v1/account/${account(1)}/balance`)).json()) as {
      balances: TokenBalance[]
    }
    for (const { iconUrl } of balances) {
      const icon = await fetch(iconUrl)
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
      expect(await icon.text()).toMatch(/^<svg /)
    }
  })
})

describe('history', () => {
  it('lists every ETH and token transfer of the account, newest first, as the chain has them', async () => {
    const entries = await history(account(1), { chainId: 'eip155:31337' })
    expect(entries.map((entry) => entry.id)).toEqual(await expectedHistory(account(1)))
    expect(entries).toHaveLength(6)
    const pulled = entries[0]
    expect(pulled?.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(pulled?.metadata).toMatchObject({ sentFrom: account(1), sentTo: account(3) })
    expect(pulled?.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        quantity: { numeric: '40' },
        value: 40,
        price: 1,
      }),
    ])
    const received = entries.find((entry) => entry.transfers[0]?.fungible_info?.symbol === 'ETH')
    const receipt = await client().getTransaction({ hash: received?.id as `0x${string}` })
    const block = await client().getBlock({ blockNumber: receipt.blockNumber })
    expect(received?.metadata.minedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString())
  })

  it('pages by cursor without repeats, and later blocks do not shift the pages', async () => {
    const first = (await (await get(`/v1/account/${account(5)}/history`)).json()) as {
      data: Transaction[]
      next: string | null
    }
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    await createWalletClient({
      account: privateKeyToAccount(chain.accounts[6]?.privateKey ?? '0x'),
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    }).sendTransaction({ to: account(5), value: 1n })
    const second = (await (
      await get(`/v1/account/${account(5)}/history`, { cursor: first.next ?? '' })
    ).json()) as {
      data: Transaction[]
      next: string | null
    }
    expect(second).toMatchObject({ next: null })
    const ids = [...first.data, ...second.data].map((entry) => entry.id)
    expect(ids.slice(0, 25)).toEqual((await expectedHistory(account(5))).slice(1))
    expect(ids).toHaveLength(25)
    expect(second.data.at(-1)?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '0.001' },
    })
  })
})

describe('identity and prices', () => {
  it('answers identities from the map (any case) and nulls otherwise', async () => {
    expect(
      await (await get(`/v1/identity/${account(1).toUpperCase().replace('0X', '0x')}`)).json(),
    ).toEqual({
      name: 'alice.sandbox',
      avatar: 'https://example.test/a.png',
    })
    expect(await (await get(`/v1/identity/${account(2)}`)).json()).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('prices the native currency and the token by CAIP-10 address', async () => {
    const response = await fetch(`${api.url}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        projectId,
        currency: 'usd',
        addresses: [
          `eip155:31337:${tokenAddress}`,
          'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          `eip155:31337:${account(1)}`,
        ],
      }),
    })
    const { fungibles } = (await response.json()) as {
      fungibles: { symbol: string; price: number }[]
    }
    expect(fungibles).toEqual([
      expect.objectContaining({ name: 'Sandbox USD', symbol: 'SUSD', price: 1 }),
      expect.objectContaining({ name: 'Ether', symbol: 'ETH', price: 3000 }),
    ])
  })
})

describe('refusals', () => {
  it('answers 401 on every route without a projectId', async () => {
    for (const path of ['/balance', '/history'].map((end) => `/v1/account/${account(1)}${end}`)) {
      const response = await fetch(`${api.url}${path}`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Unauthorized: missing projectId' })
    }
    expect((await fetch(`${api.url}/v1/identity/${account(1)}`)).status).toBe(401)
    const price = await fetch(`${api.url}/v1/fungible/price`, {
      method: 'POST',
      body: '{"addresses":[]}',
    })
    expect(price.status).toBe(401)
  })

  it('answers 400 on a malformed address, chain or cursor, and 404 off the map', async () => {
    for (const bad of ['0x123', 'vitalik.eth', `${account(1)}00`]) {
      const response = await get(`/v1/account/${bad}/balance`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: `Invalid address: ${bad}` })
    }
    expect((await get(`/v1/identity/0xZZ`)).status).toBe(400)
    expect((await get(`/v1/account/${account(1)}/history`, { chainId: '31337' })).status).toBe(400)
    expect((await get(`/v1/account/${account(1)}/history`, { cursor: 'page-2' })).status).toBe(400)
    expect((await get('/v1/supported-chains')).status).toBe(404)
  })

  it('answers 421 to a page that rebinds its name to 127.0.0.1, without the balances', async () => {
    const port = Number(new URL(api.url).port)
    const path = `/v1/account/${account(1)}/balance?${new URLSearchParams({ projectId, currency: 'usd' })}`
    const forged = await requestWithHost(port, `rebind.example:${port}`, path)
    expect(forged.status).toBe(421)
    expect(JSON.parse(forged.body)).toMatchObject({ error: 'misdirected-request' })
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await requestWithHost(port, host, path)).status, host).toBe(200)
    }
  })

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${api.url}/v1/fungible/price`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })
})
