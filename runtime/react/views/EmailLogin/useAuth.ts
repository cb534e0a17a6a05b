import { useCallback, useEffect, useState } from 'react'
import { type AuthController, loadAuth } from '../../../core/kernel.js'
import { useAppKitInstance } from '../../internal.js'

/**
 * The kit's embedded wallet, fetched (its chunk) and created on first call.
 * @example const getAuth = useAuth(); const auth = await getAuth()
 */
export function useAuth(): () => Promise<AuthController> {
  const appKit = useAppKitInstance()
  return useCallback(async () => (await loadAuth()).authOf(appKit), [appKit])
}

/**
 * The kit's embedded wallet once its chunk has loaded (`undefined` until then), for views that
 * render from its state.
 * @example const auth = useLoadedAuth(); if (!auth) return null
 */
export function useLoadedAuth(): AuthController | undefined {
  const getAuth = useAuth()
  const [auth, setAuth] = useState<AuthController>()
  useEffect(() => {
    let live = true
    void getAuth().then((controller) => live && setAuth(controller))
    return () => {
      live = false
    }
  }, [getAuth])
  return auth
}

/**
 * SPEC section 5's email format check, from the embedded wallet's chunk (fetched by the submit
 * that needs it anyway).
 * @example if (!(await checkEmail(value))) showError()
 */
export async function checkEmail(value: string): Promise<boolean> {
  return (await loadAuth()).isValidEmail(value)
}
