import { useRef } from 'react'
import type { ChainNamespace } from '../../../../schema/index.js'
import { truncateDecimals } from '../../../core/kernel.js'
import { ItemIcon, Spinner, strings, truncateAddress } from '../../internal.js'
import { useInfiniteScroll } from '../AllWallets/useInfiniteScroll.js'
import { accountStrings } from './accountStrings.js'
import { displayAddress } from './format/displayAddress.js'
import { groupByMonth } from './format/groupByMonth.js'
import { relativeTime } from './format/relativeTime.js'
import { transactionSign } from './format/transactionSign.js'
import { transferDirection } from './format/transferDirection.js'
import type { BlockchainApi, HubListProps } from './HubListProps.js'
import { useHistory } from './useHistory.js'

type AccountTransaction = ReturnType<
  ReturnType<BlockchainApi['createHistoryPager']>['getState']
>['transactions'][number]

const noScrollRoot = { current: null }

interface RowProps {
  transaction: AccountTransaction
  /** The account whose activity this is: a transfer's direction is seen from it. */
  account: string
  namespace: ChainNamespace
  now: Date
}

/** An amount with its unit: a fungible's symbol (else its name), an NFT counted as NFTs. */
function transferAmount(transfer: AccountTransaction['transfers'][number]): string {
  const quantity = truncateDecimals(transfer.quantity)
  if (transfer.kind === 'nft') return accountStrings.activity.nftQuantity(quantity)
  return accountStrings.activity.quantity(quantity, transfer.symbol ?? transfer.name)
}

function TransactionRow({ transaction, account, namespace, now }: RowProps) {
  const text = accountStrings.activity
  const [first] = transaction.transfers
  const direction = transferDirection(transaction, first, account)
  const sign = transactionSign(transaction.operationType, direction)
  const incoming = direction ? direction === 'in' : transaction.operationType === 'receive'
  const party = incoming ? transaction.sentFrom : transaction.sentTo
  const counterparty = party ? displayAddress(party, namespace) : undefined
  const amount = first ? `${sign}${transferAmount(first)}` : undefined
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
              : text.ago(relativeTime(new Date(transaction.minedAt), now, text.units))}
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
  const months = groupByMonth(state.transactions, (item) => item.minedAt, now, strings.language)
  return (
    <section aria-label={text.listLabel} aria-busy={state.loading}>
      {months.map((group) => (
        <section key={group.key} aria-label={group.label}>
          <h3 className="ak-month">{group.label}</h3>
          <ul className="ak-list">
            {group.items.map((transaction) => (
              <TransactionRow
                key={transaction.id}
                transaction={transaction}
                account={address}
                namespace={network.chainNamespace}
                now={now}
              />
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
