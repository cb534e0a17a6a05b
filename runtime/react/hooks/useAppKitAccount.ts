import { useCallback } from 'react'
import type { ChainNamespace } from '../../../schema/index.js'
import {
  type AccountEntry,
  type AppKitState,
  type CaipAddress,
  type ConnectionStatus,
  isSameAccount,
} from '../../core/kernel.js'
import { useAppKitSelector } from '../useAppKitSelector.js'

export interface UseAppKitAccountReturn {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Every account of the connection, with its type (default eoa). */
  allAccounts: readonly AccountEntry[]
  /** Whether this account signed in (SIWX) on the active network; always false without `siwx`. */
  isSignedIn: boolean
}

/**
 * The account of the active namespace, or of `namespace`.
 * @example const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(
  options: { namespace?: ChainNamespace } = {},
): UseAppKitAccountReturn {
  const { namespace } = options
  const select = useCallback(
    (state: AppKitState): UseAppKitAccountReturn => {
      const shown = namespace ?? state.chains.activeNamespace
      const account = state.chains.accounts[shown]
      const { session } = state.siwx
      return {
        address: account?.address,
        caipAddress: account?.caipAddress,
        isConnected: account?.caipAddress !== undefined,
        status: account?.status ?? 'disconnected',
        allAccounts: account?.allAccounts ?? [],
        isSignedIn:
          state.siwx.status === 'signed-in' &&
          shown === state.chains.activeNamespace &&
          session !== undefined &&
          account?.address !== undefined &&
          isSameAccount(session.data.accountAddress, account.address),
      }
    },
    [namespace],
  )
  return useAppKitSelector(select)
}
