import { useEffect, useState } from 'react'
import { type AppKitState, fetchBalance } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKitSelector } from '../useAppKitSelector.js'

const select = (state: AppKitState) => {
  const account = state.chains.accounts[state.chains.activeNamespace]
  const network = state.chains.networks[state.chains.activeNamespace]?.caipNetwork
  const balance = account?.balance
  return {
    key: account?.caipAddress && `${account.caipAddress}|${network?.caipNetworkId ?? ''}`,
    text: balance === undefined ? undefined : `${balance} ${account?.balanceSymbol ?? ''}`.trim(),
  }
}

/**
 * The native balance the account button shows, and whether it is still being read. The read is
 * the engine's own (`fetchBalance` shares one in flight and caches the answer), so asking here
 * costs no request; a read that fails or cannot happen (a namespace without balances) ends the
 * loading state and the button shows the address alone.
 * @example const { text, loading } = useTriggerBalance()
 */
export function useTriggerBalance(): { text: string | undefined; loading: boolean } {
  const appKit = useAppKitInstance()
  const { key, text } = useAppKitSelector(select)
  const [settled, setSettled] = useState<string | undefined>(undefined)
  const missing = key !== undefined && text === undefined
  useEffect(() => {
    if (!key || !missing) return
    let live = true
    fetchBalance(appKit).then(
      () => undefined,
      () => live && setSettled(key),
    )
    return () => {
      live = false
    }
  }, [appKit, key, missing])
  return { text, loading: missing && settled !== key }
}
