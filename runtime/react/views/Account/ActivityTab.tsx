import { useRef } from 'react'
import { truncateDecimals } from '../../../core/index.js'
import { ItemIcon, Spinner, truncateAddress } from '../../internal.js'
import { useInfiniteScroll } from '../AllWallets/useInfiniteScroll.js'
import { accountStrings } from './accountStrings.js'
import { groupByMonth } from './format/groupByMonth.js'
import { relativeTime } from './format/relativeTime.js'
import { transactionSign } from './format/transactionSign.js'
import type { BlockchainApi, HubListProps } from './HubListProps.js'
import { useHistory } from './useHistory.js'

type AccountTransaction = ReturnType<
  ReturnType<BlockchainApi['createHistoryPager']>['getState']
>['transactions'][number]

const noScrollRoot = { current: null }

function TransactionRow({ transaction, now }: { transaction: AccountTransaction; now: Date }) {
  const text = accountStrings.activity
  const [first] = transaction.transfers
  const sign = transactionSign(transaction.operationType)
  const incoming = transaction.operationType === 'receive'
  const counterparty = incoming ? transaction.sentFrom : transaction.sentTo
  const amount = first
    ? `${sign}${truncateDecimals(first.quantity)} ${first.symbol ?? ''}`.trim()
    : undefined
  return (
    <li className="ak-row">
      <ItemIcon src={first?.iconUrl || first?.imageUrl || undefined} name={first?.name ?? '?'} />
      <span className="ak-row-main">
        <span className="ak-row-title">{text.operation(transaction.operationType)}</span>
        <span className="ak-row-sub" title={counterparty}>
          {counterparty
            ? (incoming ? text.from : text.to)(truncateAddress(counterparty))
            : first?.name}
        </span>
      </span>
      <span className="ak-row-end">
        {amount ? <span data-sign={sign}>{amount}</span> : null}
        <span className="ak-row-sub">
          {transaction.status === 'pending'
            ? text.pending
            : transaction.status === 'failed'
              ? text.failedStatus
              : text.ago(relativeTime(new Date(transaction.minedAt), now))}
        </span>
      </span>
    </li>
  )
}

/**
 * The Activity tab: the account's transactions on the active network, newest first, grouped by
 * month (SPEC section 2), further pages fetched as the list scrolls to its end.
 * @example <ActivityTab api={api} address={address} network={network} />
 */
export function ActivityTab({ api, address, network }: HubListProps) {
  const { state, loadMore } = useHistory(api, address, network)
  const sentinel = useRef<HTMLDivElement>(null)
  const canLoad = !state.loading && !state.done && !state.error
  useInfiniteScroll(sentinel, noScrollRoot, loadMore, canLoad, state.transactions.length)
  const text = accountStrings.activity
  if (state.transactions.length === 0) {
    if (state.loading || !api) return <Spinner />
    if (state.error) return <p className="ak-empty">{text.failed}</p>
    return (
      <div className="ak-empty">
        <p>{text.empty}</p>
        <p>{text.emptyHint}</p>
      </div>
    )
  }
  const now = new Date()
  return (
    <section aria-label={text.listLabel} aria-busy={state.loading}>
      {groupByMonth(state.transactions, (transaction) => transaction.minedAt, now).map((group) => (
        <section key={group.key} aria-label={group.label}>
          <h3 className="ak-month">{group.label}</h3>
          <ul className="ak-list">
            {group.items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} now={now} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} />
      {state.loading ? <Spinner /> : null}
      {canLoad ? (
        <button type="button" className="ak-button" data-block="" onClick={loadMore}>
          {text.loadMore}
        </button>
      ) : null}
    </section>
  )
}
