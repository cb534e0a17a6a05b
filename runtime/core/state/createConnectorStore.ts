import type { ChainNamespace } from '../../../schema/index.js'
import type { DiscoveryPage, WalletDiscovery } from '../adapters/ChainAdapter.js'
import type { Connector } from '../connectors/Connector.js'
import { createStore, type Store } from '../store/createStore.js'

/** The wallets the page offers: announced ones in arrival order, then 'Browser Wallet'. */
export interface ConnectorState {
  connectors: readonly Connector[]
}

/** The connector holding a namespace's connection, and the end of its event forwarding. */
export interface ConnectorSession {
  connector: Connector
  unsubscribe(): void
}

/** The window discovery runs in: `window`, or a stand-in in tests. */
export type ConnectorWindow = DiscoveryPage

export interface ConnectorStore extends Store<ConnectorState> {
  /** The connector with this id; when nobody is watching, the page is asked once first. */
  getConnector(id: string): Connector | undefined
  /**
   * Watches the page until `match` picks a connector, at most `timeoutMs`; `undefined` on timeout
   * or when the store is disposed meanwhile.
   */
  waitForConnector(
    match: (connectors: readonly Connector[]) => Connector | undefined,
    timeoutMs: number,
  ): Promise<Connector | undefined>
  getSession(namespace: ChainNamespace): ConnectorSession | undefined
  /** Replaces the namespace's session; the previous one stops forwarding wallet events. */
  setSession(namespace: ChainNamespace, session: ConnectorSession | undefined): void
  /**
   * Lists a connector created on demand (the embedded wallet's, whose code loads with email
   * login), after the discovered ones.
   */
  add(connector: Connector): void
  /** Stops discovery, ends every session's event forwarding and cancels waits (instance teardown). */
  dispose(): void
}

export interface CreateConnectorStoreOptions {
  /**
   * One discovery per namespace adapter that has browser wallets (none outside the browser: the
   * store then lists only WalletConnect).
   */
  discoveries: readonly WalletDiscovery[]
  /** The WalletConnect connector, listed last from the start (it needs no page to discover). */
  walletConnect?: Connector | undefined
}

/**
 * The browser wallets of an instance (`appKit.stores.connectors`). Discovery listeners are attached
 * only while someone subscribes (the Connect view, a reconnect in progress) and are re-asked each
 * time, so a wallet that loaded late shows up the next time the list is watched. Connectors keep
 * their identity across scans.
 * @example
 * const connectors = createConnectorStore({ discoveries: [createEip155Discovery(window, options)] })
 * const stop = connectors.subscribe(({ connectors }) => render(connectors))
 */
export function createConnectorStore(options: CreateConnectorStoreOptions): ConnectorStore {
  let disposed = false
  let stopDiscovery: (() => void) | undefined
  const sessions = new Map<ChainNamespace, ConnectorSession>()
  const waits = new Set<() => void>()

  const always = options.walletConnect ? [options.walletConnect] : []
  function publish(): void {
    const next = [...options.discoveries.flatMap((discovery) => discovery.current()), ...always]
    const current = store.getState().connectors
    if (next.length !== current.length || next.some((c, i) => c !== current[i])) {
      store.setState({ connectors: next })
    }
  }

  function scan(): () => void {
    if (disposed || options.discoveries.length === 0) return () => undefined
    const stops = options.discoveries.map((discovery) => discovery.scan(() => publish()))
    stopDiscovery = () => {
      stopDiscovery = undefined
      for (const stop of stops) stop()
    }
    return stopDiscovery
  }

  const store = createStore<ConnectorState>({ connectors: always }, { onActive: scan })
  const find = (id: string) => store.getState().connectors.find((c) => c.id === id)

  return {
    ...store,
    getConnector(id) {
      if (!find(id) && !stopDiscovery) scan()()
      return find(id)
    },
    waitForConnector(match, timeoutMs) {
      return new Promise((resolve) => {
        let done = false
        let timer: ReturnType<typeof setTimeout> | undefined
        let unsubscribe: (() => void) | undefined
        const finish = (connector: Connector | undefined) => {
          if (done) return
          done = true
          clearTimeout(timer)
          unsubscribe?.()
          waits.delete(cancel)
          resolve(connector)
        }
        const cancel = () => finish(undefined)
        const check = () => {
          const connector = match(store.getState().connectors)
          if (connector) finish(connector)
        }
        if (disposed) return cancel()
        waits.add(cancel)
        // Subscribing starts discovery, and wallets answer the request synchronously, one after
        // the other: matching only once they all did lets `match` see two claimants of one rdns.
        // Later announcements are matched a microtask after they arrive, for the same reason.
        unsubscribe = store.subscribe(() => queueMicrotask(check))
        check()
        if (!done) timer = setTimeout(cancel, timeoutMs)
      })
    },
    add(connector) {
      if (!always.includes(connector)) always.unshift(connector)
      publish()
    },
    getSession: (namespace) => sessions.get(namespace),
    setSession(namespace, session) {
      const previous = sessions.get(namespace)
      if (previous === session) return
      previous?.unsubscribe()
      // A connection that completes after teardown must not leave listeners on the wallet.
      if (session && disposed) session.unsubscribe()
      else if (session) sessions.set(namespace, session)
      else sessions.delete(namespace)
    },
    dispose() {
      disposed = true
      stopDiscovery?.()
      for (const cancel of [...waits]) cancel()
      for (const session of sessions.values()) session.unsubscribe()
      sessions.clear()
    },
  }
}
