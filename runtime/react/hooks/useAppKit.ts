import { useMemo } from 'react'
import type { RouteRequest } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

export interface UseAppKitReturn {
  /** Opens the modal on `view`, or on Account when connected, else Connect. */
  open(request?: RouteRequest): Promise<void>
  close(): Promise<void>
}

/**
 * Opens and closes the modal.
 * @example const { open } = useAppKit(); <button onClick={() => open({ view: 'Networks' })} />
 */
export function useAppKit(): UseAppKitReturn {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({ open: (request) => appKit.open(request), close: () => appKit.close() }),
    [appKit],
  )
}
