import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { AppKitState } from '../core/kernel.js'
import { useAppKitInstance } from './AppKitContext.js'

/**
 * Reads a slice of the instance state and re-renders only when that slice changes (shallowly, so
 * selectors may return fresh objects). Server rendering reads the same initial snapshot.
 * @example const open = useAppKitSelector((state) => state.modal.open)
 */
export function useAppKitSelector<Slice>(selector: (state: AppKitState) => Slice): Slice {
  const appKit = useAppKitInstance()
  const cache = useRef<{ state: AppKitState; slice: Slice } | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const state = appKit.getState()
    const cached = cache.current
    if (cached?.state === state) return cached.slice
    const slice = selector(state)
    if (cached && shallowEqual(cached.slice, slice)) {
      cache.current = { state, slice: cached.slice }
      return cached.slice
    }
    cache.current = { state, slice }
    return slice
  }, [appKit, selector])
  return useSyncExternalStore(appKit.subscribe, getSnapshot, getSnapshot)
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
