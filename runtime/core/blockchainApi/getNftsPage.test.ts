import { describe, expect, it } from 'vitest'
import { evmAddress, setupHubKit, solanaAddress, solanaMainnet } from './fixtures/setupHubKit.js'
import { serveTestBlockchainApi } from './fixtures/startTestBlockchainApi.js'
import { getNftsPage } from './getNftsPage.js'

const server = serveTestBlockchainApi()

const path = `/v1/account/${evmAddress}/nfts`
const contract = {
  address: '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB',
  name: 'Punks',
  symbol: 'PNK',
}
const nft = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `eip155:1:${contract.address}:${n}`,
  chainId: 'eip155:1',
  contract,
  tokenId: String(n),
  name: `Punk #${n}`,
  description: 'A punk.',
  image: { url: `https://nft.example/${n}.png` },
  flags: { is_spam: false },
  ...overrides,
})

function setup() {
  const kit = setupHubKit(server.url)
  return { ...kit, parameters: { address: evmAddress, caipNetwork: kit.networkOf('eip155:1') } }
}

describe('getNftsPage', () => {
  it('returns the validated NFTs and the cursor, sending chainId and cursor', async () => {
    server.answer(path, { body: { data: [nft(1)], next: 'n2' } })
    const { appKit, parameters } = setup()
    expect(await getNftsPage(appKit, { ...parameters, cursor: 'n1' })).toEqual({
      nfts: [
        {
          id: nft(1).id,
          chainId: 'eip155:1',
          contract,
          tokenId: '1',
          name: 'Punk #1',
          description: 'A punk.',
          imageUrl: 'https://nft.example/1.png',
          collection: 'Punks',
        },
      ],
      next: 'n2',
    })
    expect(server.requests[0]?.query).toMatchObject({ chainId: 'eip155:1', cursor: 'n1' })
  })

  it('drops spam, other chains and malformed entries; makes names and images safe', async () => {
    const data = [
      nft(1, { flags: { is_spam: true } }),
      nft(2, { chainId: 'eip155:8453' }),
      nft(3, { tokenId: '-1' }),
      nft(4, { flags: undefined }),
      null,
      nft(5, {
        name: `\u202e<img src=x onerror=alert(1)>${'P'.repeat(500)}`,
        image: { url: 'javascript:alert(1)' },
        contract: { address: contract.address, name: null, symbol: 'P\u200bNK' },
      }),
      nft(6, { name: null, tokenId: 6 }),
    ]
    server.answer(path, { body: { data, next: null } })
    const { appKit, parameters } = setup()
    const { nfts, next } = await getNftsPage(appKit, parameters)
    expect(next).toBeUndefined()
    expect(nfts.map((entry) => entry.tokenId)).toEqual(['5', '6'])
    expect(nfts[0]?.name).toHaveLength(64)
    expect(nfts[0]?.name.startsWith('<img src=x onerror=alert(1)>PPP')).toBe(true)
    expect(nfts[0]).toMatchObject({ imageUrl: '', collection: 'PNK' })
    expect(nfts[1]?.name).toBe('Punks #6')
  })

  it('rejects with an ApiError on a malformed answer or a failure', async () => {
    const cases = [
      [{ body: { nfts: [] } }, 'INVALID_RESPONSE'],
      [{ status: 429 }, 'RATE_LIMITED'],
      [{ status: 503 }, 'SERVER_ERROR'],
    ] as const
    const { appKit, parameters } = setup()
    for (const [answer, code] of cases) {
      server.answer(path, answer)
      await expect(getNftsPage(appKit, parameters)).rejects.toMatchObject({ code })
    }
  })

  it('is CHAIN_NOT_SUPPORTED off eip155, without a request', async () => {
    const { appKit, networkOf } = setup()
    const caipNetwork = networkOf(solanaMainnet)
    await expect(
      getNftsPage(appKit, { address: solanaAddress, caipNetwork }),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(server.requests).toHaveLength(0)
  })
})
