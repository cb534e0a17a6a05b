import { useMemo } from 'react'
import {
  type ConnectGroup,
  type RegistryState,
  selectConnectGroups,
  storageKeys,
} from '../../../core/index.js'
import { useAppKitInstance } from '../../AppKitContext.js'
import { useConnectors } from '../useConnector.js'

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
  return useMemo(
    () =>
      selectConnectGroups({
        connectors,
        recentWallets: appKit.storage.get(storageKeys.recentWallets) ?? [],
        wallets: appKit.config.wallets,
        connectorTypeOrder: appKit.config.features.connectorTypeOrder,
        isMobile: appKit.isMobile(),
        registry: featured && wallets ? { featured, wallets } : undefined,
      }),
    [appKit, connectors, featured, wallets],
  )
}
