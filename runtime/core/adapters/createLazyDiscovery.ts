import type { WalletDiscovery } from './ChainAdapter.js'

/**
 * A discovery whose code arrives with `import()`, for adapters whose wallet protocol needs a
 * library (the Wallet Standard for Solana): scans wait for the code, `current()` is empty until it
 * has arrived, and a failed fetch (offline) is tried again on the next scan.
 * @example createLazyDiscovery(() => import('./createSolanaDiscovery.js').then((m) => m.createSolanaDiscovery(page, options)))
 */
export function createLazyDiscovery(load: () => Promise<WalletDiscovery>): WalletDiscovery {
  let loaded: WalletDiscovery | undefined
  let loading: Promise<WalletDiscovery> | undefined
  return {
    current: () => loaded?.current() ?? [],
    scan(onChange) {
      let stop: (() => void) | undefined
      let stopped = false
      loading ??= load().then(
        (discovery) => {
          loaded = discovery
          return discovery
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      loading.then(
        (discovery) => {
          if (!stopped) stop = discovery.scan(onChange)
        },
        () => undefined,
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
