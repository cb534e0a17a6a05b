import { useSyncExternalStore } from 'react'

// Nothing changes after hydration, so there is nothing to listen to.
const subscribe = () => () => undefined
const onClient = () => true
const onServer = () => false

/**
 * False on the server and in the render that hydrates its HTML, true in every client render after:
 * markup that depends on it hydrates without a mismatch. A client-only app (no server HTML) is
 * true from its first render, so it never draws a placeholder it does not need.
 * @example const hydrated = useHydrated(); return hydrated ? <Wallet /> : <Placeholder />
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer)
}
