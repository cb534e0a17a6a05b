import { useEffect, useSyncExternalStore } from 'react'
import type { CaipNetwork } from '../../../../schema/index.js'
import type { loadBlockchainApi } from '../../../core/kernel.js'
import { useAppKitInstance, useAppKitUi } from '../../internal.js'
import { accountStrings } from './accountStrings.js'
import { type HistoryPager, historyPagerOf } from './historyPagers.js'

type BlockchainApi = Awaited<ReturnType<typeof loadBlockchainApi>>
type PagerState = ReturnType<HistoryPager['getState']>

const idle: PagerState = { transactions: [], loading: true, done: false }
const noop = () => () => undefined

/**
 * The account's history on `network`, first page fetched when shown; a failure says 'Failed to
 * fetch transactions' in the snackbar (SPEC section 8) and keeps what was already loaded.
 * @example const { state, loadMore } = useHistory(api, address, network)
 */
export function useHistory(
  api: BlockchainApi | undefined,
  address: string,
  network: CaipNetwork,
): { state: PagerState; loadMore: () => void } {
  const appKit = useAppKitInstance()
  const { snackbar } = useAppKitUi()
  const pager = api ? historyPagerOf(appKit, api, address, network) : undefined
  const state = useSyncExternalStore(
    pager ? pager.subscribe : noop,
    () => pager?.getState() ?? idle,
    () => idle,
  )
  useEffect(() => {
    const current = pager?.getState()
    if (!pager || !current || current.transactions.length > 0 || current.done) return
    // In a task of its own: the pager's 'loading' would otherwise re-render from inside this
    // commit, and a burst of wallet events (a new account each) would chain nested renders.
    const timer = setTimeout(() => void pager.loadMore(), 0)
    return () => clearTimeout(timer)
  }, [pager])
  const error = state.error
  useEffect(() => {
    if (error) snackbar.show(accountStrings.activity.failed, 'error')
  }, [error, snackbar])
  return { state, loadMore: () => void pager?.loadMore() }
}
