import type { CaipNetwork } from '../../../../schema/index.js'
import { type AppKit, defineOwned, type loadBlockchainApi } from '../../../core/kernel.js'

type BlockchainApi = Awaited<ReturnType<typeof loadBlockchainApi>>
export type HistoryPager = ReturnType<BlockchainApi['createHistoryPager']>

// Kept per kit, account and network, so the Activity tab opened again shows what it had, and a
// send can put its pending transaction into the same list. A pager holds its pages and the
// listeners of the views showing it, nothing that runs: destroy() only lets go of them.
const historyPagers = defineOwned<Map<string, HistoryPager>, AppKit>(
  'history pagers',
  () => new Map(),
  (pagers) => pagers.clear(),
)

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
  const pagers = appKit.owned.get(historyPagers)
  const key = `${network.caipNetworkId}:${address}`
  let pager = pagers.get(key)
  if (!pager) {
    pager = api.createHistoryPager(appKit, { address, caipNetwork: network })
    pagers.set(key, pager)
  }
  return pager
}
