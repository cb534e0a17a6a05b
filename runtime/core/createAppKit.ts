import type { CaipNetwork, NormalizedConfig } from '../../schema/index.js'
import type { AppKit, AppKitState, CreateAppKitOptions } from './AppKit.js'
import { reconnect } from './actions/reconnect.js'
import { restoreNetwork } from './actions/restoreNetwork.js'
import type { ChainAdapter } from './adapters/ChainAdapter.js'
import { eip155Adapter } from './adapters/eip155/eip155Adapter.js'
import { raiseAlert } from './alerts/raiseAlert.js'
import { startAnalytics } from './analytics/startAnalytics.js'
import { createConnectionAttempts } from './connection/createConnectionAttempts.js'
import { createDeferredWalletConnectConnector } from './connectors/walletConnect/createDeferredWalletConnectConnector.js'
import { openWalletForRequest } from './connectors/walletConnect/openWalletForRequest.js'
import { primaryNamespace } from './connectors/walletConnect/primaryNamespace.js'
import { detectMobile } from './env/detectMobile.js'
import { readResultUri } from './env/readResultUri.js'
import type { AppKitEvents } from './events/AppKitEvents.js'
import { createEmitter } from './events/createEmitter.js'
import { createOwnedState } from './instance/createOwnedState.js'
import { retryableImport } from './lazy/retryableImport.js'
import { createLogger } from './logger/createLogger.js'
import { withErrorReports } from './logger/withErrorReports.js'
import { startMultiWallet } from './multiWallet/startMultiWallet.js'
import { watchIdentity } from './names/watchIdentity.js'
import type { Registry } from './registry/Registry.js'
import { startRemoteFeatures } from './remote/startRemoteFeatures.js'
import { createRouter } from './router/createRouter.js'
import type { SiwxState } from './siwx/SiwxState.js'
import { createChainStore } from './state/createChainStore.js'
import { type ConnectorWindow, createConnectorStore } from './state/createConnectorStore.js'
import { createFeatureStore } from './state/createFeatureStore.js'
import { createModalStore } from './state/createModalStore.js'
import { createProviderStore } from './state/createProviderStore.js'
import { createThemeStore } from './state/createThemeStore.js'
import { createSafeStorage } from './storage/createSafeStorage.js'
import { storageKeys } from './storage/storageKeys.js'
import { createStore } from './store/createStore.js'

/**
 * The chain adapters a kit has unless told otherwise (DESIGN, "Chain adapters"): EVM's. Others
 * are passed in (`adapters: [eip155Adapter, solanaAdapter]`; the generated module does so when
 * the config has Solana networks), so an app without them carries none of their code. A config
 * whose namespaces no adapter serves (polkadot, cosmos) runs WalletConnect-only.
 */
const defaultAdapters: readonly ChainAdapter[] = [eip155Adapter]

/**
 * Builds an AppKit instance from the normalized config the CLI generated, without side effects:
 * nothing is read from storage, asked of a wallet or attached to the page until `mount()` (which
 * `AppKitProvider` calls from an effect), so a kit built during a render (React StrictMode's
 * second one, server rendering) is harmless. `mount()` restores the stored wallet connection;
 * `appKit.ready` resolves when that is done.
 * @example
 * const appKit = createAppKit(config)
 * appKit.mount()
 * await appKit.ready
 * appKit.subscribe(({ modal }) => console.log(modal.open))
 * await appKit.open() // Connect, or Account when connected
 * await appKit.open({ view: 'Swap', data: { toToken: 'USDC' } })
 */
export function createAppKit(config: NormalizedConfig, options: CreateAppKitOptions = {}): AppKit {
  const events = createEmitter<AppKitEvents>({
    onListenerError: (error, event) =>
      logger.error(`A listener of "${String(event)}" threw`, error),
  })
  // Every error the kit logs is also the `internalError` event (analytics' INTERNAL_SDK_ERROR).
  const logger = withErrorReports(
    options.logger ?? createLogger({ level: config.logLevel }),
    (report) => events.emit('internalError', report),
  )
  const isMobile = options.isMobile ?? detectMobile
  const storage = createSafeStorage({
    logger,
    ...('storage' in options ? { backend: options.storage } : {}),
  })
  const modal = createModalStore()
  const adapters = new Map((options.adapters ?? defaultAdapters).map((a) => [a.namespace, a]))
  const chains = createChainStore(config, { adapterNamespaces: [...adapters.keys()] })
  const theme = createThemeStore(config.theme)
  const providers = createProviderStore()
  const features = createFeatureStore(config)
  const siwx = createStore<SiwxState>({
    status: config.siwx ? 'unavailable' : 'disabled',
    session: undefined,
  })
  const connectionAttempts = createConnectionAttempts({ timeoutMs: options.connectTimeoutMs })
  const inBrowser = browserWindowOf(options)
  // Each configured namespace's adapter finds its own browser wallets in the page.
  const configured = chains.getState().adapterNamespaces
  const discoveries = inBrowser
    ? configured.map((namespace) =>
        (adapters.get(namespace) as ChainAdapter).createDiscovery(inBrowser, {
          ...config.wallets,
          selectedNetwork: () => chains.getNetwork(namespace).caipNetwork,
          preferredAccountType: () => chains.getAccount(namespace).preferredAccountType,
        }),
      )
    : []
  // SPEC section 5: the protocol provider exists only in a browser and with a projectId. Its
  // code and its SDK are imported only when a pairing starts or a stored session is restored
  // (the first load holds a stand-in). It also serves the namespaces no browser wallet covers
  // (polkadot, cosmos: the ConnectingWalletConnectBasic mode).
  const walletConnect =
    inBrowser &&
    config.wallets.enableWalletConnect &&
    config.projectId &&
    primaryNamespace(config.networks)
      ? createDeferredWalletConnectConnector({
          projectId: config.projectId,
          relayUrl: config.services.relayUrl,
          metadata: config.metadata,
          networks: config.networks,
          // Each adapter says what its namespace asks of a wallet (SPEC section 6), and makes
          // the provider of its side of a session (a `SolanaProvider` on Solana).
          requests: Object.fromEntries(
            [...adapters.values()].map((adapter) => [adapter.namespace, adapter.walletConnect]),
          ),
          logLevel: config.logLevel,
          logger,
          // A failed start of the SDK whose message SPEC section 8 maps opens its alert, once.
          alert: (key, alertOptions) => raiseAlert(appKit, key, alertOptions),
          lastNetwork: () => storage.get(storageKeys.activeCaipNetworkId),
          onRequestSent: (request) => {
            if (typeof window === 'undefined') return
            openWalletForRequest(storage.get(storageKeys.deepLinkChoice)?.href, request, window)
          },
          ...(options.loadWalletConnectProvider
            ? { loadProvider: options.loadWalletConnectProvider }
            : {}),
          // SPEC section 4: one-click authentication, for sign-in on a single eip155 chain set.
          ...(config.siwx?.enabled && config.networks.every((n) => n.chainNamespace === 'eip155')
            ? {
                authenticate: async (network: CaipNetwork | undefined) =>
                  (await import('./siwx/walletConnectSignIn.js')).authRequestOf(appKit, network),
              }
            : {}),
        })
      : undefined
  const connectors = createConnectorStore({ discoveries, walletConnect })
  const mobile = () => (typeof isMobile === 'function' ? isMobile() : isMobile)

  function isConnected(): boolean {
    const { accounts, activeNamespace } = chains.getState()
    return accounts[activeNamespace]?.caipAddress !== undefined
  }

  const router = createRouter({
    isConnected,
    hasWalletAdapters: () => chains.getState().adapterNamespaces.length > 0,
    isMobile: mobile,
    embedded: config.embedded,
    close: () => void close(),
  })

  let destroyed = false
  const teardown = new Set<() => void>()
  const owned = createOwnedState<AppKit>({
    // Set once the instance exists: a slot is created on first use, never during construction.
    get owner(): AppKit {
      return appKit
    },
    onDisposeError: (name, error) => logger.warn(`Could not release the ${name}`, error),
  })
  teardown.add(
    router.subscribe((state, previous) => {
      if (state.current.view === previous.current.view) return
      events.emit('viewChange', { view: state.current.view, previousView: previous.current.view })
    }),
  )

  async function close(): Promise<void> {
    if (destroyed) return
    const wasOpen = modal.getState().open
    // Nobody can see the wallet prompt's view any more: its late answer must change nothing.
    if (wasOpen) connectionAttempts.endOnClose()
    modal.setState({ open: false })
    router.close()
    if (wasOpen) events.emit('modalClose', { connected: isConnected() })
  }

  let snapshot: AppKitState | undefined
  function getState(): AppKitState {
    const next = {
      modal: modal.getState(),
      router: router.getState(),
      chains: chains.getState(),
      siwx: siwx.getState(),
    }
    if (
      snapshot?.modal !== next.modal ||
      snapshot.router !== next.router ||
      snapshot.chains !== next.chains ||
      snapshot.siwx !== next.siwx
    ) {
      snapshot = next
    }
    return snapshot
  }

  let registry: Registry | undefined
  const importRegistry = retryableImport(() => import('./registry/createRegistry.js'))
  let registryChunk: Promise<Registry> | undefined
  function loadRegistry(): Promise<Registry> {
    // A chunk of its own: pages that never open the modal never download the registry code.
    registryChunk ??= importRegistry().then(
      ({ createRegistry }) => {
        registry ??= createRegistry({
          config,
          logger,
          // Once the typing pauses (SEARCH_WALLET for analytics and `useAppKitEvents`).
          onSearch: (search) => events.emit('searchWallet', { search }),
        })
        const created = registry
        if (destroyed) created.dispose()
        else teardown.add(() => created.dispose())
        return created
      },
      (error: unknown) => {
        registryChunk = undefined // offline: the next call fetches the chunk again
        throw error
      },
    )
    return registryChunk
  }

  let mounted = false
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const appKit: AppKit = {
    config,
    adapters,
    stores: { modal, chains, theme, providers, connectors, siwx, features },
    router,
    events,
    storage,
    logger,
    connectionAttempts,
    owned,
    ready,
    isMobile: mobile,
    loadRegistry,
    getRegistry: () => registry,
    async open(request) {
      if (destroyed) {
        logger.warn('open() was called on a destroyed AppKit instance; create a new one.')
        return
      }
      // Route first, then the flag, so the first frame already shows the right view.
      router.open(request)
      if (modal.getState().open) return
      modal.setState({ open: true })
      events.emit('modalOpen', { view: router.getState().current.view, connected: isConnected() })
    },
    close,
    mount() {
      // Once per instance: React StrictMode mounts, unmounts and mounts again the same kit.
      if (!mounted && !destroyed && inBrowser) {
        mounted = true
        takeSocialResult()
        restoreNetwork(appKit)
        teardown.add(watchIdentity(appKit))
        // After the page's first paint: the project's remote features, then usage events
        // (each its own chunk, fetched only then).
        teardown.add(startRemoteFeatures(appKit))
        teardown.add(startAnalytics(appKit))
        teardown.add(startMultiWallet(appKit))
        // Sign-in follows the connection from the first connected account on (a restored one
        // too). Its code is a chunk of its own, fetched only by apps with `siwx` in their
        // config, and only once a wallet is connected.
        if (config.siwx) {
          const connected = () =>
            Object.values(chains.getState().accounts).some((a) => a?.status === 'connected')
          let loading = false
          const startSignIn = () => {
            if (loading) return
            loading = true
            import('./siwx/startSiwx.js').then(
              ({ startSiwx }) => {
                stopWaiting()
                if (!destroyed) teardown.add(startSiwx(appKit))
              },
              (error: unknown) => {
                loading = false // offline: the next change of the connection tries again
                logger.error('Could not load the sign-in code', error)
              },
            )
          }
          const stopWaiting = chains.subscribe(() => connected() && startSignIn())
          teardown.add(stopWaiting)
          if (connected()) startSignIn()
        }
        // Restoring needs a page: a wallet in it, or a WalletConnect session in its storage.
        reconnect(appKit)
          .catch((error: unknown) => logger.warn('Could not restore the wallet connection', error))
          .finally(() => {
            markReady()
            finishSocialRedirect()
          })
      }
      // What mount starts is the restore, which cannot be taken back; the instance's listeners
      // are released by destroy().
      return () => undefined
    },
    getState,
    subscribe(listener) {
      const notify = () => listener(getState())
      const unsubscribers = [
        modal.subscribe(notify),
        router.subscribe(notify),
        chains.subscribe(notify),
        siwx.subscribe(notify),
      ]
      const unsubscribe = () => {
        for (const off of unsubscribers) off()
        teardown.delete(unsubscribe)
      }
      teardown.add(unsubscribe)
      return unsubscribe
    },
    destroy() {
      if (destroyed) return
      modal.dispose()
      modal.setState({ open: false, loading: false })
      destroyed = true
      connectionAttempts.dispose()
      connectors.dispose()
      walletConnect
        ?.dispose()
        .catch((error: unknown) => logger.warn('Could not close WalletConnect', error))
      for (const off of [...teardown]) off()
      // Every feature's per-instance state (sign-in, caches, RPC clients and their ranking, the
      // embedded wallet...): each slot releases its timers, listeners and frames.
      owned.dispose()
      events.clear()
    },
  }

  /**
   * A messaging mini-app's social login comes back to this page with `result_uri` (SPEC section
   * 2): a one-time code, so it leaves the address bar at once (a reload, a shared or bookmarked
   * address must not carry it), before anything else runs. Only when the kit offers social
   * login, or a mini-app login of this browser waits: otherwise the parameter is the app's own.
   */
  let socialResultHref: string | undefined
  function takeSocialResult(): void {
    const href = globalThis.location?.href
    if (!href?.includes('result_uri=')) return
    const { socials } = config.features
    const waiting = storage.get(storageKeys.messagingSocialProvider) !== undefined
    if (!waiting && !(socials && socials.length > 0)) return
    const { resultUris, rest } = readResultUri(href)
    if (resultUris.length === 0) return
    history.replaceState(history.state, '', rest)
    socialResultHref = href
  }

  /** Finishes the login `takeSocialResult` found: the embedded wallet's code loads only then. */
  function finishSocialRedirect(): void {
    const href = socialResultHref
    socialResultHref = undefined
    if (destroyed || !href) return
    loadSocialRedirect()
      .then(({ authOf }) => authOf(appKit).social.finishRedirect(href))
      .catch((error: unknown) => logger.error('Could not finish the social login', error))
  }

  // Outside a page there is nothing to restore, now or at mount.
  if (!inBrowser) markReady()
  return appKit
}

const loadSocialRedirect = retryableImport(() => import('./auth/index.js'))

/** The page to discover wallets in: the option, else `window` when there is one. */
function browserWindowOf(options: CreateAppKitOptions): ConnectorWindow | undefined {
  if ('window' in options) return options.window ?? undefined
  return typeof window === 'undefined' ? undefined : window
}
