import type { Eip1193Provider } from '../Connector.js'
import type { ProposalNamespace } from './buildNamespaces.js'
import type { SentWalletRequest } from './buildRequestLink.js'

/** The app on the other end of a session, as the wallet describes itself. */
export interface WalletConnectPeer {
  name: string
  description?: string
  url?: string
  icons?: readonly string[]
}

/** The part of a WalletConnect session the connector reads. */
export interface WalletConnectSession {
  topic: string
  peer: { metadata: WalletConnectPeer }
  namespaces: Readonly<
    Record<
      string,
      { accounts: readonly string[]; chains?: readonly string[]; methods?: readonly string[] }
    >
  >
}

/**
 * A one-click authentication request (the SDK's `wc_sessionAuthenticate`): one sign-in message
 * for the wallet to sign per chain, with a session for `methods` on those chains.
 */
export interface WalletConnectAuthRequest {
  /** CAIP-2 chains, the one the user is on first. */
  chains: string[]
  methods: string[]
  domain: string
  /** The message's URI. */
  uri: string
  nonce: string
  statement?: string
  /** RFC 3339 expiration time. */
  exp?: string
}

/** What a wallet returns per chain: a CAIP-74 object capability (CACAO) over a CAIP-122 message. */
export interface WalletConnectCacao {
  p: { iss: string } & Record<string, unknown>
  s: { t: string; s: string }
}

/** The part of a WalletConnect core the connector touches: Verify, the relay socket, timers. */
export interface WalletConnectCore {
  verify: { isDevEnv: boolean }
  heartbeat: { stop(): void }
  relayer: {
    transportClose(): Promise<void>
    on(event: string, listener: (...args: never[]) => void): unknown
    off(event: string, listener: (...args: never[]) => void): unknown
  }
}

/**
 * What the connector uses of `@walletconnect/universal-provider`'s `UniversalProvider` (2.25): an
 * EIP-1193 provider once a session exists, plus pairing and session management. Spelled out so
 * that the SDK's types stay out of the kit's public declarations and tests can stand in for it.
 */
export interface WalletConnectProvider extends Eip1193Provider {
  session?: WalletConnectSession | undefined
  /** A request to the wallet, on `chain` (`namespace:reference`) or else the default chain. */
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  /** Pairs (emits `display_uri` with the `wc:` URI) and resolves once the wallet approved. */
  connect(parameters: {
    optionalNamespaces: Partial<Record<string, ProposalNamespace>>
  }): Promise<unknown>
  /** Ends the session (throws without one). */
  disconnect(): Promise<void>
  /** Makes `eip155:<id>` the chain requests go to, when the session has it. */
  setDefaultChain(chain: string): void
  /**
   * Pairs with a one-click authentication request (emits `display_uri` too) and resolves once the
   * wallet answered: the signed CACAOs and the session they carry. A wallet without support for
   * it answers the fallback proposal instead: a session and no `auths`.
   */
  authenticate(
    request: WalletConnectAuthRequest,
  ): Promise<{ auths?: readonly WalletConnectCacao[] }>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  client: {
    core: WalletConnectCore
    /** The exact text a CACAO's signature is over, as the SDK writes it. */
    formatAuthMessage(params: { request: Record<string, unknown>; iss: string }): string
  }
}

/** How the connector creates its provider (the SDK in the browser, a stand-in in tests). */
export type LoadWalletConnectProvider = (options: {
  projectId: string
  relayUrl: string
  metadata: WalletConnectPeer
  customStoragePrefix: string
  /** `debug` passes the SDK's own logs through; otherwise it stays silent. */
  logLevel: string
  /** Told once when browser storage fails and the session is kept in memory for the page. */
  onStorageFailure(error: unknown): void
  /** Told of each request sent to the wallet; the SDK itself never navigates the page. */
  onRequestSent(request: SentWalletRequest): void
}) => Promise<WalletConnectProvider>
