import type { Connector } from './Connector.js'
import { rdnsOfConnectorId } from './eip6963/announcedConnectorId.js'

/**
 * Whether a stored connector id (from an earlier page load) names this connector: the same id, or
 * for EIP-6963 wallets, whose uuid changes with every page load, the same rdns.
 * @example isStoredConnector(metaMask, 'eip6963:io.metamask:<uuid of yesterday>') // true
 */
export function isStoredConnector(connector: Connector, storedId: string): boolean {
  if (connector.id === storedId) return true
  const rdns = rdnsOfConnectorId(storedId)
  return rdns !== undefined && connector.type === 'ANNOUNCED' && connector.rdns === rdns
}

/**
 * The connector a stored id refers to, for restoring a connection without a prompt: the exact id,
 * else the one announced wallet with the stored rdns. When two providers claim that rdns, none is
 * picked: which one the user chose cannot be told, and reconnecting must not choose for them.
 * @example findStoredConnector(connectors, storage.get(storageKeys.connectedConnectorId('eip155')))
 */
export function findStoredConnector(
  connectors: readonly Connector[],
  storedId: string,
): Connector | undefined {
  const exact = connectors.find((connector) => connector.id === storedId)
  if (exact) return exact
  const matches = connectors.filter((connector) => isStoredConnector(connector, storedId))
  return matches.length === 1 ? matches[0] : undefined
}
