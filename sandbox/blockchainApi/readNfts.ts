import { type Address, isAddressEqual } from 'viem'
import { sandboxNft } from '../contracts/sandboxNft.js'
import type { Nft } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import { readNftTransfers } from './readNftTransfers.js'

/** Entries per page of `/v1/account/{address}/nfts`. */
const nftPageSize = 20

/** [chain id, token id]: the NFT list is sorted by both, ascending. */
type NftPlace = readonly [number, bigint]

function compare(a: NftPlace, b: NftPlace): number {
  if (a[0] !== b[0]) return a[0] - b[0]
  return a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1
}

/** The place a cursor stands for; undefined when it is not one this stand-in wrote. */
export function decodeNftCursor(cursor: string): NftPlace | undefined {
  const match = /^(\d{1,12})-(\d{1,78})$/.exec(cursor)
  if (!match?.[1] || !match[2]) return undefined
  return [Number(match[1]), BigInt(match[2])]
}

/** The NFT as the list answers it. */
function toNft(reader: ChainReader, contract: Address, tokenId: bigint, assetsUrl: string): Nft {
  const item = sandboxNft.item(tokenId)
  return {
    id: `${reader.caipNetworkId}:${contract}:${tokenId}`,
    chainId: reader.caipNetworkId,
    contract: { address: contract, name: sandboxNft.name, symbol: sandboxNft.symbol },
    tokenId: String(tokenId),
    name: item.name,
    description: item.description,
    image: { url: `${assetsUrl}/nft-${tokenId}.svg` },
    flags: { is_spam: item.spam },
  }
}

/** The token ids `address` holds now on one chain, by replaying the NFT's `Transfer` logs. */
async function heldTokenIds(reader: ChainReader, address: Address): Promise<bigint[]> {
  const holders = new Map<bigint, Address>()
  for (const log of await readNftTransfers(reader)) holders.set(log.tokenId, log.to)
  return [...holders].flatMap(([tokenId, holder]) =>
    isAddressEqual(holder, address) ? [tokenId] : [],
  )
}

/**
 * One page of the sandbox NFTs `address` holds across `readers`, read live from the chains, by
 * chain id and then token id, with the cursor of the next page (`null` on the last). The spam item
 * is listed and flagged, as the real service lists it: hiding it is the modal's business.
 * @example
 * await readNfts([reader], '0xf39F...2266', 'http://127.0.0.1:4000/assets')
 * // { data: [{ id: 'eip155:31337:0xe7f1...:1', tokenId: '1', flags: { is_spam: false }, ... }], next: null }
 */
export async function readNfts(
  readers: readonly ChainReader[],
  address: Address,
  assetsUrl: string,
  after?: NftPlace,
): Promise<{ data: Nft[]; next: string | null }> {
  const perChain = await Promise.all(
    readers.map(async (reader) => {
      const contract = reader.nftAddress
      if (!contract) return []
      const held = await heldTokenIds(reader, address)
      return held.map((tokenId) => ({
        place: [reader.chainId, tokenId] as const,
        nft: toNft(reader, contract, tokenId, assetsUrl),
      }))
    }),
  )
  const all = perChain.flat().sort((a, b) => compare(a.place, b.place))
  const rest = after ? all.filter((entry) => compare(entry.place, after) > 0) : all
  const page = rest.slice(0, nftPageSize)
  const last = page.at(-1)
  return {
    data: page.map((entry) => entry.nft),
    next: last && rest.length > page.length ? last.place.join('-') : null,
  }
}
