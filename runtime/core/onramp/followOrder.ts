import type { OnrampOrder } from '../blockchainApi/onrampOrders.js'

/** The part of a browser window the checkout needs: the kit holds no more of it. */
export interface CheckoutWindow {
  readonly closed: boolean
  close(): void
  location: { replace(url: string): void }
}

export interface FollowOrderParameters {
  /** The provider's orders for the account, newest first. */
  read(): Promise<OnrampOrder[]>
  /** The orders that were there before the checkout opened; unknown when that read failed. */
  known: ReadonlySet<string> | undefined
  /** When the checkout opened (ms since the epoch). */
  since: number
  now(): number
  /** The provider's window, when the kit opened one. */
  checkoutWindow: CheckoutWindow | null
  timings: { orderPollMs: number; windowPollMs: number; watchMs: number; afterCloseMs: number }
  signal: AbortSignal
  /** Each new status of the purchase: in progress, then success or failed. */
  onOrder(order: OnrampOrder): void
  /** The window was closed and no payment had been seen (orders are still read a while). */
  onWindowClosed(): void
}

// An order stamped a little before the checkout opened is still ours: clocks differ.
const clockSkewMs = 5 * 60_000

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal.removeEventListener('abort', done)
      clearTimeout(timer)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * Follows the purchase a checkout makes: reads the provider's orders every `orderPollMs` and the
 * window every `windowPollMs`, reports each new status of the first order that was not there
 * before, and stops at success, failure, `watchMs`, `afterCloseMs` after a window closed without
 * payment, or the signal. A failed read is tried again on the next tick.
 * @example
 * await followOrder({ read, known, since: Date.now(), now: Date.now, checkoutWindow, timings, signal, onOrder, onWindowClosed })
 */
export async function followOrder(parameters: FollowOrderParameters): Promise<void> {
  const { read, known, since, now, checkoutWindow, timings, signal } = parameters
  let deadline = since + timings.watchMs
  let reported: OnrampOrder['status'] | undefined
  let windowClosed = false
  // The orders were read just before the checkout opened: the first read is a poll later.
  let nextRead = since + timings.orderPollMs
  const isOurs = (order: OnrampOrder) => {
    if (known) return !known.has(order.id)
    const time = Date.parse(order.time)
    return Number.isNaN(time) || time >= since - clockSkewMs
  }
  const readOrder = async () => {
    const orders = await read().catch(() => undefined)
    const order = orders?.find(isOurs)
    if (!order || order.status === reported) return order
    reported = order.status
    parameters.onOrder(order)
    return order
  }
  while (!signal.aborted && now() < deadline) {
    let order: OnrampOrder | undefined
    if (now() >= nextRead) {
      nextRead = now() + timings.orderPollMs
      order = await readOrder()
      if (order && order.status !== 'in-progress') return
    }
    if (!windowClosed && checkoutWindow?.closed && reported === undefined) {
      windowClosed = true
      // One more read: a payment made just before closing is not a closed window.
      order = await readOrder()
      if (order && order.status !== 'in-progress') return
      if (!order) {
        parameters.onWindowClosed()
        deadline = Math.min(deadline, now() + timings.afterCloseMs)
      }
    }
    await sleep(Math.min(timings.windowPollMs, timings.orderPollMs), signal)
  }
}
