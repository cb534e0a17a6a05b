import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Whether the browser says it is online (`navigator.onLine`, kept current by the `online` and
 * `offline` events). Only `false` is trusted: browsers answer `true` whenever any network
 * interface is up, reachable or not.
 * @example const online = useOnline()
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  )
}
