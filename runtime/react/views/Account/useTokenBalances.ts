import { useEffect, useState } from 'react'
import type { CaipNetwork } from '../../../../schema/index.js'
import { loadBlockchainApi, type TokenBalance } from '../../../core/kernel.js'
import { useAppKitInstance, useAppKitUi } from '../../internal.js'
import { accountStrings } from './accountStrings.js'

export type TokenBalancesStatus = 'loading' | 'ready' | 'unavailable'

/**
 * Asks for the account's token balances on the active network when it is shown (the client keeps
 * them 30 s, and backs off 30 s after a failure) and returns those of that network from the
 * account state. A failure, or a network the balances cannot be read on, says 'Token Balance
 * Unavailable' in the snackbar (SPEC section 8).
 * @example const { status, tokens } = useTokenBalances(address, network, account.tokenBalance)
 */
export function useTokenBalances(
  address: string | undefined,
  network: CaipNetwork | undefined,
  stored: readonly TokenBalance[] | undefined,
): { status: TokenBalancesStatus; tokens: readonly TokenBalance[] } {
  const appKit = useAppKitInstance()
  const { snackbar } = useAppKitUi()
  // The outcome is kept with the account and network it is about, so a new pair reads as loading
  // without a state update inside the effect: a burst of wallet events (one render each) must not
  // become a chain of nested renders.
  const key = address && network ? `${network.caipNetworkId}|${address}` : undefined
  const [outcome, setOutcome] = useState<{ key: string; status: TokenBalancesStatus }>()
  useEffect(() => {
    if (!key || !address || !network) return
    let live = true
    loadBlockchainApi()
      .then((api) => api.getTokenBalances(appKit, { address, caipNetwork: network }))
      .then(
        () => live && setOutcome({ key, status: 'ready' }),
        () => {
          if (!live) return
          setOutcome({ key, status: 'unavailable' })
          snackbar.show(accountStrings.tokens.unavailable, 'error')
        },
      )
    return () => {
      live = false
    }
  }, [appKit, snackbar, key, address, network])
  const status = outcome && outcome.key === key ? outcome.status : 'loading'
  const chainId = network?.caipNetworkId
  const tokens = (stored ?? []).filter((token) => token.chainId === chainId)
  return { status, tokens }
}
