import type { CaipNetwork, ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { storageKeys } from '../storage/storageKeys.js'

/**
 * Makes `network` the namespace's network: the network state, the account's CAIP address (whose
 * middle part is the chain), the namespace's stored network and the stored active network
 * (configured networks only; the active one only when `remember`: by default when the namespace
 * is the active one, so a wallet of another namespace moving chains does not change where the
 * next page load starts) and the `switchNetwork` event
 * when it actually changed. A changed network drops the old balance, which belonged to the other
 * chain.
 * @example applyNetwork(appKit, 'eip155', base, true)
 */
export function applyNetwork(
  appKit: AppKit,
  namespace: ChainNamespace,
  network: CaipNetwork,
  supported: boolean,
  remember = appKit.stores.chains.getState().activeNamespace === namespace,
): void {
  const chains = appKit.stores.chains
  const previous = chains.getNetwork(namespace).caipNetwork
  const changed = previous?.caipNetworkId !== network.caipNetworkId
  if (changed || previous !== network) chains.setNetwork(namespace, { caipNetwork: network })
  const { address } = chains.getAccount(namespace)
  if (address) {
    chains.setAccount(namespace, {
      caipAddress: `${namespace}:${network.id}:${address}`,
      ...(changed ? { balance: undefined, balanceSymbol: undefined } : {}),
    })
  }
  if (supported) {
    appKit.storage.set(storageKeys.namespaceCaipNetworkId(namespace), network.caipNetworkId)
    if (remember) appKit.storage.set(storageKeys.activeCaipNetworkId, network.caipNetworkId)
  }
  if (!changed) return
  appKit.events.emit('switchNetwork', {
    namespace,
    caipNetworkId: network.caipNetworkId,
    previousCaipNetworkId: previous?.caipNetworkId,
    supported,
  })
}
