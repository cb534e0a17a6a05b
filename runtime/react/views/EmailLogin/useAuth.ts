import { useCallback } from 'react'
import type { AuthController } from '../../../core/auth/index.js'
import { loadAuth } from '../../../core/internal.js'
import { useAppKitInstance } from '../../AppKitContext.js'

/**
 * The kit's embedded wallet, fetched (its chunk) and created on first call.
 * @example const getAuth = useAuth(); const auth = await getAuth()
 */
export function useAuth(): () => Promise<AuthController> {
  const appKit = useAppKitInstance()
  return useCallback(async () => (await loadAuth()).authOf(appKit), [appKit])
}
