import type { AppKit } from '../AppKit.js'
import { storageKeys } from '../storage/storageKeys.js'

/**
 * Starts the kit on the network the user chose last (the stored active network, when it is still
 * configured), without a `switchNetwork` event: nothing switched, the page was reloaded. Run at
 * mount, before the stored connection is restored, so a reload neither forgets the choice of a
 * disconnected visitor nor shows the default network for a moment before the wallet's.
 * @example restoreNetwork(appKit) // 'eip155:8453' when Base was chosen before the reload
 */
export function restoreNetwork(appKit: AppKit): string | undefined {
  const saved = appKit.storage.get(storageKeys.activeCaipNetworkId)
  const network = appKit.config.networks.find((candidate) => candidate.caipNetworkId === saved)
  if (!network) return undefined
  const { chains } = appKit.stores
  chains.setNetwork(network.chainNamespace, { caipNetwork: network })
  chains.setActiveNamespace(network.chainNamespace)
  return network.caipNetworkId
}
