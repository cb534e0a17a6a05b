import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'
import type { AccountType } from '../state/AccountState.js'

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
 * Everything that differs by chain namespace (DESIGN, "Chain adapters"; docs/adapters.md).
 * `createAppKit` serves exactly the namespaces whose adapters it is given; the engine asks the
 * adapter and never tests a namespace's name itself. Chain SDKs stay behind `import()` in the
 * adapter's methods, so an adapter costs the first load only its own few lines.
 * @example
 * const appKit = createAppKit(config, { adapters: [eip155Adapter] })
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** The account types of SPEC section 6 this namespace has; the first is a new account's. */
  readonly accountTypes: readonly AccountType[]
  /** Whether `value` has the form of an address of this namespace (SPEC section 5). */
  isAddress(value: string): boolean
  /** The browser wallets of this namespace in `page`, for one kit. */
  createDiscovery(page: DiscoveryPage, options: WalletDiscoveryOptions): WalletDiscovery
  /** What a WalletConnect session proposal asks of this namespace (SPEC section 6). */
  readonly walletConnect: {
    readonly methods: readonly string[]
    readonly events: readonly string[]
  }
  /** Reads `address`'s native balance on `network` over the kit's RPC transport. */
  readNativeBalance(appKit: AppKit, network: CaipNetwork, address: string): Promise<NativeBalance>
}
