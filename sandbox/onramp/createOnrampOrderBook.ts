import { randomBytes } from 'node:crypto'
import type { OnrampOrder } from './onrampTypes.js'

/** What a new order is made of: the rest (id, status, times) the book sets. */
export type NewOnrampOrder = Omit<OnrampOrder, 'id' | 'status' | 'createdAt'>

/** Why a payment was not taken. */
export type OnrampPayRefusal = 'not-found' | 'already-paid'

/** The orders of the stand-in providers, shared in-process by the providers and the Blockchain API. */
export interface OnrampOrderBook {
  /** Records a new order (status `created`) and returns it. */
  create(order: NewOnrampOrder): OnrampOrder
  /** The order as it is now, or undefined. */
  get(id: string): OnrampOrder | undefined
  /** Marks a `created` order paid (`in_progress`); refuses an unknown or already paid one. */
  pay(id: string): OnrampOrder | OnrampPayRefusal
  /** Settles an `in_progress` order: delivered with its hash, or failed with why. */
  settle(
    id: string,
    outcome: { hash: string; sentFrom: string } | { failure: string; sentFrom?: string },
  ): OnrampOrder | undefined
  /** The paid orders (in progress, succeeded, failed) matching `filter`, newest paid first. */
  paid(filter: { destination: string; network?: string; provider?: string }): OnrampOrder[]
}

/** EVM addresses match in any case; base58 Solana addresses are case-sensitive. */
const sameAddress = (a: string, b: string) =>
  a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * An empty order book. Orders are copied in and out, so no caller changes one behind the book's
 * back; a created order stays out of `paid()` (and so out of history) until it is paid.
 * @example
 * const book = createOnrampOrderBook()
 * const order = book.create({ provider: 'sandboxpay', network: 'eip155:31337', ... })
 * book.pay(order.id) // { ...order, status: 'in_progress', paidAt: '...' }
 */
export function createOnrampOrderBook(): OnrampOrderBook {
  const orders = new Map<string, OnrampOrder>()
  // The order paid last comes first in history; ties (same millisecond) go by this counter.
  const paidOrder = new Map<string, number>()
  let payments = 0
  const copy = (order: OnrampOrder): OnrampOrder => structuredClone(order)
  const update = (order: OnrampOrder, changes: Partial<OnrampOrder>) => {
    const next = { ...order, ...changes }
    orders.set(order.id, next)
    return copy(next)
  }
  return {
    create(fields) {
      const order: OnrampOrder = {
        ...structuredClone(fields),
        // Unguessable: whoever has the checkout URL may pay, as with a real provider's link.
        id: `ord_${randomBytes(12).toString('hex')}`,
        status: 'created',
        createdAt: new Date().toISOString(),
      }
      orders.set(order.id, order)
      return copy(order)
    },
    get(id) {
      const order = orders.get(id)
      return order && copy(order)
    },
    pay(id) {
      const order = orders.get(id)
      if (!order) return 'not-found'
      if (order.status !== 'created') return 'already-paid'
      paidOrder.set(id, ++payments)
      return update(order, { status: 'in_progress', paidAt: new Date().toISOString() })
    },
    settle(id, outcome) {
      const order = orders.get(id)
      if (order?.status !== 'in_progress') return undefined
      const settledAt = new Date().toISOString()
      return 'hash' in outcome
        ? update(order, { status: 'succeeded', settledAt, ...outcome })
        : update(order, { status: 'failed', settledAt, ...outcome })
    },
    paid(filter) {
      return [...orders.values()]
        .filter(
          (order) =>
            order.status !== 'created' &&
            sameAddress(order.destination, filter.destination) &&
            (filter.network === undefined || order.network === filter.network) &&
            (filter.provider === undefined || order.provider === filter.provider),
        )
        .sort((a, b) => (paidOrder.get(b.id) ?? 0) - (paidOrder.get(a.id) ?? 0))
        .map(copy)
    },
  }
}
