import type { AppKit, OnrampAccount, OnrampOrder, ToastStore } from '../../../core/kernel.js'
import { loadBlockchainApi } from '../../../core/kernel.js'
import { historyPagerOf } from '../Account/historyPagers.js'
import { buyStrings } from './buyStrings.js'

/**
 * Tells the person how a purchase moves on, wherever they are: one toast per order (loading while
 * the provider delivers, then success or error), and the order in Activity (eip155, SPEC section
 * 9), pending until the delivery settles it.
 * @example reportPurchase(appKit, ui.toasts, order, account)
 */
export function reportPurchase(
  appKit: AppKit,
  toasts: Pick<ToastStore, 'show'>,
  order: OnrampOrder,
  account: OnrampAccount,
): void {
  const what = `${order.amount} ${order.symbol}`
  const id = `appkit-onramp-${order.id}`
  if (order.status === 'in-progress') {
    toasts.show({ id, type: 'loading', title: buyStrings.buying(order.amount, order.symbol) })
  } else if (order.status === 'success') {
    toasts.show({ id, type: 'success', title: buyStrings.bought(order.amount, order.symbol) })
  } else {
    toasts.show({ id, type: 'error', title: buyStrings.failedTitle, description: what })
  }
  if (account.namespace === 'eip155') void showInActivity(appKit, order, account)
}

async function showInActivity(appKit: AppKit, order: OnrampOrder, account: OnrampAccount) {
  const api = await loadBlockchainApi().catch(() => undefined)
  if (!api) return
  const pager = historyPagerOf(appKit, api, account.address, account.network)
  pager.addPending({
    hash: order.id,
    operationType: 'buy',
    // From the provider, whose wallet the kit does not know: the row names the token instead.
    sentFrom: '',
    sentTo: account.address,
    transfers: [
      {
        kind: 'fungible',
        name: order.name,
        symbol: order.symbol,
        ...(order.iconUrl ? { iconUrl: order.iconUrl } : {}),
        quantity: order.amount,
        direction: 'in',
        isSpam: false,
      },
    ],
  })
  if (order.status === 'success') pager.confirm(order.id, 'confirmed', order.hash)
  if (order.status === 'failed') pager.confirm(order.id, 'failed')
}
