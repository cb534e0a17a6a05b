import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { toViemChain } from '../chain/toViemChain.js'
import type { Transaction } from './BlockchainApiTypes.js'
import { createChainReader } from './createChainReader.js'
import { readHistory } from './readHistory.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
type Page = { data: Transaction[]; next: string | null }
const page = async (index: number, query: Record<string, string> = {}) =>
  (await (await seeded.get(`/v1/account/${seeded.account(index)}/history`, query)).json()) as Page
const isArchive = (entry: Transaction) => entry.id.startsWith('sandbox-archive-')

describe('the archive entries of dev account 0', () => {
  it('come after every live entry, and the cursor pages from the live ones into them', async () => {
    // Payments from account 0 bring its live entries (the seed's, and these) to 18: the page
    // break then falls inside the archive.
    const seedEntries = (await page(0)).data.filter((entry) => !isArchive(entry)).length
    expect(seedEntries).toBeLessThan(18)
    const chain = seeded.chain()
    const payer = createWalletClient({
      account: privateKeyToAccount(chain.accounts[0]?.privateKey ?? '0x'),
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    for (let i = 1; i <= 18 - seedEntries; i++) {
      await payer.sendTransaction({ to: seeded.account(7), value: parseEther(`0.0${i}`) })
    }
    const first = await page(0)
    expect(first.data).toHaveLength(20)
    expect(first.data.slice(0, 18).some(isArchive)).toBe(false)
    expect(first.data.slice(18).map((entry) => entry.id)).toEqual([
      'sandbox-archive-1',
      'sandbox-archive-2',
    ])
    const second = await page(0, { cursor: first.next ?? '' })
    expect(second).toMatchObject({ next: null })
    expect(second.data.map((entry) => entry.id)).toEqual(['sandbox-archive-3', 'sandbox-archive-4'])
  })

  it('are dated relative to today: two in last December, one last November, one two years ago in June', async () => {
    const all: Transaction[] = []
    let cursor: string | null = null
    do {
      const next: Page = await page(0, cursor ? { cursor } : {})
      all.push(...next.data)
      cursor = next.next
    } while (cursor)
    const archive = all.filter(isArchive)
    const year = new Date().getUTCFullYear()
    expect(archive.map((entry) => entry.metadata.minedAt)).toEqual([
      `${year - 1}-12-20T12:00:00.000Z`,
      `${year - 1}-12-03T12:00:00.000Z`,
      `${year - 1}-11-14T12:00:00.000Z`,
      `${year - 2}-06-09T12:00:00.000Z`,
    ])
    expect(archive.map((entry) => entry.metadata.operationType)).toEqual([
      'receive',
      'send',
      'withdraw',
      'receive',
    ])
    for (const entry of archive) {
      expect(entry.metadata).toMatchObject({ chain: 'eip155:31337', status: 'confirmed' })
      expect(entry.metadata.hash).toMatch(/^0x(5a4db0c5){7}0000000[1-4]$/)
      const [transfer] = entry.transfers
      const sends = entry.metadata.operationType !== 'receive'
      expect(transfer?.direction).toBe(sends ? 'out' : 'in')
      expect(sends ? entry.metadata.sentFrom : entry.metadata.sentTo).toBe(seeded.account(0))
      expect(transfer?.fungible_info?.icon.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\//)
    }
    expect(archive[0]?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'SUSD' },
      quantity: { numeric: '250' },
      value: 250,
    })
  })

  it('belong to dev account 0 on eip155:31337 only, and to nobody when archive is off', async () => {
    expect((await page(1)).data.some(isArchive)).toBe(false)
    expect(await page(0, { chainId: 'eip155:31338' })).toEqual({ data: [], next: null })
    const reader = createChainReader({ chainId: 31337, rpcUrl: seeded.chain().rpcUrl })
    const off = await readHistory([reader], seeded.account(0), 'http://x.test/assets')
    expect(off.data.some(isArchive)).toBe(false)
  })
})
