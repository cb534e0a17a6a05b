import type { AppKit } from '../AppKit.js'
import type { Connector } from '../connectors/Connector.js'
import { syncConnection } from './syncConnection.js'

/**
 * Fills the other namespaces one connection serves (a WalletConnect session the wallet approved
 * on EVM and Solana): each gets its account, without becoming the active one. A namespace the
 * wallet approved nothing in stays as it was.
 * @example await syncOtherNamespaces(appKit, walletConnect)
 */
export async function syncOtherNamespaces(appKit: AppKit, connector: Connector): Promise<void> {
  const { chains } = appKit.stores
  for (const namespace of connector.chains ?? []) {
    if (namespace === connector.chain || !chains.getState().namespaces.includes(namespace)) continue
    try {
      const side = await connector.forNamespace?.(namespace)
      if (!side) continue
      const network = chains.getNetwork(namespace).caipNetwork
      const connection = await side.connect(network ? { network } : {})
      syncConnection(appKit, side, connection, { activate: false })
    } catch (error) {
      appKit.logger.debug(`The wallet approved no ${namespace} account`, error)
    }
  }
}
