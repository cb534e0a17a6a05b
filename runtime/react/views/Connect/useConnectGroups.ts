import { useMemo } from 'react'
import {
  type AppKitState,
  type ConnectGroup,
  type RegistryState,
  selectConnectGroups,
  storageKeys,
} from '../../../core/kernel.js'
import { useAppKitInstance, useAppKitSelector } from '../../internal.js'
import { useConnectors } from '../useConnector.js'

const selectActiveNamespace = (state: AppKitState) => state.chains.activeNamespace

/**
 * The Connect view's wallet groups (ordered, filtered, deduped by the engine), recomputed when
 * wallets announce themselves or go away.
 * @example const groups = useConnectGroups(useRegistry().state)
 */
export function useConnectGroups(registry?: RegistryState): readonly ConnectGroup[] {
  const appKit = useAppKitInstance()
  const connectors = useConnectors()
  const featured = registry?.featured
  const wallets = registry?.wallets
  const activeNamespace = useAppKitSelector(selectActiveNamespace)
  return useMemo(
    () =>
      selectConnectGroups({
        connectors,
        recentWallets: appKit.storage.get(storageKeys.recentWallets) ?? [],
        wallets: appKit.config.wallets,
        connectorTypeOrder: appKit.config.features.connectorTypeOrder,
        isMobile: appKit.isMobile(),
        registry: featured && wallets ? { featured, wallets } : undefined,
        activeNamespace,
      }),
    [appKit, connectors, featured, wallets, activeNamespace],
  )
}
