import type { ChainNamespace } from '../../../schema/index.js'
import type { AppKit } from '../AppKit.js'
import type { UnsupportedChainNamespaceError } from '../errors/UnsupportedChainNamespaceError.js'
import { createNetworkState } from '../state/NetworkState.js'
import { storageKeys } from '../storage/storageKeys.js'

export interface DisconnectParameters {
  /** Only this namespace; default: every connected namespace. */
  namespace?: ChainNamespace
  /** Keep the modal open afterwards (SPEC section 4: it closes unless told not to). */
  keepOpen?: boolean
  /**
   * The wallet ended the connection from its side (said in `disconnectSuccess`): multi-wallet
   * then hands over to another connection.
   */
  byWallet?: boolean
}
export type DisconnectReturnType = undefined
/**
 * Only for a `namespace` the config does not use: a wallet that refuses to let go is logged and
 * forgotten anyway.
 */
export type DisconnectErrorType = UnsupportedChainNamespaceError

/**
 * `namespace` and every other namespace its connection holds: one WalletConnect session (or one
 * email login) serves several, and ending it for one ends it for all (the SDK tells nobody of an
 * end the app asked for), so none may stay connected on a session that is gone.
 */
function sharingConnection(appKit: AppKit, namespace: ChainNamespace): ChainNamespace[] {
  const { connectors, chains } = appKit.stores
  const type = connectors.getSession(namespace)?.connector.type
  if (type !== 'WALLET_CONNECT' && type !== 'AUTH') return [namespace]
  return chains
    .getState()
    .namespaces.filter(
      (each) => each === namespace || connectors.getSession(each)?.connector.type === type,
    )
}

/** Disconnected connector ids kept per namespace; older ones are dropped first. */
const maxDisconnectedConnectorIds = 10

/**
 * Disconnects (SPEC section 4). For each namespace: stops following the wallet's events, asks the
 * wallet to let go (best effort), then resets the account (address, user, status, wallet info),
 * the network (approvals; an unsupported placeholder goes back to a configured network), the
 * provider entry, the stored connector id and connected namespace, and cached login data. The
 * connector id is remembered as disconnected so that it is not restored on the next load. Closes
 * the modal unless told not to.
 * @example await disconnect(appKit, { namespace: 'eip155' })
 */
export async function disconnect(
  appKit: AppKit,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const { chains, providers, connectors } = appKit.stores
  const { storage } = appKit
  const { namespaces, accounts } = chains.getState()
  const stored = storage.get(storageKeys.connectedNamespaces) ?? []
  const targets = parameters.namespace
    ? sharingConnection(appKit, parameters.namespace)
    : namespaces.filter(
        (namespace) =>
          accounts[namespace]?.status !== 'disconnected' ||
          stored.includes(namespace) ||
          storage.get(storageKeys.connectedConnectorId(namespace)) !== undefined,
      )
  for (const namespace of targets) {
    const session = connectors.getSession(namespace)
    // First stop listening: the wallet answers a revoke with accountsChanged([]) / disconnect.
    connectors.setSession(namespace, undefined)
    const entry = providers.getState()[namespace]
    const live = entry !== undefined || accounts[namespace]?.caipAddress !== undefined
    try {
      await entry?.disconnect?.()
    } catch (error) {
      appKit.logger.warn('Failed to disconnect', error)
    }
    providers.setState((current) => ({ ...current, [namespace]: undefined }))
    chains.resetAccount(namespace)
    const network = chains.getNetwork(namespace)
    const configured = appKit.config.networks.some((n) => n === network.caipNetwork)
    chains.setNetwork(namespace, {
      ...(configured
        ? {}
        : { caipNetwork: createNetworkState(namespace, appKit.config).caipNetwork }),
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
    const connectorId =
      storage.get(storageKeys.connectedConnectorId(namespace)) ?? session?.connector.id
    if (connectorId) {
      const key = storageKeys.disconnectedConnectorIds(namespace)
      const previous = (storage.get(key) ?? []).filter((id) => id !== connectorId)
      storage.set(key, [connectorId, ...previous].slice(0, maxDisconnectedConnectorIds))
    }
    storage.remove(storageKeys.connectedConnectorId(namespace))
    // The link the user paired by belongs to that session: a later one may be another wallet's.
    if (connectorId === 'walletConnect') storage.remove(storageKeys.deepLinkChoice)
    // An email login's cached data, also when the connector never loaded (a session that expired).
    if (connectorId === 'auth') {
      storage.remove(storageKeys.email)
      storage.remove(storageKeys.loginUsed)
      storage.remove(storageKeys.lastChain)
    }
    if (live) {
      appKit.events.emit('disconnectSuccess', {
        namespace,
        connectorId,
        ...(parameters.byWallet ? { byWallet: true as const } : {}),
      })
    }
  }
  const remaining = stored.filter((namespace) => !targets.includes(namespace))
  storage.set(storageKeys.connectedNamespaces, remaining)
  if (remaining.length === 0) storage.set(storageKeys.connectionStatus, 'disconnected')
  // Cached login data of the embedded wallet goes with any disconnect (SPEC section 4).
  storage.remove(storageKeys.socialProvider)
  storage.remove(storageKeys.socialUsername)
  if (!parameters.keepOpen) await appKit.close()
}
