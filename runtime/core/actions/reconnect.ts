import { emailLoginSite } from '../../../schema/grammar/emailLoginSite.js'
import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'
import { findStoredConnector, isStoredConnector } from '../connectors/findStoredConnector.js'
import { loadAuth } from '../kernel.js'
import { storageKeys } from '../storage/storageKeys.js'
import { disconnect } from './disconnect.js'
import { showUnsupportedChain } from './showUnsupportedChain.js'
import { syncConnection } from './syncConnection.js'

export interface ReconnectParameters {
  /**
   * How long to wait for the stored wallet to show up (default 500 ms). EIP-6963 wallets answer a
   * request at once; the wait covers extensions that inject a little after the page starts.
   */
  timeoutMs?: number
}
/** The namespaces whose connection was restored. */
export type ReconnectReturnType = readonly ChainNamespace[]
/** Never thrown: a connection that cannot be restored leaves its namespace disconnected. */
export type ReconnectErrorType = never

/** `connector`'s side in `namespace` (a WalletConnect session holding it beside its primary one). */
async function sideOf(
  connector: Connector | undefined,
  namespace: ChainNamespace,
): Promise<Connector | undefined> {
  return connector?.forNamespace?.(namespace)
}

/**
 * Queues the namespaces `connector`'s connection also serves (an email login's Solana side, a
 * WalletConnect session's other chains) that are not queued yet, not connected through another
 * wallet and not disconnected from it by the user. `connect` fills them after the first
 * namespace shows connected: a page reloaded in between stored only that one, and the login's
 * other side comes back all the same.
 */
function queueServed(
  appKit: AppKit,
  connector: Connector,
  queue: { namespace: ChainNamespace; connectorId: string; served?: true }[],
): void {
  const { chains } = appKit.stores
  for (const namespace of connector.chains ?? []) {
    if (!chains.getState().namespaces.includes(namespace)) continue
    if (queue.some((entry) => entry.namespace === namespace)) continue
    if (chains.getAccount(namespace).status !== 'disconnected') continue
    const disconnected = appKit.storage.get(storageKeys.disconnectedConnectorIds(namespace)) ?? []
    if (disconnected.some((id) => isStoredConnector(connector, id))) continue
    queue.push({ namespace, connectorId: connector.id, served: true })
  }
}

/** The wait of SPEC section 9's "ready delay". */
const reconnectTimeoutMs = 500

/**
 * Restores the stored connections at start (SPEC section 4), without any wallet prompt: for each
 * namespace with a stored connector that was not disconnected by the user, the connector is looked
 * up (announced wallets by rdns, since their uuid changes per page load, and only when exactly one
 * claims it), asked whether the site is still authorized (`eth_accounts`; for WalletConnect,
 * whether its stored session is alive, which is the only time its SDK loads at start) and synced.
 * With `enableReconnect: false` the stored connections are disconnected instead (a WalletConnect
 * session is ended in the wallet too, an email login at the secure site). An email sign-out the
 * secure site never confirmed is tried again. `appKit.mount()` runs it in the browser;
 * `appKit.ready` resolves when it is done.
 * @example
 * await reconnect(appKit) // ['eip155'] when the wallet was restored
 */
export async function reconnect(
  appKit: AppKit,
  parameters: ReconnectParameters = {},
): Promise<ReconnectReturnType> {
  const { storage, logger } = appKit
  const { chains, connectors } = appKit.stores
  const stored = chains
    .getState()
    .namespaces.map((namespace) => ({
      namespace,
      connectorId: storage.get(storageKeys.connectedConnectorId(namespace)),
    }))
    .filter((entry): entry is { namespace: ChainNamespace; connectorId: string } =>
      Boolean(entry.connectorId),
    )
  const emailLogins = stored.filter((entry) => entry.connectorId === 'auth')
  const emailLoginOffered = 'site' in emailLoginSite(appKit.config, globalThis.location?.origin)
  // A sign-out the secure site never confirmed (the page was offline, or closed first) wins over
  // restoring: a login made since would have dropped the marker.
  const signOutPending = storage.get(storageKeys.signOutPending) !== undefined
  const endsEmailLogin =
    signOutPending || (!appKit.config.enableReconnect && emailLogins.length > 0)
  // Recorded before anything else (no try made yet), so a page that closes first leaves it for
  // the next start.
  if (endsEmailLogin && !signOutPending) storage.set(storageKeys.signOutPending, 0)

  if (!appKit.config.enableReconnect && stored.length > 0) {
    // One connection may hold several namespaces: each is ended once.
    for (const connectorId of new Set(stored.map((entry) => entry.connectorId))) {
      // A WalletConnect session lives on in the wallet too: end it there, not only here.
      const connector = connectors.getConnector(connectorId)
      if (connector?.type === 'WALLET_CONNECT') await connector.disconnect().catch(() => undefined)
    }
    await disconnect(appKit, { keepOpen: true })
  } else if (signOutPending) {
    for (const { namespace } of emailLogins) await disconnect(appKit, { namespace, keepOpen: true })
  }
  if (endsEmailLogin && emailLoginOffered) {
    // An email login lives on at the secure site, whose frame has to load first: ended in the
    // background, once the kit has forgotten it, so the page is not held up.
    void loadAuth()
      .then((auth) => auth.authOf(appKit).endStoredLogin())
      .catch((error: unknown) => logger.warn('Could not end the stored email login', error))
  }
  if (!appKit.config.enableReconnect) return []

  const restored: ChainNamespace[] = []
  // The namespace the user was on stays active (restoreNetwork chose it from storage); the others
  // are filled beside it.
  const activation = { activate: false }
  // The stored namespaces, then those a restored connection also serves that storage never
  // recorded (appended by `queueServed`; an array's iterator visits what is appended).
  const queue: { namespace: ChainNamespace; connectorId: string; served?: true }[] = [...stored]
  for (const { namespace, connectorId, served } of queue) {
    const disconnected = storage.get(storageKeys.disconnectedConnectorIds(namespace)) ?? []
    if (disconnected.includes(connectorId)) continue
    // Bounded, and superseded when the user starts a connection meanwhile: a wallet that answers
    // late (or never) cannot take over, nor hold the page on "connecting".
    if (connectorId === 'auth' && !emailLoginOffered) {
      // Stored under a config that offered email login: no secure site to restore it from now.
      // Forgotten at once, so no later start loads the embedded wallet's code for it again.
      await disconnect(appKit, { namespace, keepOpen: true })
      continue
    }
    const attempt = appKit.connectionAttempts.begin('restore')
    chains.setAccount(namespace, { status: 'connecting' })
    try {
      // The embedded wallet's code arrives on demand: fetched first, it lists its connector.
      if (connectorId === 'auth') await attempt.race(loadAuth().then((auth) => auth.authOf(appKit)))
      const found = await attempt.race(
        connectors.waitForConnector(
          (list) => findStoredConnector(list, connectorId),
          parameters.timeoutMs ?? reconnectTimeoutMs,
        ),
      )
      // One WalletConnect session may hold this namespace beside its primary one.
      const connector =
        found?.chain === namespace ? found : await attempt.race(sideOf(found, namespace))
      if (!connector || disconnected.some((id) => isStoredConnector(connector, id))) {
        attempt.finish()
        chains.setAccount(namespace, { status: 'disconnected' })
        continue
      }
      if (!(await attempt.race(connector.isAuthorized()))) {
        attempt.finish()
        // The wallet forgot the site (revoked in the wallet): so does the kit.
        chains.setAccount(namespace, { status: 'disconnected' })
        await disconnect(appKit, { namespace, keepOpen: true })
        continue
      }
      const [accounts, chainId] = await attempt.race(
        Promise.all([connector.getAccounts(), connector.getChainId()]),
      )
      attempt.finish()
      const { supported } = syncConnection(appKit, connector, { accounts, chainId }, activation)
      restored.push(namespace)
      // Restored next: with no await before the next turn marks it connecting, no render shows
      // this namespace connected and the connection's other one disconnected (a switch there
      // then would ask for another wallet).
      queueServed(appKit, connector, queue)
      if (!supported) await showUnsupportedChain(appKit)
    } catch (error) {
      attempt.finish()
      // The user started a connection meanwhile: the state is that attempt's to set, and the
      // restore stops here (restoring the next namespace would begin an attempt that ends theirs).
      if (attempt.superseded) break
      chains.setAccount(namespace, { status: 'disconnected' })
      // A connection's other namespace may hold nothing (a WalletConnect wallet that approved
      // no Solana account): no fault then.
      if (served) {
        logger.debug(`The restored connection holds no ${namespace} account`, error)
        continue
      }
      // SPEC section 4: on sync error the namespace is disconnected without closing the modal.
      // The stored connection is kept: the next page load tries again.
      logger.warn(`Could not restore the ${namespace} wallet connection`, error)
    }
  }
  const active = chains.getState().activeNamespace
  const first = restored[0]
  if (first && !restored.includes(active) && chains.getAccount(active).status !== 'connected') {
    chains.setActiveNamespace(first)
    storage.set(storageKeys.activeNamespace, first)
  }
  return restored
}
