import { type Address, type Hash, isAddressEqual, parseAbiItem, zeroAddress } from 'viem'
import type { Transaction, TransactionTransfer } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import { readNftTransfers } from './readNftTransfers.js'
import { sandboxAssets } from './sandboxAssets.js'
import { toFungibleTransfer, toNftTransfer } from './toTransfer.js'

/** A history entry with the position it sorts by (newest first). */
export interface PlacedTransaction {
  /** [block timestamp, chain id, block number, transaction index]: compared left to right. */
  place: readonly [number, number, number, number]
  transaction: Transaction
}

// A dev chain has hundreds of blocks, not millions; past this many the oldest are not scanned.
const maxBlocks = 10_000n
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

interface Draft {
  blockNumber: bigint
  index: number
  timestamp: number
  nonce: number
  parties: { from: Address; to: Address }[]
  transfers: TransactionTransfer[]
  nativeOnly: boolean
  /** Every transfer so far is an NFT minted to the account. */
  mintOnly: boolean
}

/**
 * Every transaction on one chain that moved ETH, the sandbox token or a sandbox NFT to or from
 * `address`: native transfers from the blocks' transactions, token and NFT transfers from their
 * contracts' `Transfer` logs. An entry that only brought the account newly minted NFTs is a `mint`.
 * @example
 * const placed = await collectTransactions(reader, '0x7099...79C8', 'http://127.0.0.1:4000/assets')
 */
export async function collectTransactions(
  reader: ChainReader,
  address: Address,
  assetsUrl: string,
): Promise<PlacedTransaction[]> {
  const { client, tokenAddress } = reader
  const latest = await client.getBlockNumber()
  const first = latest >= maxBlocks ? latest - maxBlocks + 1n : 0n
  const numbers = Array.from({ length: Number(latest - first + 1n) }, (_, i) => first + BigInt(i))
  const [blocks, logs, nftLogs] = await Promise.all([
    Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    ),
    tokenAddress
      ? client.getLogs({
          address: tokenAddress,
          event: transferEvent,
          fromBlock: first,
          toBlock: latest,
        })
      : [],
    readNftTransfers(reader, { fromBlock: first, toBlock: latest }),
  ])
  const direction = (from: Address, to: Address): TransactionTransfer['direction'] => {
    if (isAddressEqual(from, address)) return isAddressEqual(to, address) ? 'self' : 'out'
    return 'in'
  }
  const drafts = new Map<Hash, Draft>()
  const draftOf = (hash: Hash, blockNumber: bigint): Draft | undefined => {
    const known = drafts.get(hash)
    if (known) return known
    const block = blocks[Number(blockNumber - first)]
    const tx = block?.transactions.find((entry) => entry.hash === hash)
    if (!block || !tx) return undefined
    const draft: Draft = {
      blockNumber,
      index: tx.transactionIndex,
      timestamp: Number(block.timestamp),
      nonce: tx.nonce,
      parties: [],
      transfers: [],
      nativeOnly: true,
      mintOnly: true,
    }
    drafts.set(hash, draft)
    return draft
  }

  for (const block of blocks) {
    for (const tx of block.transactions) {
      // Contract creations (no `to`) and plain calls move no ETH between accounts.
      if (tx.value === 0n || !tx.to) continue
      if (!isAddressEqual(tx.from, address) && !isAddressEqual(tx.to, address)) continue
      const draft = draftOf(tx.hash, block.number)
      if (!draft) continue
      draft.mintOnly = false
      draft.parties.push({ from: tx.from, to: tx.to })
      draft.transfers.push(
        toFungibleTransfer(sandboxAssets.native, tx.value, direction(tx.from, tx.to), assetsUrl),
      )
    }
  }
  for (const log of logs) {
    const { from, to, value } = log.args
    if (!from || !to || value === undefined || !log.transactionHash) continue
    if (!isAddressEqual(from, address) && !isAddressEqual(to, address)) continue
    const draft = draftOf(log.transactionHash, log.blockNumber)
    if (!draft) continue
    draft.nativeOnly = false
    draft.mintOnly = false
    draft.parties.push({ from, to })
    draft.transfers.push(
      toFungibleTransfer(sandboxAssets.token, value, direction(from, to), assetsUrl),
    )
  }
  for (const { from, to, tokenId, blockNumber, transactionHash } of nftLogs) {
    if (!isAddressEqual(from, address) && !isAddressEqual(to, address)) continue
    const draft = draftOf(transactionHash, blockNumber)
    if (!draft) continue
    draft.nativeOnly = false
    draft.mintOnly &&= isAddressEqual(from, zeroAddress)
    draft.parties.push({ from, to })
    draft.transfers.push(toNftTransfer(tokenId, direction(from, to), assetsUrl))
  }

  return Promise.all(
    [...drafts].map(async ([hash, draft]) => {
      // A log proves success; an ETH transfer alone may have reverted and moved nothing.
      const failed =
        draft.nativeOnly && (await client.getTransactionReceipt({ hash })).status === 'reverted'
      const parties = draft.parties[0] ?? { from: address, to: address }
      const sends = draft.transfers.some((entry) => entry.direction !== 'in')
      const operationType = draft.mintOnly ? 'mint' : sends ? 'send' : 'receive'
      return {
        place: [draft.timestamp, reader.chainId, Number(draft.blockNumber), draft.index] as const,
        transaction: {
          id: hash,
          metadata: {
            operationType,
            hash,
            minedAt: new Date(draft.timestamp * 1000).toISOString(),
            sentFrom: parties.from,
            sentTo: parties.to,
            status: failed ? 'failed' : 'confirmed',
            nonce: draft.nonce,
            chain: reader.caipNetworkId,
          },
          transfers: draft.transfers,
        },
      }
    }),
  )
}
