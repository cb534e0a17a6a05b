import type { ChainNamespace } from '../../../schema/index.js'
import {
  type AppKit,
  BaseError,
  type Connector,
  connect,
  disconnect,
  emailLoginSite,
  findStoredConnector,
  isStoredConnector,
  loadAuth,
  type StoredConnection,
  storageKeys,
  syncConnection,
} from '../kernel.js'
import { displayAuthName } from './displayAuthName.js'
import type { WalletConnection, WalletConnectionState } from './WalletConnection.js'

/** How long a switch waits for a stored wallet to show up in the page (as reconnect does). */
const connectorLookupMs = 1000

/**
 * The wallet connections of an instance, per namespace (multi-wallet): recorded as they connect,
 * kept in storage, each with its state; the one in use switched and any one disconnected without
 * the others.
 */
export interface ConnectionBook {
  /** Every namespace's connections, in the config's namespace order, oldest first. */
  getConnections(): readonly WalletConnection[]
  /** Called with the list now and on every change; returns the function that stops it. */
  subscribe(listener: (connections: readonly WalletConnection[]) => void): () => void
  /**
   * Makes a known connection the one in use: without a prompt when its wallet still authorizes
   * the site, else through the wallet's connect prompt. The account, network and provider follow.
   */
  switchTo(namespace: ChainNamespace, connectorId: string): Promise<void>
  /**
   * Ends one connection and forgets it; the others stay. Ending the one in use leaves the
   * namespace disconnected (the others stay known, to switch to).
   */
  disconnectOne(namespace: ChainNamespace, connectorId: string): Promise<void>
  /** Ends every connection of `namespace` (default: of every namespace). */
  disconnectAll(namespace?: ChainNamespace): Promise<void>
  /** Asks each browser wallet not in use whether it is still there and still authorizes the site. */
  verify(): Promise<void>
  dispose(): void
}

const keyOf = (namespace: ChainNamespace, connectorId: string) => `${namespace} ${connectorId}`

/**
 * Creates the connection book of `appKit` and starts recording: a connected namespace's
 * connector is added (or its record refreshed) a microtask after the state says connected, once
 * the connector's session is set; a disconnect forgets that connection, and one the wallet ended
 * by itself hands over to the most recent other connection it can reach without a prompt.
 * @example
 * const book = createConnectionBook(appKit)
 * book.subscribe((connections) => render(connections))
 */
export function createConnectionBook(appKit: AppKit): ConnectionBook {
  const { chains, connectors } = appKit.stores
  const { storage, logger } = appKit
  const namespaces = chains.getState().namespaces
  const records = new Map<ChainNamespace, StoredConnection[]>(
    namespaces.map((namespace) => [
      namespace,
      [...(storage.get(storageKeys.connections(namespace)) ?? [])],
    ]),
  )
  const unreachable = new Set<string>()
  const listeners = new Set<(connections: readonly WalletConnection[]) => void>()
  let busy = false
  let last = ''
  let disposed = false

  const recordsOf = (namespace: ChainNamespace) => records.get(namespace) ?? []
  function save(namespace: ChainNamespace, list: StoredConnection[]): void {
    records.set(namespace, list)
    storage.set(storageKeys.connections(namespace), list)
  }

  function connectorOf(namespace: ChainNamespace): Connector | undefined {
    const account = chains.getAccount(namespace)
    if (account.status !== 'connected' || !account.address) return undefined
    return connectors.getSession(namespace)?.connector
  }

  function stateOf(namespace: ChainNamespace, record: StoredConnection): WalletConnectionState {
    const current = connectorOf(namespace)
    if (current && isStoredConnector(current, record.connectorId)) return 'connected'
    return unreachable.has(keyOf(namespace, record.connectorId)) ? 'disconnected' : 'active'
  }

  function iconOf(connectorId: string): string | undefined {
    const live = findStoredConnector(connectors.getState().connectors, connectorId)
    return live?.getWalletInfo?.()?.icon ?? live?.icon
  }

  function getConnections(): readonly WalletConnection[] {
    return namespaces.flatMap((namespace) =>
      recordsOf(namespace).map((record) => {
        const current = connectorOf(namespace)
        const inUse = current && isStoredConnector(current, record.connectorId)
        const icon = inUse
          ? chains.getAccount(namespace).connectedWalletInfo?.icon
          : iconOf(record.connectorId)
        return {
          namespace,
          ...record,
          ...(icon ? { icon } : {}),
          state: stateOf(namespace, record),
        }
      }),
    )
  }

  function notify(): void {
    if (disposed) return
    const connections = getConnections()
    const text = JSON.stringify(connections)
    if (text === last) return
    last = text
    for (const listener of listeners) listener(connections)
  }

  /** Records the connection in use of each connected namespace. */
  function capture(): void {
    for (const namespace of namespaces) {
      const connector = connectorOf(namespace)
      if (!connector) continue
      const account = chains.getAccount(namespace)
      const caipNetworkId = chains.getNetwork(namespace).caipNetwork?.caipNetworkId
      const authName =
        connector.type === 'AUTH'
          ? displayAuthName({
              username: account.user?.username,
              socialProvider: account.socialProvider,
              email: storage.get(storageKeys.email) ?? account.user?.email,
            })
          : undefined
      const record: StoredConnection = {
        connectorId: connector.id,
        name: account.connectedWalletInfo?.name ?? connector.name,
        accounts: account.allAccounts.map(({ address }) => ({ address })),
        ...(caipNetworkId ? { caipNetworkId } : {}),
        ...(authName ? { authName } : {}),
      }
      const list = recordsOf(namespace)
      const index = list.findIndex((each) => isStoredConnector(connector, each.connectorId))
      if (index >= 0 && JSON.stringify(list[index]) === JSON.stringify(record)) continue
      unreachable.delete(keyOf(namespace, connector.id))
      save(
        namespace,
        index >= 0 ? list.map((each, at) => (at === index ? record : each)) : [...list, record],
      )
    }
    notify()
  }

  function forget(namespace: ChainNamespace, connectorId: string): void {
    const list = recordsOf(namespace)
    // The id may be this page load's for a record stored under an earlier one (EIP-6963 uuids).
    const live = connectors.getConnector(connectorId)
    const kept = list.filter(
      (each) =>
        each.connectorId !== connectorId && !(live && isStoredConnector(live, each.connectorId)),
    )
    unreachable.delete(keyOf(namespace, connectorId))
    if (kept.length !== list.length) save(namespace, kept)
    notify()
  }

  /** The connector of a stored id in `namespace`, loading the embedded wallet's code for it. */
  async function findConnector(
    namespace: ChainNamespace,
    connectorId: string,
  ): Promise<Connector | undefined> {
    if (connectorId === 'auth') {
      if (!('site' in emailLoginSite(appKit.config, globalThis.location?.origin))) return undefined
      await loadAuth().then((auth) => auth.authOf(appKit))
    }
    const found = await connectors.waitForConnector(
      (list) => findStoredConnector(list, connectorId),
      connectorLookupMs,
    )
    if (!found) return undefined
    return found.chain === namespace ? found : found.forNamespace?.(namespace)
  }

  /** Syncs `connector` without a prompt when it still authorizes the site; false otherwise. */
  async function resume(connector: Connector): Promise<boolean> {
    if (!(await connector.isAuthorized())) return false
    const [accounts, chainId] = await Promise.all([connector.getAccounts(), connector.getChainId()])
    if (accounts.length === 0) return false
    syncConnection(appKit, connector, { accounts, chainId })
    return true
  }

  async function switchTo(namespace: ChainNamespace, connectorId: string): Promise<void> {
    const record = recordsOf(namespace).find((each) => each.connectorId === connectorId)
    if (!record) {
      throw new BaseError('No connector found for connection', {
        code: 'CONNECTOR_NOT_FOUND',
        details: `No ${namespace} connection with the connector "${connectorId}" is known.`,
      })
    }
    if (stateOf(namespace, record) === 'connected') return
    busy = true
    try {
      const connector = await findConnector(namespace, connectorId)
      if (!connector) {
        unreachable.add(keyOf(namespace, connectorId))
        notify()
        throw new BaseError('No connector found for connection', {
          code: 'CONNECTOR_NOT_FOUND',
          details: `The wallet "${record.name}" is not on this page.`,
        })
      }
      if (await resume(connector)) return
      // The wallet forgot the site: connecting again asks it, as a first connection would.
      unreachable.add(keyOf(namespace, connectorId))
      notify()
      await connect(appKit, { connectorId: connector.id })
    } finally {
      busy = false
      capture()
    }
  }

  async function disconnectOne(namespace: ChainNamespace, connectorId: string): Promise<void> {
    const record = recordsOf(namespace).find((each) => each.connectorId === connectorId)
    if (!record) return
    if (stateOf(namespace, record) === 'connected') {
      busy = true
      try {
        await disconnect(appKit, { namespace, keepOpen: true })
      } finally {
        busy = false
      }
      forget(namespace, connectorId)
      return
    }
    const live = findStoredConnector(connectors.getState().connectors, connectorId)
    // A connector in use in another namespace (one WalletConnect session or one email login on
    // EVM and Solana) keeps its session: ending it would end that namespace's connection too.
    const shared =
      live && namespaces.some((other) => connectors.getSession(other)?.connector === live)
    if (live && !shared) {
      await live.disconnect().catch((error: unknown) => logger.warn('Failed to disconnect', error))
    }
    forget(namespace, connectorId)
  }

  async function disconnectAll(namespace?: ChainNamespace): Promise<void> {
    for (const each of namespace ? [namespace] : namespaces) {
      for (const record of [...recordsOf(each)].reverse()) {
        await disconnectOne(each, record.connectorId)
      }
    }
  }

  /** After the wallet in use ended the connection itself: the most recent reachable other one. */
  async function handOver(namespace: ChainNamespace): Promise<void> {
    for (const record of [...recordsOf(namespace)].reverse()) {
      if (chains.getAccount(namespace).status !== 'disconnected') return
      try {
        const connector = await findConnector(namespace, record.connectorId)
        if (connector && (await resume(connector))) return
      } catch (error) {
        logger.debug(`Could not resume the ${record.name} connection`, error)
      }
      unreachable.add(keyOf(namespace, record.connectorId))
    }
    notify()
  }

  async function verify(): Promise<void> {
    for (const namespace of namespaces) {
      for (const record of recordsOf(namespace)) {
        if (stateOf(namespace, record) === 'connected') continue
        const live = findStoredConnector(connectors.getState().connectors, record.connectorId)
        // Only browser wallets answer without loading anything: WalletConnect and the embedded
        // wallet are checked when a switch asks for them.
        if (record.connectorId === 'auth' || record.connectorId === 'walletConnect') continue
        let reachable = false
        try {
          reachable = live !== undefined && (await live.isAuthorized())
        } catch {
          reachable = false
        }
        const key = keyOf(namespace, record.connectorId)
        if (reachable) unreachable.delete(key)
        else unreachable.add(key)
      }
    }
    notify()
  }

  const stops = [
    chains.subscribe(() => queueMicrotask(capture)),
    connectors.subscribe(() => queueMicrotask(notify)),
    appKit.events.on('disconnectSuccess', ({ namespace, connectorId, byWallet }) => {
      if (!connectorId) return
      forget(namespace, connectorId)
      if (byWallet && !busy) void handOver(namespace)
    }),
  ]
  queueMicrotask(capture)

  return {
    getConnections,
    subscribe(listener) {
      listeners.add(listener)
      listener(getConnections())
      return () => listeners.delete(listener)
    },
    switchTo,
    disconnectOne,
    disconnectAll,
    verify,
    dispose() {
      disposed = true
      for (const stop of stops) stop()
      listeners.clear()
    },
  }
}
