import type { AppKit } from '../AppKit.js'
import { storageKeys } from '../storage/storageKeys.js'

/**
 * Starts the kit on the network the user chose last (the stored active network, when it is still
 * configured), and every other namespace on its own last network, without a `switchNetwork`
 * event: nothing switched, the page was reloaded. Run at mount, before the stored connections
 * are restored, so a reload neither forgets the choice of a disconnected visitor nor shows the
 * default network for a moment before the wallet's.
 * @example restoreNetwork(appKit) // 'eip155:8453' when Base was chosen before the reload
 */
export function restoreNetwork(appKit: AppKit): string | undefined {
  const { storage, config } = appKit
  const { chains } = appKit.stores
  const configured = (id: string | undefined) =>
    config.networks.find((candidate) => candidate.caipNetworkId === id)
  // Each namespace's own last network first: a wallet restored there (Solana, whose network the
  // kit picks) comes back where it was, and no request goes to a network nobody chose.
  for (const namespace of chains.getState().namespaces) {
    const own = configured(storage.get(storageKeys.namespaceCaipNetworkId(namespace)))
    if (own?.chainNamespace === namespace) chains.setNetwork(namespace, { caipNetwork: own })
  }
  const network = configured(storage.get(storageKeys.activeCaipNetworkId))
  if (!network) return undefined
  chains.setNetwork(network.chainNamespace, { caipNetwork: network })
  chains.setActiveNamespace(network.chainNamespace)
  return network.caipNetworkId
}
