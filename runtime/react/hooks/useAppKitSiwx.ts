import { useCallback } from 'react'
import {
  type AppKitState,
  type SiwxSessionData,
  type SiwxStatus,
  signIn,
  signOut,
} from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKitSelector } from '../useAppKitSelector.js'

export interface UseAppKitSiwxReturn {
  /** `signed-in` once the visitor signed in; `disabled` without `siwx` in the config. */
  status: SiwxStatus
  /** The session of the account on screen, read from the message it signed. */
  session:
    | {
        address: string
        /** CAIP-2 network id, e.g. `eip155:1`. */
        caipNetworkId: SiwxSessionData['chainId']
        /** RFC 3339, when the session expires; `undefined` for none. */
        expirationTime: string | undefined
        data: SiwxSessionData
        message: string
        signature: string
      }
    | undefined
  /** Opens the modal's sign-in view for the connected account. */
  signIn(): Promise<void>
  /** Ends the session (the wallet stays connected). */
  signOut(): Promise<void>
}

const select = (state: AppKitState) => state.siwx

/**
 * Sign-in (SIWX) of the connected account: its status and session, and sign in or out.
 * @example
 * const { status, session, signOut } = useAppKitSiwx()
 * if (status === 'signed-in') console.log(session?.address, session?.expirationTime)
 */
export function useAppKitSiwx(): UseAppKitSiwxReturn {
  const appKit = useAppKitInstance()
  const { status, session } = useAppKitSelector(select)
  return {
    status,
    session: session && {
      address: session.data.accountAddress,
      caipNetworkId: session.data.chainId,
      expirationTime: session.data.expirationTime,
      data: session.data,
      message: session.message,
      signature: session.signature,
    },
    signIn: useCallback(() => signIn(appKit), [appKit]),
    signOut: useCallback(() => signOut(appKit), [appKit]),
  }
}
