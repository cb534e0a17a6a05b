import type { Connector } from './Connector.js'
import { rdnsOfConnectorId } from './eip6963/announcedConnectorId.js'

/** The prefix of Solana browser wallets' ids: `walletStandard:<name>`, `#<n>` for a namesake. */
const walletStandardPrefix = 'walletStandard:'

/**
 * Whether a stored Wallet Standard id names `connector`'s wallet: `walletStandard:<its name>`, or
 * that with any `#<n>`. The standard gives wallets no id, so the discovery names them by name and
 * numbers namesakes in the order they registered, an order the next page load need not repeat:
 * `#2` today may be yesterday's first. The name is all that identifies the wallet.
 */
function isStoredWalletStandard(connector: Connector, storedId: string): boolean {
  if (!storedId.startsWith(walletStandardPrefix)) return false
  if (connector.type !== 'ANNOUNCED' || !connector.id.startsWith(walletStandardPrefix)) return false
  const plain = `${walletStandardPrefix}${connector.name}`
  return storedId === plain || new RegExp(`^${escapeRegExp(plain)}#\\d+$`).test(storedId)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Whether a stored connector id (from an earlier page load) names this connector: the same id; for
 * EIP-6963 wallets, whose uuid changes with every page load, the same rdns; for Solana (Wallet
 * Standard) wallets, the same name.
 * @example isStoredConnector(metaMask, 'eip6963:io.metamask:<uuid of yesterday>') // true
 */
export function isStoredConnector(connector: Connector, storedId: string): boolean {
  if (connector.id === storedId) return true
  if (isStoredWalletStandard(connector, storedId)) return true
  const rdns = rdnsOfConnectorId(storedId)
  return rdns !== undefined && connector.type === 'ANNOUNCED' && connector.rdns === rdns
}

/**
 * The connector a stored id refers to, for restoring a connection without a prompt: the exact id,
 * else the one announced wallet with the stored rdns. When two providers claim that rdns, none is
 * picked: which one the user chose cannot be told, and reconnecting must not choose for them.
 * Solana wallets follow the same rule by name, exact id or not: two Wallet Standard wallets with
 * one name get `walletStandard:<name>` and `walletStandard:<name>#2` in the order they registered
 * on this page load, which says nothing about which of them the user connected before (an
 * impostor that registers first would otherwise inherit the connection).
 * @example findStoredConnector(connectors, storage.get(storageKeys.connectedConnectorId('eip155')))
 */
export function findStoredConnector(
  connectors: readonly Connector[],
  storedId: string,
): Connector | undefined {
  const namesakes = connectors.filter((connector) => isStoredWalletStandard(connector, storedId))
  if (namesakes.length > 0) return namesakes.length === 1 ? namesakes[0] : undefined
  const exact = connectors.find((connector) => connector.id === storedId)
  if (exact) return exact
  const matches = connectors.filter((connector) => isStoredConnector(connector, storedId))
  return matches.length === 1 ? matches[0] : undefined
}
