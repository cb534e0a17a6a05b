import type { Address } from 'viem'
import { archiveChainId, archiveTransactions } from './archiveTransactions.js'
import type { Transaction } from './BlockchainApiTypes.js'
import { collectTransactions, type PlacedTransaction } from './collectTransactions.js'
import type { ChainReader } from './createChainReader.js'

/** Entries per page of `/v1/account/{account}/history`. */
const historyPageSize = 20

type Place = PlacedTransaction['place']

// Newest first: a larger place comes earlier.
function compare(a: Place, b: Place): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * The cursor is the place of the last entry served, not an offset, so transactions mined between
 * two page requests neither repeat nor skip entries.
 */
function encodeCursor(place: Place): string {
  return place.join('-')
}

/** The place a cursor stands for; undefined when it is not one this stand-in wrote. */
export function decodeCursor(cursor: string): Place | undefined {
  const parts = cursor.split('-')
  if (parts.length !== 4 || !parts.every((part) => /^\d+$/.test(part))) return undefined
  const [timestamp, chainId, block, index] = parts.map(Number)
  if (
    timestamp === undefined ||
    chainId === undefined ||
    block === undefined ||
    index === undefined
  ) {
    return undefined
  }
  return [timestamp, chainId, block, index]
}

/**
 * One page of the account's history across `readers`, newest first, with the cursor of the next
 * page (`null` on the last). With `archive`, dev account 0's fixed archive entries on
 * eip155:31337 (see `archiveTransactions`) follow the live ones, and the cursor pages into them.
 * @example
 * const first = await readHistory([reader], address, assetsUrl)
 * const second = first.next ? await readHistory([reader], address, assetsUrl, decodeCursor(first.next)) : undefined
 */
export async function readHistory(
  readers: readonly ChainReader[],
  address: Address,
  assetsUrl: string,
  after?: Place,
  archive = false,
): Promise<{ data: Transaction[]; next: string | null }> {
  const placed = (
    await Promise.all(readers.map((reader) => collectTransactions(reader, address, assetsUrl)))
  ).flat()
  if (archive && readers.some((reader) => reader.chainId === archiveChainId)) {
    placed.push(...archiveTransactions(address, assetsUrl))
  }
  placed.sort((a, b) => compare(a.place, b.place))
  const rest = after ? placed.filter((entry) => compare(entry.place, after) > 0) : placed
  const page = rest.slice(0, historyPageSize)
  const last = page.at(-1)
  return {
    data: page.map((entry) => entry.transaction),
    next: last && rest.length > page.length ? encodeCursor(last.place) : null,
  }
}
