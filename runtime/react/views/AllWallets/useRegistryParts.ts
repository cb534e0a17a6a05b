import { useEffect, useState } from 'react'
import { afterNextPaint } from './afterNextPaint.js'

type RegistryParts = typeof import('./registryParts.js')

let loaded: RegistryParts | undefined
let loading: Promise<RegistryParts> | undefined

function loadParts(): Promise<RegistryParts> {
  loading ??= import('./registryParts.js').then(
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
      loadParts().then(
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
