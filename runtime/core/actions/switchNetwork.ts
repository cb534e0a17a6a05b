import type { CaipNetworkId } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { SwitchNetworkNotFoundError } from '../errors/SwitchNetworkNotFoundError.js'
import { storageKeys } from '../storage/storageKeys.js'

export interface SwitchNetworkParameters {
  caipNetworkId: CaipNetworkId
}
export type SwitchNetworkReturnType = void
export type SwitchNetworkErrorType = SwitchNetworkNotFoundError

/**
 * Selects a configured network (SPEC section 4): nothing happens when it is already active; an id
 * that is not configured raises SWITCH_NETWORK_NOT_FOUND. Without a connected wallet this selects
 * the network the next connection starts on.
 * @example await switchNetwork(appKit, { caipNetworkId: 'eip155:8453' })
 */
export async function switchNetwork(
  appKit: AppKit,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const target = appKit.config.networks.find((network) => network.caipNetworkId === caipNetworkId)
  if (!target) {
    throw new SwitchNetworkNotFoundError({
      caipNetworkId,
      configured: appKit.config.networks.map((network) => network.caipNetworkId),
    })
  }
  const chains = appKit.stores.chains
  const namespace = target.chainNamespace
  const current = chains.getNetwork(namespace).caipNetwork?.caipNetworkId
  if (current === caipNetworkId && chains.getState().activeNamespace === namespace) return
  chains.setNetwork(namespace, { caipNetwork: target })
  chains.setActiveNamespace(namespace)
  appKit.storage.set(storageKeys.activeCaipNetworkId, caipNetworkId)
  appKit.storage.set(storageKeys.activeNamespace, namespace)
}
