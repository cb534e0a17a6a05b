import { useMemo } from 'react'
import { type ConnectGroup, selectConnectGroups, storageKeys } from '../../../core/index.js'
import { useAppKitInstance } from '../../AppKitContext.js'
import { useConnectors } from '../useConnector.js'

/**
 * The Connect view's wallet groups (ordered, filtered, deduped by the engine), recomputed when
 * wallets announce themselves or go away.
 * @example const groups = useConnectGroups()
 */
export function useConnectGroups(): readonly ConnectGroup[] {
  const appKit = useAppKitInstance()
  const connectors = useConnectors()
  return useMemo(
    () =>
      selectConnectGroups({
        connectors,
        recentWallets: appKit.storage.get(storageKeys.recentWallets) ?? [],
        wallets: appKit.config.wallets,
        connectorTypeOrder: appKit.config.features.connectorTypeOrder,
        isMobile: appKit.isMobile(),
      }),
    [appKit, connectors],
  )
}
