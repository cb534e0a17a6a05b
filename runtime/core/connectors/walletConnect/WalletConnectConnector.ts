import type { CaipNetwork } from '../../../../schema/index.js'
import type { WalletConnectSessionSide } from '../../adapters/ChainAdapter.js'
import type { AlertKey, RaiseAlertOptions } from '../../kernel.js'
import type { Store } from '../../store/createStore.js'
import type { Connector, WalletProvider } from '../Connector.js'
import type { SentWalletRequest } from './buildRequestLink.js'
import type { WalletConnectNamespace } from './primaryNamespace.js'
import type {
  LoadWalletConnectProvider,
  WalletConnectAuthRequest,
  WalletConnectPeer,
} from './WalletConnectProvider.js'
import type { NamespaceRequest } from './walletConnectNamespaces.js'

/** The pairing on show: the `wc:` URI for the QR code and wallet links, and when it expires. */
export interface WalletConnectPairing {
  uri: string | undefined
  /** Milliseconds since the epoch; see `isPairingExpired`. */
  expiresAt: number | undefined
}

/**
 * The WalletConnect connector: a `Connector` whose `connect()` pairs over the relay, with the
 * pairing in progress readable (and renderable by a headless UI) from `pairing`.
 * @example
 * const stop = connector.pairing.subscribe(({ uri }) => uri && drawQr(uri))
 * await connector.connect()
 */
export interface WalletConnectConnector extends Connector {
  readonly type: 'WALLET_CONNECT'
  /** The URI of the pairing in progress; `connect()` fills it and empties it when it ends. */
  readonly pairing: Store<WalletConnectPairing>
  /** Starts loading the SDK (e.g. when the pointer nears the WalletConnect button). */
  preload(): void
  /**
   * After the relay failed (`connect()` rejected with WALLET_CONNECT_UNAVAILABLE): pairs again in
   * the background, after 1, 3, 5, then every 10 s, outside any connection attempt, so the
   * account stays as it is. Resolves once a pairing shows its URI in `pairing`; that pairing is
   * kept, and the next `connect()` goes on with it instead of pairing again. With one-click
   * sign-in, retries reuse the sign-in request of the last minute (no nonce per retry). Rejects
   * with the first error that is not the relay's, or 'Modal closed' once `signal` aborts or
   * `connect()`, `cancelPairing()` or `dispose()` stops it. Gives up any pairing in progress.
   * @example
   * await connector.retryPairing({ signal }) // the QR code is on show again
   * await connect(appKit, { connectorId: connector.id })
   */
  retryPairing(options?: {
    /** Default: the network of the last `connect()`. */
    network?: CaipNetwork | undefined
    signal?: AbortSignal | undefined
  }): Promise<void>
  /**
   * Gives up the pairing in progress (its `connect()` rejects with 'Modal closed'), and any
   * background retry with the pairing it kept.
   */
  cancelPairing(): void
  /** The wallet at the other end of the session, as it describes itself (untrusted). */
  getPeer(): WalletConnectPeer | undefined
  /** Closes the relay socket and timers and frees the storage prefix (instance teardown). */
  dispose(): Promise<void>
}

export interface CreateWalletConnectConnectorParameters {
  projectId: string
  /** `config.services.relayUrl`. */
  relayUrl: string
  /** `config.metadata`, sent to wallets. */
  metadata: WalletConnectPeer
  /** The configured networks: every one of a namespace WalletConnect serves is asked for. */
  networks: readonly CaipNetwork[]
  /**
   * Per namespace, its chain adapter's `walletConnect`: the methods and events asked for
   * (namespaces left out ask for the defaults of SPEC section 6), and the provider apps get for
   * its side of a session (`createProvider`; without it, a bare `{ request }`).
   */
  requests?:
    | Partial<
        Record<
          WalletConnectNamespace,
          NamespaceRequest & {
            createProvider?(session: WalletConnectSessionSide): WalletProvider
          }
        >
      >
    | undefined
  /** `config.logLevel`: `debug` lets the SDK log too. */
  logLevel: string
  /**
   * The network the user chose last (the kit's stored one): where a restored polkadot or cosmos
   * session resumes when the wallet approved an account there.
   */
  lastNetwork?: () => string | undefined
  /**
   * Where a storage failure is reported (once; the session then lives in memory), and a failed
   * start of the SDK (`reportInitError`).
   */
  logger?: {
    warn(message: string, error?: unknown): void
    error(message: string, error?: unknown): void
  }
  /**
   * Opens one of SPEC section 8's alerts (the kit's `raiseAlert`): a failed start of the SDK whose
   * message maps to one (a relay that refuses the project or the origin) opens it, once.
   */
  alert?: (key: AlertKey, options: RaiseAlertOptions) => void
  /** Default: `@walletconnect/universal-provider`, imported on first use. */
  loadProvider?: LoadWalletConnectProvider
  /** Default: the lowest `appkit-wc-<n>` no other kit of the page holds. */
  storagePrefix?: string
  /** How long the relay may take to give a URI (default 10 s). */
  uriTimeoutMs?: number
  /** How long a dropped relay socket may stay down during a pairing (default 10 s). */
  relayDropTimeoutMs?: number
  /**
   * Told of each request the SDK sent to the wallet (the SDK's own deep linking is off): the kit
   * opens the wallet from its own, validated deep-link choice here.
   */
  onRequestSent?: (request: SentWalletRequest) => void
  /**
   * One-click authentication (SPEC section 4, sign-in over WalletConnect): asked before each
   * pairing; a request makes the pairing ask the wallet to sign in too, and `connect()` returns
   * the signed messages as `signIns`. `undefined` pairs as usual.
   */
  authenticate?: (network: CaipNetwork | undefined) => Promise<WalletConnectAuthRequest | undefined>
  /**
   * The store `pairing` is (default: a new one). A stand-in that shows the pairing before this
   * connector loaded (`createDeferredWalletConnectConnector`) hands over its own.
   */
  pairing?: Store<WalletConnectPairing> | undefined
}
