import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'
import type { syncConnection } from './syncConnection.js'

export interface SyncOtherNamespacesOptions {
  /**
   * `syncConnection`, handed in: a static import from this lazily loaded module would split it
   * out of the first-load chunk into a file of its own.
   */
  sync: typeof syncConnection
  /** The namespace the user was on when they connected: it stays the active one when filled. */
  previousActive: ChainNamespace
}

/**
 * Fills the other namespaces one connection serves (a WalletConnect session the wallet approved
 * on EVM and Solana). A namespace already connected, or connecting, through another wallet is
 * left to it; one the wallet approved nothing in stays as it was. The namespace the user was on
 * becomes the active one again when the session filled it. Loaded with `import()` by `connect`.
 * @example await syncOtherNamespaces(appKit, walletConnect, { sync: syncConnection, previousActive })
 */
export async function syncOtherNamespaces(
  appKit: AppKit,
  connector: Connector,
  { sync, previousActive }: SyncOtherNamespacesOptions,
): Promise<void> {
  const { chains, connectors } = appKit.stores
  for (const namespace of connector.chains ?? []) {
    if (namespace === connector.chain || !chains.getState().namespaces.includes(namespace)) continue
    const holder = connectors.getSession(namespace)?.connector
    const busy = chains.getAccount(namespace).status !== 'disconnected'
    if (busy && holder?.id !== connector.id) continue
    try {
      const side = await connector.forNamespace?.(namespace)
      if (!side) continue
      const network = chains.getNetwork(namespace).caipNetwork
      const connection = await side.connect(network ? { network } : {})
      sync(appKit, side, connection, { activate: namespace === previousActive })
    } catch (error) {
      appKit.logger.debug(`The wallet approved no ${namespace} account`, error)
    }
  }
}
