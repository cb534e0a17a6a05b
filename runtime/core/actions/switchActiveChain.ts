import type { CaipNetwork } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import { SwitchNetworkNotFoundError } from '../errors/SwitchNetworkNotFoundError.js'
import { storageKeys } from '../storage/storageKeys.js'
import { applyNetwork } from './applyNetwork.js'

export interface SwitchActiveChainParameters {
  /** A configured network of the namespace to make active. */
  network: Pick<CaipNetwork, 'caipNetworkId'>
}
export type SwitchActiveChainReturnType = undefined
/** SWITCH_NETWORK_NOT_FOUND for a network the config does not list. */
export type SwitchActiveChainErrorType = SwitchNetworkNotFoundError

/**
 * Makes a network of another namespace the active one without asking any wallet (the
 * SwitchActiveChain view's step before connecting there): the network is selected for its
 * namespace, the namespace becomes active and both are stored, so the next connection is on it.
 * Wallets connected on other namespaces stay connected.
 * @example
 * await switchActiveChain(appKit, { network: solanaMainnet })
 * appKit.router.push({ view: 'Connect' })
 */
export async function switchActiveChain(
  appKit: AppKit,
  { network }: SwitchActiveChainParameters,
): Promise<SwitchActiveChainReturnType> {
  const { networks } = appKit.config
  const target = networks.find((item) => item.caipNetworkId === network.caipNetworkId)
  if (!target) {
    throw new SwitchNetworkNotFoundError({
      caipNetworkId: network.caipNetworkId,
      configured: networks.map((item) => item.caipNetworkId),
    })
  }
  const namespace = target.chainNamespace
  applyNetwork(appKit, namespace, target, true, true)
  appKit.stores.chains.setActiveNamespace(namespace)
  appKit.storage.set(storageKeys.activeCaipNetworkId, target.caipNetworkId)
  appKit.storage.set(storageKeys.activeNamespace, namespace)
  return undefined
}
