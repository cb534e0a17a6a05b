import type { ChainNamespace, NormalizedConfig } from '../../schema/index.js'
import type { ChainAdapter } from './adapters/ChainAdapter.js'
import type { ConnectionAttempts } from './connection/createConnectionAttempts.js'
import type { LoadWalletConnectProvider } from './connectors/walletConnect/WalletConnectProvider.js'
import type { AppKitEvents } from './events/AppKitEvents.js'
import type { Emitter } from './events/createEmitter.js'
import type { OwnedState } from './instance/createOwnedState.js'
import type { Logger } from './logger/createLogger.js'
import type { Registry } from './registry/Registry.js'
import type { Router, RouterState } from './router/createRouter.js'
import type { RouteRequest } from './router/ViewName.js'
import type { SiwxState } from './siwx/SiwxState.js'
import type { ChainState, ChainStore } from './state/createChainStore.js'
import type { ConnectorStore, ConnectorWindow } from './state/createConnectorStore.js'
import type { FeatureState } from './state/createFeatureStore.js'
import type { ModalState, ModalStore } from './state/createModalStore.js'
import type { ProviderState } from './state/createProviderStore.js'
import type { ThemeState } from './state/createThemeStore.js'
import type { SafeStorage, StorageLike } from './storage/createSafeStorage.js'
import type { Store } from './store/createStore.js'

export interface CreateAppKitOptions {
  /** Browser storage to persist into; defaults to `localStorage`, `null` keeps it in memory. */
  storage?: StorageLike | null
  /** Defaults to a console logger at the config's `logLevel`. */
  logger?: Logger
  /**
   * The chain adapters: the kit serves exactly their namespaces (default: the EVM adapter; add
   * `solanaAdapter` for Solana browser wallets, as the generated module does for a config with
   * Solana networks). A configured namespace without one is reached through WalletConnect only.
   */
  adapters?: readonly ChainAdapter[]
  /** Defaults to `detectMobile()`, asked each time the modal opens. */
  isMobile?: boolean | (() => boolean)
  /**
   * The page whose browser wallets are listed (EIP-6963 announcements, `window.ethereum`) and
   * restored at start. Defaults to `window` in a browser; `null`, or no `window`, turns both off.
   */
  window?: ConnectorWindow | null
  /**
   * Creates the WalletConnect provider. Defaults to `@walletconnect/universal-provider`, imported
   * only when a pairing starts or a stored session is restored; tests pass a stand-in.
   */
  loadWalletConnectProvider?: LoadWalletConnectProvider
  /**
   * How long a wallet may leave a connection prompt unanswered before the attempt ends with
   * CONNECTION_TIMEOUT (default 4 min, SPEC section 9).
   */
  connectTimeoutMs?: number
}

/** A consistent snapshot of every store of an instance (stable until something changes). */
export interface AppKitState {
  modal: ModalState
  router: RouterState
  chains: ChainState
  /** Sign-in (SIWX) of the account on screen; `disabled` without `siwx` in the config. */
  siwx: SiwxState
}

/**
 * One kit: its stores, router, events and storage. Nothing is shared between instances.
 * Connecting and network switching are actions over an instance (`connect(appKit, ...)`,
 * `switchNetwork(appKit, ...)`) that update `stores.chains` and use `router`.
 * @example
 * const appKit = createAppKit(config)
 * const off = appKit.events.on('modalOpen', ({ view }) => track('open', view))
 * await appKit.open({ view: 'Networks' })
 */
export interface AppKit {
  readonly config: NormalizedConfig
  /** The chain adapter of each namespace the kit serves. */
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly stores: {
    readonly modal: ModalStore
    readonly chains: ChainStore
    readonly theme: Store<ThemeState>
    readonly providers: Store<ProviderState>
    /** The browser wallets of the page; discovery runs while it is subscribed to. */
    readonly connectors: ConnectorStore
    /** Sign-in (SIWX): the session of the account on screen, kept by the lazy sign-in code. */
    readonly siwx: Store<SiwxState>
    /**
     * The features the modal acts on: the config's, merged with the project's remote
     * configuration once it arrives after mount (`source: 'remote'`).
     */
    readonly features: Store<FeatureState>
  }
  readonly router: Router
  readonly events: Emitter<AppKitEvents>
  readonly storage: SafeStorage
  readonly logger: Logger
  /**
   * The wallet connection in progress: a new one supersedes it, closing the modal ends it, and it
   * never waits longer than `connectTimeoutMs`. Used by `connect` and `reconnect`.
   */
  readonly connectionAttempts: ConnectionAttempts
  /**
   * What features keep per instance (the embedded wallet, sign-in, balance cache, RPC clients and
   * their ranking, history pagers, the trigger buttons' theme, send state...), each created on
   * first use and released by `destroy()`: the one place for it, never a module-level map keyed
   * by the kit. A test gives a kit its own stand-in with `owned.provide(slot, value)`.
   * @example const auth = appKit.owned.get(authSlot)
   */
  readonly owned: OwnedState<AppKit>
  /**
   * Resolves once the stored connection was restored (or found gone) by `mount()`; at once outside
   * a browser. Never rejects.
   */
  readonly ready: Promise<void>
  /** Whether the page runs on a phone or tablet (the `isMobile` option, else `detectMobile()`). */
  isMobile(): boolean
  /**
   * The wallet registry (All Wallets, featured and recommended wallets), created on first call:
   * its code is a separate chunk, fetched only when the modal needs it. Nothing is requested
   * before `registry.load()`. Rejects only when that chunk cannot be fetched (offline).
   */
  loadRegistry(): Promise<Registry>
  /** The registry once `loadRegistry()` has created it, else `undefined`. */
  getRegistry(): Registry | undefined
  /** Opens the modal on `view`, else on the view the opening rules of SPEC section 2 pick. */
  open(options?: RouteRequest): Promise<void>
  /** Closes the modal and resets the view (Account when embedded and connected, else Connect). */
  close(): Promise<void>
  /**
   * Starts the instance in the page: the network the user chose last, then the stored wallet
   * connection (once per instance; `ready` resolves when done). Construction has no side effects, so a kit does nothing until
   * mounted. Returns a no-op cleanup, for React effects (the restore cannot be taken back;
   * `destroy()` releases the instance); a second `mount()` is harmless.
   * @example useEffect(() => appKit.mount(), [appKit])
   */
  mount(): () => void
  getState(): AppKitState
  subscribe(listener: (state: AppKitState) => void): () => void
  /**
   * Releases the instance's timers, listeners, frames and sheets (its own and those of every
   * `owned` slot), leaving the page as it was; the instance stays closed afterwards.
   */
  destroy(): void
}
