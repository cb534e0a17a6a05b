import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { EmbeddedWallet } from '../auth/EmbeddedWalletSide.js'
import type { Connector, WalletProvider } from '../connectors/Connector.js'
import type { SiwxChain } from '../siwx/SiwxChain.js'
import type { AccountType } from '../state/AccountState.js'
import type { ChainSend } from './ChainSend.js'

/** The page a namespace's browser wallets are discovered in: `window`, or a stand-in in tests. */
export interface DiscoveryPage
  extends Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> {
  readonly ethereum?: unknown
}

/** The wallet settings of the config that discovery honours. */
export interface WalletDiscoveryOptions {
  enableInjected: boolean
  enableEIP6963: boolean
  /**
   * The network the kit has selected in this namespace, for wallets that do not choose a chain
   * themselves (Solana wallets sign for whichever cluster the app is on).
   */
  selectedNetwork?: (() => CaipNetwork | undefined) | undefined
  /**
   * The account type the config prefers in this namespace (`defaultAccountTypes`), for wallets
   * that hold several kinds (Bitcoin wallets: payment and ordinal accounts).
   */
  preferredAccountType?: (() => AccountType | undefined) | undefined
}

/**
 * One kit's discovery of a namespace's browser wallets. Connectors keep their identity across
 * scans (a wallet found twice is the same object), so selections and sessions stay valid.
 */
export interface WalletDiscovery {
  /**
   * Looks at the page now and keeps listening for wallets that announce themselves later,
   * calling `onChange` with the full list after each change. Returns the stop.
   */
  scan(onChange: (connectors: readonly Connector[]) => void): () => void
  /** The wallets found so far. */
  current(): readonly Connector[]
}

/** A native balance as the account shows it. */
export interface NativeBalance {
  /** Decimal string, truncated (not rounded) to 3 decimals (SPEC section 9). */
  balance: string
  symbol: string
}

/**
 * One namespace's side of a WalletConnect session, as the engine reads it for the provider the
 * namespace's adapter makes (`walletConnect.createProvider`).
 */
export interface WalletConnectSessionSide {
  /** The session's account in this namespace and the CAIP-2 chain the kit is on; `undefined` for none. */
  connection(): { address: string; caipNetworkId: string } | undefined
  /** A request to the wallet on `chain` (CAIP-2). */
  request(args: { method: string; params?: unknown }, chain: string): Promise<unknown>
  /** Whether the wallet approved `method` in this namespace of the session. */
  approves(method: string): boolean
  /** The first RPC URL of the configured network `caipNetworkId`. */
  rpcUrl(caipNetworkId: string): string | undefined
}

/**
 * Everything that differs by chain namespace (DESIGN, "Chain adapters"; docs/adapters.md).
 * `createAppKit` serves exactly the namespaces whose adapters it is given; the engine asks the
 * adapter and never tests a namespace's name itself. Chain SDKs stay behind `import()` in the
 * adapter's methods, so an adapter costs the first load only its own few lines, and an app
 * without an adapter carries none of its code: the optional hooks (`send`, `siwx`,
 * `embeddedWallet`, `walletConnect.createProvider`) are where a namespace's features load from,
 * and without one the feature answers as it does for a namespace the kit does not serve.
 * @example
 * const appKit = createAppKit(config, { adapters: [eip155Adapter] })
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** The account types of SPEC section 6 this namespace has; the first is a new account's. */
  readonly accountTypes: readonly AccountType[]
  /**
   * The type of a wallet's account at `address`, where the address tells (Bitcoin: taproot is
   * the ordinal account); without it, every account is of the first of `accountTypes`.
   */
  accountTypeOf?(address: string): AccountType
  /** Whether `value` has the form of an address of this namespace (SPEC section 5). */
  isAddress(value: string): boolean
  /** The browser wallets of this namespace in `page`, for one kit. */
  createDiscovery(page: DiscoveryPage, options: WalletDiscoveryOptions): WalletDiscovery
  /** What a WalletConnect session proposal asks of this namespace (SPEC section 6). */
  readonly walletConnect: {
    readonly methods: readonly string[]
    readonly events: readonly string[]
    /**
     * The provider apps get for this namespace's side of a WalletConnect session
     * (`useAppKitProvider`), made at once; its chain code loads with `import()` on its first
     * call. Without it the side's provider is a bare `{ request }`, as on polkadot and cosmos.
     */
    createProvider?(session: WalletConnectSessionSide): WalletProvider
  }
  /** Reads `address`'s native balance on `network` over the kit's RPC transport. */
  readNativeBalance(appKit: AppKit, network: CaipNetwork, address: string): Promise<NativeBalance>
  /**
   * Sending (SPEC section 4 "Send"): loads the namespace's transfer, fresh balance, fee and
   * confirmation code. Without it, sending on the namespace answers 'Unsupported chain'.
   */
  send?(): Promise<ChainSend>
  /**
   * Sign-in (SIWX): loads how this namespace's messages name accounts and chains, and how its
   * wallets sign and its signatures verify. Without it, accounts of the namespace do not sign in.
   */
  siwx?(): Promise<SiwxChain>
  /**
   * The embedded wallet's side in this namespace beside its eip155 connector (one email login
   * serves both), loaded when the login is first asked for it. Without it, email login serves
   * eip155 only.
   */
  embeddedWallet?(): Promise<EmbeddedWallet>
}
