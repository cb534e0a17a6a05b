import { onrampPurchaseCurrencies } from './onrampCatalog.js'
import type { OnrampOrder, OnrampOrderTransaction } from './onrampTypes.js'

const statuses = {
  in_progress: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  succeeded: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
} as const

/**
 * A paid order as the history with `onramp` lists it: a `buy` whose hash is empty until the
 * delivery is mined, dated by the payment and then by the delivery, with one incoming transfer of
 * exactly the quoted amount, valued at the sandbox's fixed USD price. Undefined for an unpaid
 * order, which history never lists.
 * @example toOnrampTransaction(order, `${api.url}/assets`)?.metadata.status // 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
 */
export function toOnrampTransaction(
  order: OnrampOrder,
  assetsUrl: string,
): OnrampOrderTransaction | undefined {
  if (order.status === 'created') return undefined
  const currency = onrampPurchaseCurrencies[order.purchaseCurrency]
  const amount = order.quote.purchaseAmount.amount
  const price = Number(currency.priceUsd)
  return {
    id: order.id,
    metadata: {
      operationType: 'buy',
      hash: order.hash ?? '',
      minedAt: order.settledAt ?? order.paidAt ?? order.createdAt,
      sentFrom: order.sentFrom ?? '',
      sentTo: order.destination,
      nonce: 0,
      chain: order.network,
      status: statuses[order.status],
    },
    transfers: [
      {
        fungible_info: {
          name: currency.name,
          symbol: currency.symbol,
          icon: { url: `${assetsUrl}/${currency.icon}` },
        },
        direction: 'in',
        quantity: { numeric: amount },
        // Cents: the value of 0.03296666 ETH is 98.9, not 98.89998.
        value: Math.round(Number(amount) * price * 100) / 100,
        price,
      },
    ],
  }
}
