import type { CaipNetwork } from '../../../../schema/index.js'
import type { WalletConnectSessionSide } from '../../adapters/ChainAdapter.js'
import type { Eip1193Provider, WalletProvider } from '../Connector.js'
import type { WalletConnectNamespace } from './primaryNamespace.js'
import type {
  CreateWalletConnectConnectorParameters,
  WalletConnectConnector,
} from './WalletConnectConnector.js'

type Listener = (...args: never[]) => void

export interface CreateDeferredProviderParameters {
  /** The connector's primary namespace (its `chain`). */
  chain: WalletConnectNamespace
  networks: readonly CaipNetwork[]
  requests: CreateWalletConnectConnectorParameters['requests']
  /** Loads the connector (once); it must call `attach` before it resolves. */
  load(): Promise<WalletConnectConnector>
}

export interface DeferredProvider {
  /** The provider, the same object before the connector loaded and after. */
  get(): WalletProvider
  /**
   * The `requests` to create the connector with: for a primary namespace whose adapter makes the
   * provider (a `SolanaProvider`), the connector's is this one, over the connector's own session.
   */
  requests: CreateWalletConnectConnectorParameters['requests']
  /** Told of the connector once it exists: listeners added meanwhile move onto its provider. */
  attach(connector: WalletConnectConnector): void
}

/**
 * The provider of the WalletConnect stand-in (`createDeferredWalletConnectConnector`), as the
 * loaded connector's behaves: with no EVM network, and an adapter that makes the primary
 * namespace's provider, that provider over the session (nothing connected until it loaded);
 * otherwise an EIP-1193 face whose requests wait for the load and whose listeners are kept
 * until then, as `createLazyProvider` keeps them until the SDK loaded. `useAppKitProvider` and
 * wagmi keep the object they got: it never changes.
 * @example
 * const provider = createDeferredProvider({ chain: 'eip155', networks, requests, load })
 * await (provider.get() as Eip1193Provider).request({ method: 'eth_accounts' }) // loads first
 */
export function createDeferredProvider(
  parameters: CreateDeferredProviderParameters,
): DeferredProvider {
  const { chain, networks, requests, load } = parameters
  // The connector asks the adapter for a provider only off EVM (see its `primaryProvider`).
  const adapter = chain === 'eip155' ? undefined : requests?.[chain]
  const makeProvider = adapter?.createProvider
  let provider: WalletProvider | undefined
  let connector: WalletConnectConnector | undefined
  /** The loaded connector's side of the session, which it hands its adapter's `createProvider`. */
  let side: WalletConnectSessionSide | undefined
  const kept = new Map<string, Set<Listener>>()
  const target = () => connector?.getProvider() as Eip1193Provider | undefined

  const deferredSide: WalletConnectSessionSide = {
    connection: () => side?.connection(),
    async request(args, chainId) {
      await load()
      // Set while the connector was created, before `load()` resolved.
      return (side as WalletConnectSessionSide).request(args, chainId)
    },
    approves: (method) => side?.approves(method) ?? false,
    // As the connector's own side answers it: from the configured networks, loaded or not.
    rpcUrl: (caipNetworkId) =>
      networks.find((network) => network.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0],
  }

  const eip1193: Required<Eip1193Provider> = {
    async request(args) {
      await load()
      return (target() as Eip1193Provider).request(args)
    },
    on(event, listener) {
      const current = target()
      if (current) return current.on?.(event, listener)
      const listeners = kept.get(event) ?? new Set<Listener>()
      kept.set(event, listeners.add(listener))
    },
    removeListener(event, listener) {
      kept.get(event)?.delete(listener)
      target()?.removeListener?.(event, listener)
    },
  }

  function get(): WalletProvider {
    provider ??= makeProvider ? makeProvider(deferredSide) : eip1193
    return provider
  }

  return {
    get,
    requests:
      adapter && makeProvider
        ? {
            ...requests,
            [chain]: {
              ...adapter,
              createProvider(loadedSide: WalletConnectSessionSide) {
                side = loadedSide
                return get()
              },
            },
          }
        : requests,
    attach(loaded) {
      connector = loaded
      if (makeProvider) return
      const current = target()
      for (const [event, listeners] of kept) {
        for (const listener of listeners) current?.on?.(event, listener)
      }
      kept.clear()
    },
  }
}
