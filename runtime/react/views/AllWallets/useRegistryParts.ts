import { useEffect, useState } from 'react'
import { retryableImport } from '../../../core/kernel.js'
import { afterNextPaint } from '../../internal.js'

type RegistryParts = typeof import('./registryParts.js')

let loaded: RegistryParts | undefined
let loading: Promise<RegistryParts> | undefined
const importParts = retryableImport(() => import('./registryParts.js'))

/**
 * Fetches the Connect view's registry parts (once; again after a failure). Called when the modal
 * shows them, and at idle after the page's first paint so that opening finds them loaded.
 * @example void loadRegistryParts().catch(() => undefined)
 */
export function loadRegistryParts(): Promise<RegistryParts> {
  loading ??= importParts().then(
    (parts) => {
      loaded = parts
      return parts
    },
    (error: unknown) => {
      loading = undefined // offline: the next Connect view asks again
      throw error
    },
  )
  return loading
}

/**
 * The Connect view's All Wallets entry and registry notice, fetched on first use (with the
 * registry's own code); `undefined` until they arrive, or when `enabled` is false. Nothing
 * breaks when the fetch fails: the caller shows its short offline note instead.
 * @example const parts = useRegistryParts(true); return parts ? <parts.RegistryNotice ... /> : null
 */
export function useRegistryParts(enabled: boolean): RegistryParts | undefined {
  const [parts, setParts] = useState(() => loaded)
  useEffect(() => {
    if (!enabled || parts) return
    let live = true
    const cancel = afterNextPaint(() => {
      loadRegistryParts().then(
        (module) => live && setParts(module),
        () => undefined,
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [enabled, parts])
  return enabled ? parts : undefined
}
