import type { Eip1193Provider } from '../Connector.js'
import type { WalletConnectProvider } from './WalletConnectProvider.js'

type Listener = (...args: never[]) => void

export interface LazyProvider {
  /**
   * A stable EIP-1193 face over whichever provider is current: requests wait for it to load, and
   * listeners stay attached across providers (a provider is replaced after a relay failure).
   */
  provider: Required<Eip1193Provider>
  /** The current provider, created on first use. */
  get(): Promise<WalletConnectProvider>
  current(): WalletConnectProvider | undefined
  /** Drops `provider` if it is the current one: the next `get()` creates another. */
  forget(provider: WalletConnectProvider | undefined): void
}

/**
 * Creates the WalletConnect provider on first use only (the SDK is a separate chunk), and gives
 * the kit one provider object for its whole life, as `useAppKitProvider` hands it to apps.
 * @example
 * const lazy = createLazyProvider(() => loadUniversalProvider(options))
 * await lazy.provider.request({ method: 'eth_accounts' }) // loads the SDK first
 */
export function createLazyProvider(create: () => Promise<WalletConnectProvider>): LazyProvider {
  let loading: Promise<WalletConnectProvider> | undefined
  let current: WalletConnectProvider | undefined
  const listeners = new Map<string, Set<Listener>>()
  // One dispatcher per event on each provider, so listeners added later still hear it.
  const attached = new WeakMap<WalletConnectProvider, Map<string, Listener>>()

  function attach(provider: WalletConnectProvider, event: string): void {
    const dispatchers = attached.get(provider) ?? new Map<string, Listener>()
    attached.set(provider, dispatchers)
    if (dispatchers.has(event)) return
    const dispatch = ((...args: never[]) => {
      if (provider !== current) return
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    }) as Listener
    dispatchers.set(event, dispatch)
    provider.on(event, dispatch)
  }

  function get(): Promise<WalletConnectProvider> {
    loading ??= create().then(
      (provider) => {
        current = provider
        for (const event of listeners.keys()) attach(provider, event)
        return provider
      },
      (error: unknown) => {
        // Forget the failure, so that the next attempt loads again (offline, then online).
        loading = undefined
        throw error
      },
    )
    return loading
  }

  return {
    provider: {
      async request(args) {
        return (await get()).request(args)
      },
      on(event, listener) {
        const set = listeners.get(event) ?? new Set<Listener>()
        listeners.set(event, set)
        set.add(listener)
        if (current) attach(current, event)
      },
      removeListener(event, listener) {
        listeners.get(event)?.delete(listener)
      },
    },
    get,
    current: () => current,
    forget(provider) {
      if (!provider || provider !== current) return
      for (const [event, dispatch] of attached.get(provider) ?? []) {
        provider.removeListener(event, dispatch)
      }
      attached.delete(provider)
      current = undefined
      loading = undefined
    },
  }
}
