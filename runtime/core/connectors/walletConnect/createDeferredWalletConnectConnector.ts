import type { ChainNamespace } from '../../../../schema/index.js'
import { retryableImport } from '../../lazy/retryableImport.js'
import { createStore } from '../../store/createStore.js'
import type { ConnectorEvents } from '../Connector.js'
import { createDeferredProvider } from './createDeferredProvider.js'
import type { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { primaryNamespace, proposedNamespaces } from './primaryNamespace.js'
import { pairingCancelled, walletConnectUnavailable } from './toWalletConnectError.js'
import type {
  CreateWalletConnectConnectorParameters,
  WalletConnectConnector,
  WalletConnectPairing,
} from './WalletConnectConnector.js'

/** The module of the connector the stand-in loads. */
export interface WalletConnectConnectorModule {
  createWalletConnectConnector: typeof createWalletConnectConnector
}

/** The connector's code, fetched on first use (again after a failed fetch: offline). */
const importConnector = retryableImport(() => import('./createWalletConnectConnector.js'))

export interface CreateDeferredWalletConnectConnectorParameters
  extends CreateWalletConnectConnectorParameters {
  /** Default: `createWalletConnectConnector`'s module, imported on first use. */
  loadConnector?: () => Promise<WalletConnectConnectorModule>
}

const noop = () => undefined

/** What a call that waited for the code gets once the kit was destroyed meanwhile. */
const destroyed = () =>
  walletConnectUnavailable('The kit was destroyed while WalletConnect started.')

/**
 * The WalletConnect connector of the first load: what the kit and the modal read at once (id,
 * name, `chain` and `chains`, the `pairing` store, listeners, the provider) is here, and the
 * connector itself (`createWalletConnectConnector`, with its helpers) is fetched with `import()`
 * the first time something needs it (`connect`, `preload`, `isAuthorized`, a provider request,
 * ...), once however many calls wait, and again on the next call after a failed fetch. Until then
 * `getPeer` and `getWalletInfo` are `undefined`, listeners are kept and handed over on arrival,
 * and `dispose` has nothing to close; a load that ends after `dispose` creates nothing. A call
 * that pairs (`connect`, `retryPairing`) and waited through `cancelPairing` rejects with 'Modal
 * closed', as it would have once loaded.
 * @example
 * const connector = createDeferredWalletConnectConnector({ projectId, relayUrl, metadata, networks, logLevel: 'error' })
 * const stop = connector.pairing.subscribe(({ uri }) => uri && drawQr(uri))
 * const { accounts, chainId } = await connector.connect() // fetches the connector, then the SDK
 */
export function createDeferredWalletConnectConnector(
  parameters: CreateDeferredWalletConnectConnectorParameters,
): WalletConnectConnector {
  const { loadConnector = importConnector, ...forwarded } = parameters
  const pairing =
    parameters.pairing ??
    createStore<WalletConnectPairing>({ uri: undefined, expiresAt: undefined })
  const chain = primaryNamespace(parameters.networks) ?? 'eip155'
  const chains = proposedNamespaces(parameters.networks)
  let loaded: WalletConnectConnector | undefined
  let loading: Promise<WalletConnectConnector> | undefined
  let disposed = false
  /** How many times `cancelPairing()` ran: a pairing call that waited through one is given up. */
  let cancels = 0
  const subscriptions = new Set<{ listener: Partial<ConnectorEvents>; stop?: () => void }>()
  const provider = createDeferredProvider({
    chain,
    networks: parameters.networks,
    requests: parameters.requests,
    load,
  })

  function load(): Promise<WalletConnectConnector> {
    if (loaded) return Promise.resolve(loaded)
    if (disposed) return Promise.reject(destroyed())
    loading ??= loadConnector().then(
      (module) => {
        // Destroyed while the code loaded: the connector was never made, so nothing runs.
        if (disposed) throw destroyed()
        const created = module.createWalletConnectConnector({
          ...forwarded,
          pairing,
          requests: provider.requests,
        })
        loaded = created
        provider.attach(created)
        for (const subscription of subscriptions) {
          subscription.stop = created.subscribe(subscription.listener)
        }
        return created
      },
      (error: unknown) => {
        loading = undefined // offline: the next call fetches the chunk again
        throw walletConnectUnavailable('The WalletConnect client could not start.', error)
      },
    )
    return loading
  }

  /** `load()` for a call that pairs, given up if `cancelPairing()` ran while it waited. */
  async function loadToPair(signal: AbortSignal | undefined): Promise<WalletConnectConnector> {
    if (!loaded) signal?.throwIfAborted()
    const cancelsBefore = cancels
    const created = await load()
    if (cancels !== cancelsBefore) throw pairingCancelled()
    return created
  }

  const connector: WalletConnectConnector = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain,
    chains,
    pairing,
    connect: async (options) => (await loadToPair(options?.signal)).connect(options),
    retryPairing: async (options) => (await loadToPair(options?.signal)).retryPairing(options),
    cancelPairing() {
      cancels++
      loaded?.cancelPairing()
    },
    preload() {
      if (disposed) return
      // A hint only: a failed fetch shows on the call that needs the connector, which retries.
      load().then((created) => created.preload(), noop)
    },
    async disconnect() {
      connector.cancelPairing()
      // Loads the connector when a stored session must be ended before anything restored it.
      await (await load().catch(noop))?.disconnect()
    },
    async isAuthorized() {
      try {
        return await (await load()).isAuthorized()
      } catch {
        return false
      }
    },
    getAccounts: async () => (await load()).getAccounts(),
    getChainId: async () => (await load()).getChainId(),
    switchChain: async (network) => (await load()).switchChain(network),
    async forNamespace(side: ChainNamespace) {
      if (side === chain) return connector
      if (!chains.includes(side as (typeof chains)[number])) return undefined
      return (await load()).forNamespace?.(side)
    },
    getProvider: provider.get,
    subscribe(listener) {
      const subscription = { listener, stop: loaded?.subscribe(listener) }
      subscriptions.add(subscription)
      return () => {
        subscriptions.delete(subscription)
        subscription.stop?.()
      }
    },
    getPeer: () => loaded?.getPeer(),
    getWalletInfo: () => loaded?.getWalletInfo?.(),
    async dispose() {
      if (disposed) return
      disposed = true
      await loaded?.dispose()
    },
  }
  return connector
}
