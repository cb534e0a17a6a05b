import { useMemo } from 'react'
import { BaseError, fetchBalance } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

export type FetchBalanceResult =
  | { isSuccess: true; data: { balance: string; symbol: string }; error: null }
  | { isSuccess: false; data: undefined; error: string }

export interface UseAppKitBalanceReturn {
  /** Reads the native balance now; never throws. */
  fetchBalance(): Promise<FetchBalanceResult>
}

/**
 * Reads the connected account's native balance on demand.
 * @example const { fetchBalance } = useAppKitBalance(); const { data } = await fetchBalance()
 */
export function useAppKitBalance(): UseAppKitBalanceReturn {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      async fetchBalance(): Promise<FetchBalanceResult> {
        try {
          return { isSuccess: true, data: await fetchBalance(appKit), error: null }
        } catch (error) {
          const message = error instanceof BaseError ? error.shortMessage : String(error)
          return { isSuccess: false, data: undefined, error: message }
        }
      },
    }),
    [appKit],
  )
}
