import { createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { seedPlan } from '../chain/seedChain.js'
import { toViemChain } from '../chain/toViemChain.js'
import { sandboxNft } from '../contracts/sandboxNft.js'
import type { Nft } from './BlockchainApiTypes.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
type NftPage = { data: Nft[]; next: string | null }
const nfts = async (index: number, query: Record<string, string> = {}) =>
  (await (await seeded.get(`/v1/account/${seeded.account(index)}/nfts`, query)).json()) as NftPage

function wallet(index: number) {
  const chain = seeded.chain()
  return createWalletClient({
    account: privateKeyToAccount(chain.accounts[index]?.privateKey ?? '0x'),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  })
}
const reads = () => createPublicClient({ transport: http(seeded.chain().rpcUrl), cacheTime: 0 })
const nft = () => ({ address: seeded.nftAddress(), abi: sandboxNft.artifact.abi }) as const

describe('GET /v1/account/{address}/nfts', () => {
  it('lists what account 0 holds after the seed, in the documented shape, spam flagged', async () => {
    const page = await nfts(0, { chainId: 'eip155:31337' })
    const contract = seeded.nftAddress()
    expect(page.next).toBeNull()
    expect(page.data.map((entry) => entry.tokenId)).toEqual(['1', '2', '4'])
    expect(page.data[0]).toEqual({
      id: `eip155:31337:${contract}:1`,
      chainId: 'eip155:31337',
      contract: { address: contract, name: 'Sandbox Critters', symbol: 'CRIT' },
      tokenId: '1',
      name: 'Critter #1: Ember Fox',
      description: expect.any(String),
      image: { url: `${seeded.url()}/assets/nft-1.svg` },
      flags: { is_spam: false },
    })
    const spam = page.data.find((entry) => entry.tokenId === '4')
    expect(spam?.flags).toEqual({ is_spam: true })
    expect(spam?.name).toMatch(/^Claim 1000 USDC at /)
    // A scam's name, but never a link anyone could follow.
    expect(`${spam?.name} ${spam?.description}`).not.toMatch(/https?:|www\.|\.(com|io|org|xyz)\b/)
  })

  it('agrees with ownerOf on chain for every seeded id, and is empty for an account with none', async () => {
    const [from, to, moved] = seedPlan.nftTransfer
    expect((await nfts(to)).data.map((entry) => entry.tokenId)).toEqual([String(moved)])
    for (const tokenId of seedPlan.nftMints) {
      const holder = await reads().readContract({
        ...nft(),
        functionName: 'ownerOf',
        args: [tokenId],
      })
      const listed = (await nfts(tokenId === moved ? to : from)).data.map((entry) => entry.tokenId)
      expect(holder).toBe(seeded.account(tokenId === moved ? to : from))
      expect(listed).toContain(String(tokenId))
    }
    expect(await nfts(2)).toEqual({ data: [], next: null })
    expect(await nfts(0, { chainId: 'eip155:1' })).toEqual({ data: [], next: null })
  })

  it('serves every picture as an SVG saying SANDBOX, without a project id, one per token', async () => {
    const bodies = new Set<string>()
    for (const entry of (await nfts(0)).data) {
      const image = await fetch(entry.image.url)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      const body = await image.text()
      expect(body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(body).toContain('SANDBOX')
      bodies.add(body)
    }
    expect(bodies.size).toBe(3)
    expect((await fetch(`${seeded.url()}/assets/nft-x.svg`)).status).toBe(404)
  })

  it('reads ownership live and pages 20 at a time by cursor, without repeats', async () => {
    const extra = Array.from({ length: 25 }, (_, i) => 100n + BigInt(i))
    // Each write mined before the next and before the reads: a send returns before its block.
    const mined = (hash: `0x${string}`) =>
      reads().waitForTransactionReceipt({ hash, timeout: 10_000 })
    for (const tokenId of extra) {
      await mined(
        await wallet(0).writeContract({
          ...nft(),
          functionName: 'mint',
          args: [seeded.account(5), tokenId],
        }),
      )
    }
    await mined(
      await wallet(5).writeContract({
        ...nft(),
        functionName: 'transferFrom',
        args: [seeded.account(5), seeded.account(6), 100n],
      }),
    )
    const first = await nfts(5)
    expect(first.data).toHaveLength(20)
    expect(first.next).toEqual(expect.any(String))
    const second = await nfts(5, { cursor: first.next ?? '' })
    expect(second.next).toBeNull()
    const ids = [...first.data, ...second.data].map((entry) => entry.tokenId)
    expect(ids).toEqual(extra.slice(1).map(String))
    expect((await nfts(6)).data.map((entry) => entry.tokenId)).toEqual(['100'])
  })

  it('answers 401 without a project id and 400 on a malformed address, chain or cursor', async () => {
    const path = `/v1/account/${seeded.account(0)}/nfts`
    expect((await fetch(`${seeded.url()}${path}`)).status).toBe(401)
    const bad = await seeded.get('/v1/account/0x123/nfts')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Invalid address: 0x123' })
    expect((await seeded.get(path, { chainId: '31337' })).status).toBe(400)
    for (const cursor of ['page-2', '31337-', '1-2-3', '-1']) {
      const response = await seeded.get(path, { cursor })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: `Invalid cursor: ${cursor}` })
    }
  })
})
