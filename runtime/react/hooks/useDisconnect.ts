import { useMemo } from 'react'
import { type DisconnectParameters, disconnect } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

export interface UseDisconnectReturn {
  disconnect(parameters?: DisconnectParameters): Promise<void>
}

/**
 * Disconnects the wallet (every namespace, or one).
 * @example const { disconnect } = useDisconnect(); await disconnect()
 */
export function useDisconnect(): UseDisconnectReturn {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ disconnect: (parameters) => disconnect(appKit, parameters) }), [appKit])
}
