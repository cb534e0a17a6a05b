import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { BaseError } from '../kernel.js'
import type { AccountTransaction, AccountTransfer } from './AccountTransaction.js'
import type { BlockchainApiOptions } from './fetchBlockchainApi.js'
import { getHistoryPage } from './getHistoryPage.js'

export interface HistoryPagerState {
  /** Pending local transactions first, then the fetched pages, newest first. */
  transactions: readonly AccountTransaction[]
  loading: boolean
  /** 'Failed to fetch transactions' (SPEC section 8) when the last load failed; what was loaded stays. */
  error?: BaseError
  /** No page is left to load. */
  done: boolean
}

/** A transaction the kit sent, shown until the history has it. */
export interface PendingTransaction {
  hash: string
  sentFrom?: string
  sentTo?: string
  /** Default 'send'. */
  operationType?: string
  transfers?: AccountTransfer[]
}

export interface HistoryPager {
  getState(): HistoryPagerState
  /** Fetches the next page; does nothing while one loads or when all are loaded. */
  loadMore(): Promise<void>
  subscribe(listener: () => void): () => void
  /** Shows a transaction the kit just sent, as pending, at the top. */
  addPending(transaction: PendingTransaction): void
  /**
   * Settles a pending transaction (from its receipt) before the history lists it. `minedHash`
   * names the transaction that settled it when the pending entry had another id (an onramp order
   * is followed by its order id, then delivered by a transaction), so the history's entry for
   * that transaction replaces it.
   */
  confirm(hash: string, status: 'confirmed' | 'failed', minedHash?: string): void
}

export interface CreateHistoryPagerParameters {
  address: string
  caipNetwork: CaipNetwork
}

/** SPEC section 9: pending transactions kept at most. */
export const maxPendingTransactions = 99

const sameHash = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/**
 * The account's activity as a paged list for the Activity tab: `loadMore()` fetches page after
 * page, a cursor the service repeats ends the paging (with a warning) instead of looping, and a
 * failure keeps what was loaded and sets `error`. Transactions the kit sends are added as pending
 * and replaced by the history's entry once a page holds their hash.
 * @example
 * const pager = createHistoryPager(appKit, { address, caipNetwork })
 * pager.subscribe(() => render(pager.getState()))
 * await pager.loadMore()
 */
export function createHistoryPager(
  appKit: AppKit,
  parameters: CreateHistoryPagerParameters,
  options: BlockchainApiOptions = {},
): HistoryPager {
  const listeners = new Set<() => void>()
  // The first page has no cursor; every cursor asked for is remembered to catch a loop.
  const used = new Set<string>()
  let cursor: string | undefined
  let fetched: AccountTransaction[] = []
  let pending: AccountTransaction[] = []
  let status: Omit<HistoryPagerState, 'transactions'> = { loading: false, done: false }
  let state: HistoryPagerState = { transactions: [], ...status }

  function publish() {
    const shown = pending.filter(
      (local) => !fetched.some((entry) => sameHash(entry.hash, local.id)),
    )
    pending = shown
    state = { transactions: [...shown, ...fetched], ...status }
    for (const listener of [...listeners]) listener()
  }

  async function loadMore(): Promise<void> {
    if (status.loading || status.done) return
    status = { loading: true, done: false }
    publish()
    try {
      const page = await getHistoryPage(appKit, { ...parameters, cursor }, options)
      const known = new Set(fetched.map((entry) => entry.id))
      fetched = [...fetched, ...page.transactions.filter((entry) => !known.has(entry.id))]
      if (cursor !== undefined) used.add(cursor)
      const repeated = page.next !== undefined && (used.has(page.next) || page.next === cursor)
      if (repeated) {
        appKit.logger.warn('The transaction history repeated a page cursor; paging stopped.')
      }
      cursor = page.next
      status = { loading: false, done: page.next === undefined || repeated }
    } catch (cause) {
      const error = new BaseError('Failed to fetch transactions', {
        code: 'TRANSACTIONS_UNAVAILABLE',
        cause,
      })
      status = { loading: false, done: false, error }
      const { chainNamespace: namespace, caipNetworkId } = parameters.caipNetwork
      appKit.events.emit('fetchTransactionsError', { namespace, caipNetworkId })
    }
    publish()
  }

  return {
    getState: () => state,
    loadMore,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    addPending(transaction) {
      if (pending.some((entry) => sameHash(entry.id, transaction.hash))) return
      const entry: AccountTransaction = {
        id: transaction.hash,
        hash: transaction.hash,
        minedAt: new Date().toISOString(),
        operationType: transaction.operationType ?? 'send',
        status: 'pending',
        sentFrom: transaction.sentFrom ?? parameters.address,
        sentTo: transaction.sentTo ?? '',
        chain: parameters.caipNetwork.caipNetworkId,
        transfers: transaction.transfers ?? [],
      }
      pending = [entry, ...pending].slice(0, maxPendingTransactions)
      publish()
    },
    confirm(hash, settled, minedHash) {
      if (!pending.some((entry) => sameHash(entry.id, hash))) return
      pending = pending.map((entry) =>
        sameHash(entry.id, hash)
          ? { ...entry, status: settled, ...(minedHash ? { id: minedHash, hash: minedHash } : {}) }
          : entry,
      )
      publish()
    },
  }
}
