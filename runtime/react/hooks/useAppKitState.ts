import type { CaipNetworkId, ChainNamespace } from '../../../schema/index.js'
import type { AppKitState, ViewName } from '../../core/kernel.js'
import { useAppKitSelector } from '../useAppKitSelector.js'

export interface UseAppKitStateReturn<NetworkId extends CaipNetworkId = CaipNetworkId> {
  open: boolean
  loading: boolean
  view: ViewName
  selectedNetworkId: NetworkId | undefined
  activeChain: ChainNamespace
}

const select = (state: AppKitState): UseAppKitStateReturn => ({
  open: state.modal.open,
  loading: state.modal.loading,
  view: state.router.current.view,
  selectedNetworkId:
    state.chains.networks[state.chains.activeNamespace]?.caipNetwork?.caipNetworkId,
  activeChain: state.chains.activeNamespace,
})

/**
 * Whether the modal is open, on which view, and the selected network.
 * @example const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState<
  NetworkId extends CaipNetworkId = CaipNetworkId,
>(): UseAppKitStateReturn<NetworkId> {
  return useAppKitSelector(select) as UseAppKitStateReturn<NetworkId>
}
