import type { CaipNetwork } from '../../../../schema/index.js'
import type { AppKit, loadBlockchainApi } from '../../../core/kernel.js'

type BlockchainApi = Awaited<ReturnType<typeof loadBlockchainApi>>
export type HistoryPager = ReturnType<BlockchainApi['createHistoryPager']>

// Kept per kit, account and network, so the Activity tab opened again shows what it had, and a
// send can put its pending transaction into the same list.
const pagers = new WeakMap<AppKit, Map<string, HistoryPager>>()

/**
 * The history pager of one account on one network, made once per kit.
 * @example const pager = historyPagerOf(appKit, api, address, network)
 */
export function historyPagerOf(
  appKit: AppKit,
  api: BlockchainApi,
  address: string,
  network: CaipNetwork,
): HistoryPager {
  const byKey = pagers.get(appKit) ?? new Map<string, HistoryPager>()
  pagers.set(appKit, byKey)
  const key = `${network.caipNetworkId}:${address}`
  let pager = byKey.get(key)
  if (!pager) {
    pager = api.createHistoryPager(appKit, { address, caipNetwork: network })
    byKey.set(key, pager)
  }
  return pager
}
