import type { CaipNetwork, ChainNamespace } from '../../../../schema/index.js'
// First-load code, reached through the kernel: this module is a chunk of its own (see
// `createDeferredWalletConnectConnector`).
import {
  createEip1193Connector,
  createStore,
  pairingCancelled,
  primaryNamespace,
  proposedNamespaces,
  retryableImport,
  sanitizeWalletIcon,
  sanitizeWalletName,
  walletConnectUnavailable,
} from '../../kernel.js'
import type { Connector, Eip1193Provider } from '../Connector.js'
import { claimStoragePrefix } from './claimStoragePrefix.js'
import { closeProvider, endSession } from './closeProvider.js'
import { createLazyProvider } from './createLazyProvider.js'
import type { WalletConnectNamespace } from './primaryNamespace.js'
import { reportInitError } from './reportInitError.js'
import type { PairingAttempt } from './runPairingAttempt.js'
import { type SessionAccountMethods, sessionAccountMethods } from './sessionAccountMethods.js'
import { sessionSideOf } from './sessionSideOf.js'
import { UniversalProviderInitError } from './UniversalProviderInitError.js'
import type {
  CreateWalletConnectConnectorParameters,
  WalletConnectConnector,
  WalletConnectPairing,
} from './WalletConnectConnector.js'
import type {
  LoadWalletConnectProvider,
  WalletConnectAuthRequest,
  WalletConnectCacao,
  WalletConnectProvider,
} from './WalletConnectProvider.js'

/** A pairing with the provider it runs on. */
type KeptPairing = PairingAttempt & { provider: WalletConnectProvider }

/** How long background retries reuse a sign-in request (see `signInRequest`). */
const signInReuseMs = 60_000

/** Whether the wallet approved an EVM account in `provider`'s session. */
function holdsEip155(provider: WalletConnectProvider): boolean {
  return (provider.session?.namespaces.eip155?.accounts.length ?? 0) > 0
}

/** The SDK and the code that starts it, fetched on first use only. */
const importSdkStarter = retryableImport(() => import('./loadUniversalProvider.js'))
const loadUniversalProvider: LoadWalletConnectProvider = async (options) =>
  (await importSdkStarter()).loadUniversalProvider(options)

/**
 * The WalletConnect connector (id 'walletConnect'): `@walletconnect/universal-provider` loaded
 * with `import()` only when a pairing starts or a stored session is restored, on the configured
 * relay, with every configured chain it has a namespace for and its RPC URL (SPEC section 6). Once
 * a session exists it is an EIP-1193 connector like the others: accounts, chain and wallet-side
 * disconnects reach the kit through `subscribe`, and rejections are wrapped (4001 / 5000 ->
 * 'Connection rejected'). A kit with no EVM network connects for its Solana, polkadot or cosmos
 * network instead (`chain`), reading accounts and chain from the session itself; on Solana its
 * provider is a `SolanaProvider`. A session the wallet approved without eip155 (a Solana-only
 * wallet) connects with no EVM accounts, and the kit fills the namespaces it did approve
 * (`forNamespace`).
 * @example
 * const connector = createWalletConnectConnector({ projectId, relayUrl, metadata, networks, logLevel: 'error' })
 * const stop = connector.pairing.subscribe(({ uri }) => uri && drawQr(uri))
 * const { accounts, chainId } = await connector.connect()
 */
export function createWalletConnectConnector(
  parameters: CreateWalletConnectConnectorParameters,
): WalletConnectConnector {
  const load = parameters.loadProvider ?? loadUniversalProvider
  // Claimed when the SDK first loads, not when the connector is built: a kit that is built and
  // dropped (React StrictMode's second render) must not hold the prefix a live kit's session is in.
  let claim: ReturnType<typeof claimStoragePrefix> | undefined
  const storagePrefix = () => {
    if (parameters.storagePrefix) return parameters.storagePrefix
    claim ??= claimStoragePrefix()
    return claim.prefix
  }
  const pairing =
    parameters.pairing ??
    createStore<WalletConnectPairing>({ uri: undefined, expiresAt: undefined })
  const namespace = primaryNamespace(parameters.networks) ?? 'eip155'
  const served = proposedNamespaces(parameters.networks)
  const firstEvmNetwork = parameters.networks.find((network) => network.chainNamespace === 'eip155')
  let disposed = false

  const lazy = createLazyProvider(async () => {
    let provider: WalletConnectProvider
    try {
      provider = await load({
        projectId: parameters.projectId,
        relayUrl: parameters.relayUrl,
        metadata: parameters.metadata,
        customStoragePrefix: storagePrefix(),
        logLevel: parameters.logLevel,
        onStorageFailure: (error) =>
          parameters.logger?.warn(
            'Browser storage failed; the WalletConnect session is kept in memory for this page.',
            error,
          ),
        onRequestSent: (request) => parameters.onRequestSent?.(request),
      })
    } catch (error) {
      if (error instanceof UniversalProviderInitError) {
        reportInitError(error, parameters)
        throw error
      }
      throw walletConnectUnavailable('The WalletConnect client could not start.', error)
    }
    if (!disposed) return provider
    // The kit was torn down while the SDK loaded: nothing may stay connected to the relay.
    await closeProvider(provider, storagePrefix())
    throw walletConnectUnavailable('The kit was destroyed while WalletConnect started.')
  })
  const base = createEip1193Connector({
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    provider: lazy.provider satisfies Eip1193Provider,
  })

  // Polkadot and cosmos: accounts and chain come from the session, not from EIP-1193 calls.
  const session =
    namespace === 'eip155'
      ? undefined
      : sessionAccountMethods(namespace, base, {
          getProvider: () => lazy.get(),
          lastNetwork: parameters.lastNetwork,
        })

  /** The provider of `side`'s chain adapter over the session, if it makes one. */
  const sideProvider = (side: ChainNamespace, accounts: Pick<SessionAccountMethods, 'loaded'>) =>
    parameters.requests?.[side as WalletConnectNamespace]?.createProvider?.(
      sessionSideOf(side, accounts, { lazy, networks: parameters.networks }),
    )

  // An app with no EVM network: the app gets its chain adapter's provider (on Solana, the
  // `SolanaProvider` browser wallets give), not EIP-1193.
  const primaryProvider = session ? sideProvider(namespace, session) : undefined

  /** The session's connectors in the other namespaces it serves, made on first use. */
  const sides = new Map<ChainNamespace, Promise<Connector>>()
  function sideOf(side: ChainNamespace): Promise<Connector> {
    const known = sides.get(side)
    if (known) return known
    const accounts = sessionAccountMethods(side, base, {
      getProvider: () => lazy.get(),
      lastNetwork: parameters.lastNetwork,
      moveDefaultChain: false,
    })
    const made = import('./createSessionSide.js').then(
      ({ createSessionSide }) =>
        createSessionSide(side, {
          connector,
          accounts,
          lazy,
          provider: sideProvider(side, accounts),
        }),
      (error: unknown) => {
        sides.delete(side) // offline: the next call fetches the chunk again
        throw error
      },
    )
    sides.set(side, made)
    return made
  }

  /** The `connect()` in progress: cancelled before its pairing starts, or its pairing. */
  let pending: { cancelled: boolean; attempt?: PairingAttempt | undefined } | undefined
  /** The background retry in progress (`retryPairing`). */
  let retry: AbortController | undefined
  /** The pairing a background retry got a URI for: the next `connect()` takes it over. */
  let kept: KeptPairing | undefined
  /** The network the last `connect()` paired for: background retries pair for it too. */
  let lastNetwork: CaipNetwork | undefined
  /** The last sign-in request built, which background retries reuse while it is fresh. */
  let signIn:
    | { network: CaipNetwork | undefined; request: WalletConnectAuthRequest; at: number }
    | undefined

  /**
   * The one-click authentication request of a pairing. `connect()` builds a new one each time;
   * background retries reuse the last while it is under a minute old, so a relay that stays away
   * costs the app's server no nonce per retry, and the nonce (5 min by default) outlives the
   * 4 min of the QR code the retry may show.
   */
  async function signInRequest(network: CaipNetwork | undefined, reuse: boolean) {
    const last = signIn
    if (reuse && last && last.network === network && Date.now() - last.at < signInReuseMs) {
      return last.request
    }
    const request = await parameters.authenticate?.(network)
    signIn = request ? { network, request, at: Date.now() } : undefined
    return request
  }

  /**
   * Starts a pairing on `provider` (nothing if `cancelled()` by then). Its `done` closes the
   * provider when the relay failed, so the next pairing starts on a new socket.
   */
  async function startPairing(
    provider: WalletConnectProvider,
    network: CaipNetwork | undefined,
    authenticate: WalletConnectAuthRequest | undefined,
    hooks: { cancelled(): boolean; onUri?: () => void },
  ): Promise<KeptPairing> {
    // Pairing code rides with the SDK: no page pays for it before someone pairs.
    const [{ runPairingAttempt, buildNamespaces }, { ensureGlobalBuffer }] = await Promise.all([
      import('./runPairingAttempt.js'),
      import('./ensureGlobalBuffer.js'),
    ])
    if (authenticate) await ensureGlobalBuffer()
    if (hooks.cancelled()) throw pairingCancelled()
    const attempt = runPairingAttempt({
      provider,
      namespaces: buildNamespaces(parameters.networks, network, parameters.requests),
      relayUrl: parameters.relayUrl,
      onUri: (uri, expiresAt) => {
        pairing.setState({ uri, expiresAt })
        if (uri) hooks.onUri?.()
      },
      uriTimeoutMs: parameters.uriTimeoutMs,
      relayDropTimeoutMs: parameters.relayDropTimeoutMs,
      authenticate,
    })
    const done = attempt.done.then(
      (auths) => {
        // Its nonce is spent once a wallet signed: no retry may send it again.
        signIn = undefined
        return auths
      },
      async (error: { code?: unknown }) => {
        if (error.code === 'WALLET_CONNECT_UNAVAILABLE' && !provider.session) {
          lazy.forget(provider)
          await closeProvider(provider, storagePrefix())
        }
        throw error
      },
    )
    return { done, cancel: attempt.cancel, provider }
  }

  /** One pairing of a background retry: no connection attempt, the sign-in request reused. */
  async function pairInBackground(
    network: CaipNetwork | undefined,
    onUri: () => void,
    signal: AbortSignal,
  ): Promise<KeptPairing> {
    const provider = await lazy.get()
    // Connected meanwhile (a wallet answered an earlier pairing): nothing left to pair.
    if (provider.session) return { done: Promise.resolve([]), cancel: () => {}, provider }
    const authenticate = await signInRequest(network, true)
    const attempt = await startPairing(provider, network, authenticate, {
      cancelled: () => signal.aborted,
      onUri,
    })
    signal.addEventListener('abort', attempt.cancel, { once: true })
    attempt.done.then(
      () => signal.removeEventListener('abort', attempt.cancel),
      () => signal.removeEventListener('abort', attempt.cancel),
    )
    return attempt
  }

  const connector: WalletConnectConnector = {
    ...base,
    type: 'WALLET_CONNECT',
    chain: namespace,
    chains: served,
    async forNamespace(side) {
      if (side === namespace) return connector
      return served.includes(side as (typeof served)[number]) ? sideOf(side) : undefined
    },
    pairing,
    // A session without eip155 holds no EVM account; asking the SDK would send eth_accounts to
    // whichever chain it defaults to (a Solana one).
    async getAccounts() {
      const current = lazy.current()
      return current?.session && !holdsEip155(current) ? [] : base.getAccounts()
    },
    ...session?.methods,
    ...(primaryProvider ? { getProvider: () => primaryProvider } : {}),
    async connect({ network, signal } = {}) {
      // A background retry's pairing whose QR code is on show: this attempt goes on with it.
      const adopted = kept
      kept = undefined
      lastNetwork = network
      connector.cancelPairing()
      if (signal?.aborted) adopted?.cancel()
      signal?.throwIfAborted()
      const call: { cancelled: boolean; attempt?: PairingAttempt | undefined } = {
        cancelled: false,
        attempt: adopted,
      }
      pending = call
      // The kit gave up this attempt (superseded, modal closed, timed out): so does the pairing.
      const onAbort = () => pending === call && connector.cancelPairing()
      signal?.addEventListener('abort', onAbort, { once: true })
      try {
        const provider = adopted?.provider ?? (await lazy.get())
        let auths: readonly WalletConnectCacao[] = []
        if (adopted) auths = await adopted.done
        else if (!provider.session) {
          const authenticate = await signInRequest(network, false)
          call.attempt = await startPairing(provider, network, authenticate, {
            cancelled: () => call.cancelled,
          })
          auths = await call.attempt.done
        }
        // The exact text each signature is over, as the SDK formats a CACAO's payload. A wallet
        // without one-click authentication answered the plain proposal: no sign-in to hand on.
        const signIns =
          auths.length > 0
            ? auths.map((cacao) => ({
                message: provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
                signature: cacao.s.s,
              }))
            : undefined
        signal?.throwIfAborted()
        if (session) return (await session.load()).start(provider, network)
        // A wallet of other chains only (a Solana-only mobile wallet) leaves eip155 out of what
        // it approves: no accounts here, and `connect` fills the namespaces it did approve.
        if (!holdsEip155(provider)) {
          const chainId = network?.id ?? firstEvmNetwork?.id ?? 1
          return { accounts: [], chainId, ...(signIns ? { signIns } : {}) }
        }
        // Start on the network the user selected when the wallet approved it.
        const chains = provider.session?.namespaces.eip155?.chains ?? []
        if (network && chains.includes(network.caipNetworkId)) {
          provider.setDefaultChain(network.caipNetworkId)
        }
        const [accounts, chainId] = await Promise.all([base.getAccounts(), base.getChainId()])
        return { accounts, chainId, ...(signIns ? { signIns } : {}) }
      } finally {
        signal?.removeEventListener('abort', onAbort)
        if (pending === call) pending = undefined
      }
    },
    async retryPairing({ network = lastNetwork, signal } = {}) {
      connector.cancelPairing()
      signal?.throwIfAborted()
      const controller = new AbortController()
      retry = controller
      const onAbort = () => controller.abort(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      try {
        const { retryPairings } = await import('./retryPairings.js')
        const attempt = await retryPairings({
          pair: (onUri, stop) => pairInBackground(network, onUri, stop),
          signal: controller.signal,
        })
        kept = attempt
        // Lapsed before any connect() took it over (the relay dropped, a wallet rejected it).
        attempt.done.catch(() => {
          if (kept === attempt) kept = undefined
        })
      } finally {
        signal?.removeEventListener('abort', onAbort)
        if (retry === controller) retry = undefined
      }
    },
    async disconnect() {
      connector.cancelPairing()
      // Loads the SDK when a stored session must be ended before anything restored it.
      await endSession(lazy.current() ?? (await lazy.get().catch(() => undefined)))
    },
    async isAuthorized() {
      try {
        const provider = await lazy.get()
        return provider.session !== undefined && (await connector.getAccounts()).length > 0
      } catch {
        return false
      }
    },
    preload() {
      if (!disposed) lazy.get().catch(() => undefined)
    },
    cancelPairing() {
      retry?.abort(pairingCancelled())
      retry = undefined
      const standby = kept
      kept = undefined
      standby?.cancel()
      if (!pending) return
      pending.cancelled = true
      pending.attempt?.cancel()
      pending = undefined
    },
    getPeer: () => lazy.current()?.session?.peer.metadata,
    getWalletInfo() {
      const peer = connector.getPeer()
      const name = peer ? sanitizeWalletName(String(peer.name)) : ''
      return name ? { name, icon: sanitizeWalletIcon(peer?.icons?.[0]) } : undefined
    },
    async dispose() {
      if (disposed) return
      disposed = true
      connector.cancelPairing()
      const provider = lazy.current()
      lazy.forget(provider)
      // The prefix is free once this returns synchronously: a kit made right after this one
      // (a reload in tests, a remount) finds its stored session under the same prefix.
      const closing = provider ? closeProvider(provider, storagePrefix()) : undefined
      claim?.release()
      await closing
    },
  }
  return connector
}
