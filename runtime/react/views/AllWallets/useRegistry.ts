import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { Registry, RegistryState } from '../../../core/kernel.js'
import { afterNextPaint, useAppKitInstance } from '../../internal.js'

export interface UseRegistryReturn {
  /** The instance's registry, once its code has loaded. */
  registry: Registry | undefined
  /** Its state; `undefined` until the registry exists (or when it is not wanted). */
  state: RegistryState | undefined
  /** The registry's code could not be fetched (offline); `reload()` tries again. */
  failed: boolean
  reload(): void
}

const noStore = () => () => undefined

/**
 * The wallet registry of the instance, for the views that show it (Connect, All Wallets):
 * creates it on first use (its code is a chunk of its own) and asks it to load, which it does
 * once, or again after a failure; all of it after the modal's first frame is painted.
 * Re-renders on every registry change.
 * @example const { state } = useRegistry({ enabled: config.wallets.enableWalletConnect })
 */
export function useRegistry({ enabled = true }: { enabled?: boolean } = {}): UseRegistryReturn {
  const appKit = useAppKitInstance()
  const [registry, setRegistry] = useState(() => (enabled ? appKit.getRegistry() : undefined))
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how reload() asks again
  useEffect(() => {
    if (!enabled) return
    let live = true
    const cancel = afterNextPaint(() => {
      appKit.loadRegistry().then(
        (loaded) => {
          if (!live) return
          setRegistry(loaded)
          setFailed(false)
          void loaded.load()
        },
        (error: unknown) => {
          if (!live) return
          appKit.logger.warn('Could not load the wallet list', error)
          setFailed(true)
        },
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [appKit, enabled, attempt])

  const subscribe = useCallback(
    (listener: () => void) => (registry ? registry.store.subscribe(listener) : noStore()),
    [registry],
  )
  const state = useSyncExternalStore(
    subscribe,
    () => registry?.store.getState(),
    () => undefined,
  )
  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { registry, state, failed, reload }
}
