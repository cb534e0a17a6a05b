import { describe, expect, it } from 'vitest'
import { seedPlan } from '../chain/seedChain.js'
import type { Transaction } from './BlockchainApiTypes.js'
import { setupSeededApi } from './setupSeededApi.js'

const seeded = setupSeededApi()
const live = async (index: number) => {
  const response = await seeded.get(`/v1/account/${seeded.account(index)}/history`)
  const page = (await response.json()) as { data: Transaction[]; next: string | null }
  return page.data.filter((entry) => !entry.id.startsWith('sandbox-archive-'))
}
const withNft = (entries: Transaction[]) =>
  entries.filter((entry) => entry.transfers.some((transfer) => transfer.nft_info))

describe('NFT transfers in /v1/account/{address}/history', () => {
  it('shows the seed mints as mint entries carrying nft_info, the spam one flagged', async () => {
    const mints = (await live(0)).filter((entry) => entry.metadata.operationType === 'mint')
    expect(mints).toHaveLength(seedPlan.nftMints.length)
    // Newest first: the last mint (the spam one) leads.
    const [spam] = mints
    expect(spam?.transfers).toEqual([
      {
        nft_info: {
          name: 'Claim 1000 USDC at usdc-airdrop.test',
          content: { preview: { url: `${seeded.url()}/assets/nft-4.svg` } },
          flags: { is_spam: true },
        },
        direction: 'in',
        quantity: { numeric: '1' },
        value: 0,
        price: 0,
      },
    ])
    expect(spam?.metadata).toMatchObject({
      sentFrom: '0x0000000000000000000000000000000000000000',
      sentTo: seeded.account(0),
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(mints.map((entry) => entry.transfers[0]?.nft_info?.flags.is_spam)).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('shows the NFT moved between dev accounts as a send for one and a receive for the other', async () => {
    const [from, to, tokenId] = seedPlan.nftTransfer
    const sent = withNft(await live(from)).find((entry) => entry.metadata.operationType === 'send')
    const received = withNft(await live(to))
    expect(received).toHaveLength(1)
    expect(received[0]?.id).toBe(sent?.id)
    expect(sent?.metadata).toMatchObject({
      sentFrom: seeded.account(from),
      sentTo: seeded.account(to),
    })
    expect(received[0]?.metadata.operationType).toBe('receive')
    for (const [entry, direction] of [
      [sent, 'out'],
      [received[0], 'in'],
    ] as const) {
      expect(entry?.transfers).toEqual([
        expect.objectContaining({
          nft_info: expect.objectContaining({ name: 'Critter #3: Moss Owl' }),
          direction,
          quantity: { numeric: '1' },
        }),
      ])
      expect(entry?.transfers[0]).not.toHaveProperty('fungible_info')
      expect(entry?.transfers[0]?.nft_info?.content.preview.url).toMatch(/\/assets\/nft-3\.svg$/)
    }
    expect(tokenId).toBe(3n)
  })

  it('keeps fungible transfers as they were: fungible_info and no nft_info', async () => {
    const fungible = (await live(1)).filter((entry) => !withNft([entry]).length)
    expect(fungible.length).toBeGreaterThan(0)
    for (const entry of fungible) {
      for (const transfer of entry.transfers) {
        expect(transfer.fungible_info).toEqual(
          expect.objectContaining({ symbol: expect.any(String) }),
        )
        expect(transfer).not.toHaveProperty('nft_info')
      }
    }
  })
})
