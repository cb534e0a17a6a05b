import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector, ConnectorConnection } from '../connectors/Connector.js'
import type { CaipAddress } from '../state/AccountState.js'
import type { syncConnection } from './syncConnection.js'

export interface SyncOtherNamespacesOptions {
  /**
   * `syncConnection`, handed in: a static import from this lazily loaded module would split it
   * out of the first-load chunk into a file of its own.
   */
  sync: typeof syncConnection
  /** The namespace the user was on when they connected: it stays the active one when filled. */
  previousActive: ChainNamespace
  /**
   * Whether the connector's own namespace got an account (default true). When it did not (a
   * Solana-only wallet answering an EVM + Solana proposal), one namespace the wallet approved
   * stands in for it: the one the user was on, else the first, which becomes the active one and
   * is connected even where another wallet held it, as the user's own choice of wallet.
   */
  primaryConnected?: boolean
}

/** A namespace the session filled. */
export interface FilledNamespace {
  namespace: ChainNamespace
  connector: Connector
  connection: ConnectorConnection
  caipAddress: CaipAddress
  supported: boolean
}

/**
 * Fills the other namespaces one connection serves (a WalletConnect session the wallet approved
 * on EVM and Solana). A namespace already connected, or connecting, through another wallet is
 * left to it; one the wallet approved nothing in stays as it was. The namespace the user was on
 * becomes the active one again when the session filled it. Returns the namespaces filled, the
 * one standing in for the connector's own first (see `primaryConnected`). Loaded with `import()`
 * by `connect`.
 * @example await syncOtherNamespaces(appKit, walletConnect, { sync: syncConnection, previousActive })
 */
export async function syncOtherNamespaces(
  appKit: AppKit,
  connector: Connector,
  { sync, previousActive, primaryConnected = true }: SyncOtherNamespacesOptions,
): Promise<FilledNamespace[]> {
  const { chains, connectors } = appKit.stores
  const approved: {
    namespace: ChainNamespace
    side: Connector
    connection: ConnectorConnection
  }[] = []
  for (const namespace of connector.chains ?? []) {
    if (namespace === connector.chain || !chains.getState().namespaces.includes(namespace)) continue
    try {
      const side = await connector.forNamespace?.(namespace)
      if (!side) continue
      const network = chains.getNetwork(namespace).caipNetwork
      approved.push({ namespace, side, connection: await side.connect(network ? { network } : {}) })
    } catch (error) {
      appKit.logger.debug(`The wallet approved no ${namespace} account`, error)
    }
  }
  const lead = primaryConnected
    ? undefined
    : (approved.find((entry) => entry.namespace === previousActive) ?? approved[0])
  const filled: FilledNamespace[] = []
  for (const entry of lead ? [lead, ...approved.filter((each) => each !== lead)] : approved) {
    const { namespace, side, connection } = entry
    const holder = connectors.getSession(namespace)?.connector
    const busy = chains.getAccount(namespace).status !== 'disconnected'
    if (entry !== lead && busy && holder?.id !== connector.id) continue
    try {
      const activate = entry === lead || namespace === previousActive
      filled.push({
        namespace,
        connector: side,
        connection,
        ...sync(appKit, side, connection, { activate }),
      })
    } catch (error) {
      appKit.logger.debug(`The wallet approved no ${namespace} account`, error)
    }
  }
  return filled
}
