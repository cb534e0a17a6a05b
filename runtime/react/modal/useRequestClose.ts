import { useCallback } from 'react'
import type { AppKit, AppKitState } from '../../core/kernel.js'
import { useAppKitInstance, useAppKitSelector } from '../internal.js'

/**
 * Whether the user may close the modal now. SPEC section 4: not on the sign or approve view when
 * sign-in is required and there is no session.
 * @example canClose(appKit.config, appKit.getState())
 */
export function canClose(config: AppKit['config'], state: AppKitState): boolean {
  const view = state.router.current.view
  const signing = view === 'SIWXSignMessage' || view === 'ApproveTransaction'
  return !(signing && config.siwx?.required === true && state.siwx.status !== 'signed-in')
}

/**
 * The close action of the header button, Escape and the backdrop: closes, or shakes the modal
 * (500 ms) when closing is not allowed, so the refusal is visible.
 * @example const requestClose = useRequestClose(); <button onClick={requestClose} />
 */
export function useRequestClose(): () => void {
  const appKit = useAppKitInstance()
  const closable = useAppKitSelector((state) => canClose(appKit.config, state))
  return useCallback(() => {
    if (closable) void appKit.close()
    else appKit.stores.modal.shake()
  }, [appKit, closable])
}
