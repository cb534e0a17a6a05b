import type { OnrampOrderBook } from './createOnrampOrderBook.js'
import type { OnrampOrder } from './onrampTypes.js'
import { testCards } from './renderCheckoutPage.js'

/** A JSON answer of the checkout API. */
export interface CheckoutAnswer {
  status: number
  body: Record<string, unknown>
}

const digits = (text: string) => text.replace(/[\s-]/g, '')

/**
 * Answers `POST /checkout/<id>/pay` for the order book: 404 for an order that is not this
 * provider's, 409 once paid, then the body: `{ method: 'bank_account' }` pays; `{ method: 'card',
 * cardNumber }` pays with the test card that succeeds, is declined (402, the order stays
 * unpaid, so the user may retry) with the other, and any other number is refused (400) with the
 * test cards named. Calls `onPaid` with the order once it is paid.
 * @example answerPay(book, 'sandboxpay', id, { method: 'card', cardNumber: '4242 4242 4242 4242' }, schedule)
 */
export function answerPay(
  book: OnrampOrderBook,
  provider: string,
  id: string,
  body: unknown,
  onPaid: (order: OnrampOrder) => void,
): CheckoutAnswer {
  const order = book.get(id)
  if (order?.provider !== provider) return { status: 404, body: { message: 'Order not found' } }
  if (order.status !== 'created') {
    return { status: 409, body: { message: 'This order is already paid.', status: order.status } }
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    method?: unknown
    cardNumber?: unknown
  }
  if (fields.method === 'card') {
    const number = typeof fields.cardNumber === 'string' ? digits(fields.cardNumber) : ''
    if (number === digits(testCards.declined)) {
      return { status: 402, body: { message: 'Your card was declined.' } }
    }
    if (number !== digits(testCards.succeeds)) {
      return {
        status: 400,
        body: {
          message: `Use a sandbox test card: ${testCards.succeeds} (succeeds) or ${testCards.declined} (declined).`,
        },
      }
    }
  } else if (fields.method !== 'bank_account') {
    return {
      status: 400,
      body: { message: 'Invalid method: expected "card" (with cardNumber) or "bank_account"' },
    }
  }
  const paid = book.pay(id)
  // Paid by a request in between (two tabs): the same answer as a second payment.
  if (typeof paid === 'string')
    return { status: 409, body: { message: 'This order is already paid.' } }
  onPaid(paid)
  return { status: 200, body: { status: paid.status } }
}

/**
 * Answers `GET /checkout/<id>/status`: `{ status, hash? }`, or 404.
 * @example answerStatus(book, 'sandboxpay', id) // { status: 200, body: { status: 'succeeded', hash: '0x...' } }
 */
export function answerStatus(book: OnrampOrderBook, provider: string, id: string): CheckoutAnswer {
  const order = book.get(id)
  if (order?.provider !== provider) return { status: 404, body: { message: 'Order not found' } }
  return { status: 200, body: { status: order.status, ...(order.hash && { hash: order.hash }) } }
}
