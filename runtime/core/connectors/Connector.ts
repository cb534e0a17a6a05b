import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { BitcoinProvider } from '../adapters/bip122/BitcoinProvider.js'
import type { SolanaProvider } from '../adapters/solana/SolanaProvider.js'
import type { AccountType } from '../state/AccountState.js'

/** Connector kinds of SPEC section 3. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** The EIP-1193 surface the kit uses; wallets' own objects have more. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): void
  removeListener?(event: string, listener: (...args: never[]) => void): void
}

/**
 * What an app talks to its wallet through: EIP-1193 for eip155, `SolanaProvider` for solana,
 * `BitcoinProvider` for bip122.
 */
export type WalletProvider = Eip1193Provider | SolanaProvider | BitcoinProvider

/**
 * What a connected wallet reports: for EVM wallets `0x` addresses and a numeric chain id; for the
 * namespaces only WalletConnect reaches (polkadot, cosmos) the addresses and chain reference as
 * the session gives them.
 */
export interface ConnectorConnection {
  accounts: readonly string[]
  chainId: number | string
  /**
   * Sign-in messages the wallet signed while connecting (WalletConnect's one-click
   * authentication): the exact text and its signature, each still to be verified.
   */
  signIns?: readonly { message: string; signature: string }[]
}

/** Events a connector forwards from its wallet, to keep the kit's state true. */
export interface ConnectorEvents {
  accountsChanged(accounts: readonly string[]): void
  chainChanged(chainId: number | string): void
  disconnect(): void
  /** The wallet sent an event the kit cannot use; it was ignored (`message` says why). */
  ignored(message: string, value: unknown): void
}

/**
 * One way to reach a wallet (STYLE rule 5): behaviour only; wallet metadata (icons, links) is data
 * kept elsewhere. Names and icons come from untrusted sources: `name` is already sanitized text and
 * `icon` may only ever be used as an `<img src>`.
 */
export interface Connector {
  /** Stable per wallet: 'injected', 'walletConnect', or 'eip6963:<rdns>:<uuid>'. */
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
  /** The namespace it connects (for MULTI_CHAIN, the active namespace's side of the wallet). */
  readonly chain: ChainNamespace
  /** Every namespace it serves, when more than `chain` (one wallet on several: MULTI_CHAIN). */
  readonly chains?: readonly ChainNamespace[]
  /**
   * Asks the wallet for accounts (a prompt); starts on `network` when the wallet allows. Once
   * `signal` aborts (the attempt was superseded, closed or timed out) the connector sends the
   * wallet nothing more and rejects with the signal's reason.
   */
  connect(parameters?: {
    network?: CaipNetwork
    signal?: AbortSignal
  }): Promise<ConnectorConnection>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly string[]>
  getChainId(): Promise<number | string>
  getProvider(): WalletProvider
  /** Whether the wallet would give accounts without a prompt (for reconnect on load). */
  isAuthorized(): Promise<boolean>
  /** `wallet_switchEthereumChain`, and on 4902 one `wallet_addEthereumChain` (SPEC section 4). */
  switchChain(network: CaipNetwork): Promise<void>
  /** Forwards the wallet's events; returns the function that stops forwarding. */
  subscribe(listener: Partial<ConnectorEvents>): () => void
  /**
   * For a connection that serves several namespaces at once (a WalletConnect session): its
   * connector in `namespace`, `undefined` when it does not serve it.
   */
  forNamespace?(namespace: ChainNamespace): Promise<Connector | undefined>
  /**
   * For a connector that reaches many wallets (WalletConnect): the connected wallet's sanitized
   * name and icon, shown instead of the connector's own.
   */
  getWalletInfo?(): { name: string; icon?: string | undefined } | undefined
  /**
   * The type of one of its accounts, when the connector knows it (the embedded wallet: its smart
   * account or its plain one); `undefined` leaves it to the namespace's adapter.
   */
  accountTypeOf?(address: string): AccountType | undefined
}
