import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BlockchainApi,
  startBlockchainApi,
} from '../../../sandbox/blockchainApi/startBlockchainApi.js'
import { seedChain } from '../../../sandbox/chain/seedChain.js'
import { type SandboxChain, startChain } from '../../../sandbox/chain/startChain.js'
import { createHistoryPager } from './createHistoryPager.js'
import { setupHubKit } from './fixtures/setupHubKit.js'
import { getIdentity } from './getIdentity.js'
import { getNftsPage } from './getNftsPage.js'
import { getTokenBalances } from './getTokenBalances.js'

// The parsers against the sandbox's stand-in, which answers with the real service's shapes.
let chain: SandboxChain
let api: BlockchainApi
let tokenAddress: string

beforeAll(async () => {
  chain = await startChain()
  const seeded = await seedChain(chain)
  tokenAddress = seeded.tokenAddress
  api = await startBlockchainApi({
    chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl, ...seeded }],
    identities: {
      [account(1).toLowerCase()]: { name: 'alice.sandbox', avatar: 'https://example.test/a.png' },
    },
  })
})
afterAll(async () => {
  await api?.close()
  await chain?.stop()
})

function account(index: number): string {
  const found = chain.accounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found.address
}

interface RawTransaction {
  id: string
  transfers: { nft_info?: { flags: { is_spam: boolean } } }[]
}

/** Every page of the stand-in's history of `address`, as it answers it. */
async function rawHistory(projectId: string, address: string): Promise<RawTransaction[]> {
  const all: RawTransaction[] = []
  let cursor: string | null = null
  do {
    const query = new URLSearchParams({ projectId, chainId: 'eip155:31337' })
    if (cursor) query.set('cursor', cursor)
    const response = await fetch(`${api.url}/v1/account/${address}/history?${query}`)
    const page = (await response.json()) as { data: RawTransaction[]; next: string | null }
    all.push(...page.data)
    cursor = page.next
  } while (cursor)
  return all
}

function setup() {
  const kit = setupHubKit(api.url)
  const local = kit.networkOf('eip155:31337')
  kit.appKit.stores.chains.setNetwork('eip155', { caipNetwork: local })
  kit.appKit.stores.chains.setAccount('eip155', { address: account(1) })
  return { ...kit, local }
}

describe('against the sandbox Blockchain API', () => {
  it('reads the token balances it serves, icons included', async () => {
    const { appKit, local, account: stored } = setup()
    const tokens = await getTokenBalances(appKit, { address: account(1), caipNetwork: local })
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'SUSD'])
    expect(tokens[1]).toMatchObject({
      chainId: 'eip155:31337',
      address: `eip155:31337:${tokenAddress}`,
      price: 1,
      quantity: { decimals: '6' },
    })
    for (const token of tokens)
      expect(token.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\//)
    expect(stored().tokenBalance).toEqual(tokens)
  })

  it('pages through the history it serves, spam-only NFT transactions left out', async () => {
    const { appKit, local } = setup()
    const raw = await rawHistory(appKit.config.projectId, account(0))
    const pager = createHistoryPager(appKit, { address: account(0), caipNetwork: local })
    while (!pager.getState().done && !pager.getState().error) await pager.loadMore()
    const { transactions, error } = pager.getState()
    expect(error).toBeUndefined()
    const spamOnly = (entry: RawTransaction) =>
      entry.transfers.length > 0 &&
      entry.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
    const kept = raw.filter((entry) => !spamOnly(entry)).map((entry) => entry.id)
    expect(kept.length).toBeGreaterThan(0)
    expect(transactions.map((transaction) => transaction.id)).toEqual(kept)
    for (const transaction of transactions) {
      expect(transaction).toMatchObject({ chain: 'eip155:31337', status: 'confirmed' })
      expect(transaction.hash).toMatch(/^0x[0-9a-f]{64}$/)
    }
  })

  it('reads the identity it serves (asked on a mainnet network: never on testnets)', async () => {
    const { appKit, networkOf } = setup()
    const caipNetwork = networkOf('eip155:1')
    expect(await getIdentity(appKit, { address: account(1), caipNetwork })).toEqual({
      name: 'alice.sandbox',
      avatar: 'https://example.test/a.png',
    })
    expect(await getIdentity(appKit, { address: account(2), caipNetwork })).toEqual({})
  })

  it('reads the NFTs it serves, spam left out', async () => {
    const { appKit, local } = setup()
    const query = new URLSearchParams({
      projectId: appKit.config.projectId,
      chainId: 'eip155:31337',
    })
    const raw = (await (
      await fetch(`${api.url}/v1/account/${account(0)}/nfts?${query}`)
    ).json()) as {
      data: { id: string; flags: { is_spam: boolean } }[]
    }
    const page = await getNftsPage(appKit, { address: account(0), caipNetwork: local })
    const kept = raw.data.filter((entry) => !entry.flags.is_spam).map((entry) => entry.id)
    expect(kept.length).toBeGreaterThan(0)
    expect(page.nfts.map((nft) => nft.id)).toEqual(kept)
    for (const nft of page.nfts) {
      expect(nft.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\//)
      expect(nft.collection).not.toBe('')
    }
  })
})
