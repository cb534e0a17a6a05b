import { type Address, type Hash, parseAbiItem } from 'viem'
import type { ChainReader } from './createChainReader.js'

/** One ERC-721 `Transfer` of the sandbox NFT, in chain order. */
export interface NftTransferLog {
  from: Address
  to: Address
  tokenId: bigint
  blockNumber: bigint
  transactionHash: Hash
}

// Same signature (and topic) as the ERC20 event, but the token id is indexed: the NFT's logs are
// only ever read from the NFT's own address, so the two never mix.
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)

/**
 * Every `Transfer` of the sandbox NFT on one chain within the blocks given (all by default), oldest
 * first; none when the chain has no NFT. Both the NFT list (who holds what now) and the history
 * (who moved what) are worked out from them.
 * @example
 * const logs = await readNftTransfers(reader) // [{ from: '0x0000...', to: '0xf39F...', tokenId: 1n, ... }]
 */
export async function readNftTransfers(
  reader: ChainReader,
  blocks: { fromBlock: bigint; toBlock: bigint | 'latest' } = { fromBlock: 0n, toBlock: 'latest' },
): Promise<NftTransferLog[]> {
  if (!reader.nftAddress) return []
  const logs = await reader.client.getLogs({
    address: reader.nftAddress,
    event: transferEvent,
    ...blocks,
  })
  return logs.flatMap(({ args, blockNumber, transactionHash }) => {
    const { from, to, tokenId } = args
    if (!from || !to || tokenId === undefined || !transactionHash) return []
    return [{ from, to, tokenId, blockNumber, transactionHash }]
  })
}
