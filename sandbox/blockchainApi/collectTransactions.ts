import { type Address, type Hash, isAddressEqual, parseAbiItem, zeroAddress } from 'viem'
import type { Transaction, TransactionTransfer } from './BlockchainApiTypes.js'
import type { ChainReader } from './createChainReader.js'
import { fungibleAt, readerFungibles } from './readerFungibles.js'
import { readNftTransfers } from './readNftTransfers.js'
import { readSwaps, type SwapLog } from './readSwaps.js'
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
  /** The exchange's swaps in this transaction that the account sold or bought in. */
  swaps: SwapLog[]
}

/**
 * Every transaction on one chain that moved ETH, a sandbox token (SUSD, SEUR) or a sandbox NFT to
 * or from `address`: native transfers from the blocks' transactions, token and NFT transfers from
 * their contracts' `Transfer` logs. An entry that only brought the account newly minted NFTs is a
 * `mint`. A swap on the sandbox exchange is one `trade` entry with its two legs, read from the
 * exchange's `Swap` log: what the account sold (out) and what it bought (in), ETH included.
 * @example
 * const placed = await collectTransactions(reader, '0x7099...79C8', 'http://127.0.0.1:4000/assets')
 */
export async function collectTransactions(
  reader: ChainReader,
  address: Address,
  assetsUrl: string,
): Promise<PlacedTransaction[]> {
  const { client } = reader
  const latest = await client.getBlockNumber()
  const first = latest >= maxBlocks ? latest - maxBlocks + 1n : 0n
  const numbers = Array.from({ length: Number(latest - first + 1n) }, (_, i) => first + BigInt(i))
  const tokens = readerFungibles(reader).filter((entry) => !entry.native)
  const range = { fromBlock: first, toBlock: latest }
  const [blocks, logs, nftLogs, swaps] = await Promise.all([
    Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    ),
    tokens.length > 0
      ? client.getLogs({
          address: tokens.map((entry) => entry.address),
          event: transferEvent,
          ...range,
        })
      : [],
    readNftTransfers(reader, range),
    readSwaps(reader, range),
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
      swaps: [],
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
    const token = fungibleAt(reader, log.address)
    if (!from || !to || value === undefined || !log.transactionHash || !token) continue
    if (!isAddressEqual(from, address) && !isAddressEqual(to, address)) continue
    const draft = draftOf(log.transactionHash, log.blockNumber)
    if (!draft) continue
    draft.nativeOnly = false
    draft.mintOnly = false
    draft.parties.push({ from, to })
    draft.transfers.push(toFungibleTransfer(token.asset, value, direction(from, to), assetsUrl))
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
  for (const swap of swaps) {
    if (!isAddressEqual(swap.sender, address) && !isAddressEqual(swap.recipient, address)) continue
    const draft = draftOf(swap.transactionHash, swap.blockNumber)
    if (!draft) continue
    draft.nativeOnly = false
    draft.mintOnly = false
    draft.swaps.push(swap)
  }

  return Promise.all(
    [...drafts].map(async ([hash, draft]) => {
      // A log proves success; an ETH transfer alone may have reverted and moved nothing.
      const failed =
        draft.nativeOnly && (await client.getTransactionReceipt({ hash })).status === 'reverted'
      const trade =
        draft.swaps.length > 0 ? swapEntry(reader, address, draft.swaps, assetsUrl) : undefined
      const parties = trade?.parties ?? draft.parties[0] ?? { from: address, to: address }
      const transfers = trade?.transfers ?? draft.transfers
      const sends = transfers.some((entry) => entry.direction !== 'in')
      const operationType =
        trade?.operationType ?? (draft.mintOnly ? 'mint' : sends ? 'send' : 'receive')
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
          transfers,
        },
      }
    }),
  )
}

/**
 * A transaction with exchange swaps, as one entry: a `trade` of the account's swaps (what it sold
 * out, what it bought in), or a `receive` when it only got a swap's proceeds. Its legs replace
 * the transfer logs the swap left, which miss the ETH the exchange paid out and show the
 * exchange's side of each hop. A leg of a token the stand-in does not know is left out.
 */
function swapEntry(
  reader: ChainReader,
  address: Address,
  swaps: readonly SwapLog[],
  assetsUrl: string,
): {
  operationType: 'trade' | 'receive'
  parties: { from: Address; to: Address }
  transfers: TransactionTransfer[]
} {
  const exchange = reader.swapAddress ?? zeroAddress
  const legs = swaps.flatMap((swap) => {
    const sold = fungibleAt(reader, swap.path[0] ?? zeroAddress)
    const bought = fungibleAt(reader, swap.path.at(-1) ?? zeroAddress)
    const out =
      sold && isAddressEqual(swap.sender, address)
        ? [toFungibleTransfer(sold.asset, swap.amountIn, 'out', assetsUrl)]
        : []
    const into =
      bought && isAddressEqual(swap.recipient, address)
        ? [toFungibleTransfer(bought.asset, swap.amountOut, 'in', assetsUrl)]
        : []
    return [...out, ...into]
  })
  const traded = swaps.find((swap) => isAddressEqual(swap.sender, address))
  if (traded) {
    return {
      operationType: 'trade',
      parties: { from: traded.sender, to: exchange },
      transfers: legs,
    }
  }
  return { operationType: 'receive', parties: { from: exchange, to: address }, transfers: legs }
}
