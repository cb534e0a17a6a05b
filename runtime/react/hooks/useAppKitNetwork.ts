import { useCallback } from 'react'
import type { CaipNetwork, CaipNetworkId } from '../../../schema/index.js'
import { type AppKitState, switchNetwork } from '../../core/kernel.js'
import { useAppKitInstance } from '../AppKitContext.js'
import { useAppKitSelector } from '../useAppKitSelector.js'

export interface UseAppKitNetworkReturn<NetworkId extends CaipNetworkId = CaipNetworkId> {
  caipNetwork: (CaipNetwork & { caipNetworkId: NetworkId }) | undefined
  caipNetworkId: NetworkId | undefined
  chainId: number | string | undefined
  /**
   * Switches to a configured network; the id type only admits configured networks. It works with
   * `enableNetworkSwitch: false` too: that option takes the switch out of the modal, not the app.
   */
  switchNetwork(caipNetworkId: NetworkId): Promise<void>
}

const selectNetwork = (state: AppKitState) =>
  state.chains.networks[state.chains.activeNamespace]?.caipNetwork

/**
 * The active network and a typed way to switch it.
 * @example const { chainId, switchNetwork } = useAppKitNetwork(); await switchNetwork('eip155:8453')
 */
export function useAppKitNetwork<
  NetworkId extends CaipNetworkId = CaipNetworkId,
>(): UseAppKitNetworkReturn<NetworkId> {
  const appKit = useAppKitInstance()
  const caipNetwork = useAppKitSelector(
    selectNetwork,
  ) as UseAppKitNetworkReturn<NetworkId>['caipNetwork']
  const switchTo = useCallback(
    (caipNetworkId: NetworkId) => switchNetwork(appKit, { caipNetworkId }),
    [appKit],
  )
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    switchNetwork: switchTo,
  }
}
