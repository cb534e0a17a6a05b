import type { Connector } from '../../core/kernel.js'
import { useAppKitInstance } from '../internal.js'
import { useStoreState } from '../useStoreState.js'

/**
 * The instance's connectors (announced, injected, ...), re-rendering when the list changes.
 * @example const connectors = useConnectors()
 */
export function useConnectors(): readonly Connector[] {
  const { connectors } = useAppKitInstance().stores
  return useStoreState(connectors, (state) => state.connectors)
}

/**
 * One connector by id, or undefined when it is gone (the extension was removed, say).
 * @example const connector = useConnector('injected')
 */
export function useConnector(id: string): Connector | undefined {
  return useConnectors().find((connector) => connector.id === id)
}
