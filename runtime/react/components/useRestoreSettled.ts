import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'

// Instances whose `ready` has resolved: a component mounted later reads it in its first render.
const settled = new WeakSet<AppKit>()

/**
 * Whether the kit has finished restoring the stored connection (`appKit.ready`, which `mount()`
 * starts after hydration). False on the server and while hydrating, so the first client render
 * matches the server's.
 * @example const restored = useRestoreSettled()
 */
export function useRestoreSettled(): boolean {
  const appKit = useAppKitInstance()
  const subscribe = useCallback(
    (notify: () => void) => {
      let live = true
      appKit.ready.then(() => {
        settled.add(appKit)
        if (live) notify()
      })
      return () => {
        live = false
      }
    },
    [appKit],
  )
  return useSyncExternalStore(
    subscribe,
    () => settled.has(appKit),
    () => false,
  )
}
