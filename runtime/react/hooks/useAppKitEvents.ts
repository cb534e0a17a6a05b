import { useEffect, useState } from 'react'
import type { AppKitEvents } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

/** One event of the kit, as `useAppKitEvents` returns it. */
export type AppKitEvent = {
  [Name in keyof AppKitEvents]: { name: Name; data: AppKitEvents[Name]; timestamp: number }
}[keyof AppKitEvents]

// Listed as keys of a complete record, so an event added to the engine fails to compile here until
// it is listed (and then reaches the hook).
const eventNames = Object.keys({
  modalOpen: true,
  modalClose: true,
  viewChange: true,
  connectSuccess: true,
  connectError: true,
  disconnectSuccess: true,
  switchNetwork: true,
  sendInitiated: true,
  sendSuccess: true,
  swapInitiated: true,
  swapApproveSuccess: true,
  swapSuccess: true,
  swapError: true,
  siwxSignIn: true,
  siwxSignOut: true,
  siwxError: true,
  searchWallet: true,
  fetchTransactionsError: true,
  socialLogin: true,
  setPreferredAccountType: true,
  internalError: true,
  alert: true,
} satisfies Record<keyof AppKitEvents, true>) as (keyof AppKitEvents)[]

/**
 * The latest event of the kit (modal opened or closed, view changed...), or undefined.
 * @example const event = useAppKitEvents(); useEffect(() => track(event), [event])
 */
export function useAppKitEvents(): AppKitEvent | undefined {
  const appKit = useAppKitInstance()
  const [latest, setLatest] = useState<AppKitEvent>()
  useEffect(() => {
    const offs = eventNames.map((name) =>
      appKit.events.on(name, (data: AppKitEvents[typeof name]) =>
        setLatest({ name, data, timestamp: Date.now() } as AppKitEvent),
      ),
    )
    return () => {
      for (const off of offs) off()
    }
  }, [appKit])
  return latest
}
