import { randomBytes } from 'node:crypto'
import type { OnrampQuote } from './onrampTypes.js'
import { formatCents } from './priceOnramp.js'
import type { OnrampPurchase } from './readOnrampInput.js'

/**
 * The answer of `/v1/onramp/quote` for a priced purchase, with a fresh `q_` quote id. The order
 * the URL generator makes carries the same figures, so what is delivered is what was quoted.
 * @example toOnrampQuote(purchase).purchaseAmount // { amount: '0.03296666', currency: 'ETH' }
 */
export function toOnrampQuote(purchase: OnrampPurchase): OnrampQuote {
  const { price, paymentCurrency } = purchase
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: paymentCurrency })
  return {
    purchaseAmount: { amount: price.purchaseAmount, currency: purchase.purchaseCurrency },
    paymentSubtotal: fiat(price.subtotalCents),
    paymentTotal: fiat(price.totalCents),
    networkFee: fiat(price.networkFeeCents),
    providerFee: fiat(price.providerFeeCents),
    quoteId: `q_${randomBytes(9).toString('hex')}`,
  }
}
